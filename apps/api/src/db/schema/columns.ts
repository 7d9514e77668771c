/** Column types every area's tables share. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Binary data: `Uint8Array` on PGlite, `Buffer` (a Uint8Array) on node-postgres. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
