/** The media library: uploaded images and audio previews and their stored files. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, bytea, uuidKey, createdAt, updatedAt, belongsTo } from './columns.js';
import { users } from './auth.js';

export const MEDIA_KIND_VALUES = ['image', 'audio'] as const;

/** The media library: one row per uploaded image or audio preview. */
export const media = pgTable(
  'media',
  {
    id: uuidKey(),
    kind: text('kind', { enum: MEDIA_KIND_VALUES }).notNull(),
    /** The file name as uploaded (display only; URLs use a cleaned stem of it). */
    name: text('name').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    /** The point crops keep in frame, in whole percent from the left and the top. */
    focalX: integer('focal_x').notNull().default(50),
    focalY: integer('focal_y').notNull().default(50),
    /** Size of the upload in bytes (the original is not kept: only its encodings). */
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When staff moved it to the trash (its files are not served); null while in the library. */
    trashedAt: at('trashed_at'),
    trashedBy: uuid('trashed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('media_created_idx').on(table.createdAt),
    index('media_trashed_idx').on(table.trashedAt),
    check('media_kind_check', sql`${table.kind} in ('image', 'audio')`),
    check(
      'media_focal_check',
      sql`${table.focalX} between 0 and 100 and ${table.focalY} between 0 and 100`,
    ),
  ],
);

/**
 * The encoded files of a media item, stored in the database so every instance and one backup
 * see the same library. Served at `/media/<hash>/<file_name>`; the hash is of the bytes, so a
 * URL never changes meaning and can be cached for ever. A file the site ships (the default
 * content's artwork and clips, put into the library at first start) keeps no bytes here: its
 * `shipped_url` names the site's own file (`/images/…`, `/audio/…`), served with the site, and
 * its hash is empty.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    hash: text('hash').notNull(),
    fileName: text('file_name').notNull(),
    mediaId: belongsTo('media_id', () => media.id),
    contentType: text('content_type').notNull(),
    format: text('format').notNull(),
    width: integer('width'),
    bytes: integer('bytes').notNull(),
    /** The bytes of an uploaded file; null for a shipped one. */
    data: bytea('data'),
    /** The site's own URL of a shipped file (`/images/a-480.avif`); null for an uploaded one. */
    shippedUrl: text('shipped_url'),
  },
  (table) => [
    check(
      'media_files_bytes_or_shipped_check',
      sql`(${table.data} is null) <> (${table.shippedUrl} is null)`,
    ),
    // Two items may hold the same bytes under the same name: each keeps its own row, so that
    // deleting one leaves the other whole.
    primaryKey({ columns: [table.mediaId, table.hash, table.fileName] }),
    index('media_files_url_idx').on(table.hash, table.fileName),
  ],
);

export type MediaRow = typeof media.$inferSelect;
export type MediaFileRow = typeof mediaFiles.$inferSelect;
