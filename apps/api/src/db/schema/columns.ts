/** Column types and columns every area's tables share. */
import { customType, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The random UUID a row is keyed by (made by the app, not the database). */
export const uuidKey = () => uuid('id').primaryKey();

/** When the row was made. */
export const createdAt = () => at('created_at').notNull();

/** When the row last changed. */
export const updatedAt = () => at('updated_at').notNull();

/** A required link to the row this one belongs to, deleted with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** Binary data: `Uint8Array` on PGlite, `Buffer` (a Uint8Array) on node-postgres. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
