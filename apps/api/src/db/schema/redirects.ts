/** The redirects a super admin manages in Website Management (former slugs live in content_slugs). */
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, uuidKey } from './columns.js';

export const siteRedirects = pgTable(
  'site_redirects',
  {
    id: uuidKey(),
    /** A path on the site, without a trailing slash (the root is `/`). */
    fromPath: text('from_path').notNull(),
    /** Where it answers 301 to: another path on the site, the end of any chain. */
    toPath: text('to_path').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (table) => [uniqueIndex('site_redirects_from_path_key').on(table.fromPath)],
);

export type SiteRedirectRow = typeof siteRedirects.$inferSelect;
