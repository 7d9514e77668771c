/** Scheduled unpublish: a live entry comes down at a set time (beside `content_schedules`). */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';
import { contentEntries } from './content.js';

export const contentUnpublishSchedules = pgTable(
  'content_unpublish_schedules',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    unpublishAt: at('unpublish_at').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    createdById: uuid('created_by_id'),
  },
  (table) => [index('content_unpublish_schedules_at_idx').on(table.unpublishAt)],
);
