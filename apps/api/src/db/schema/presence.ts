/**
 * Who has which entry open in the editor right now: one row per editor tab, refreshed by its
 * heartbeat and gone once it stops. In the database so that every API instance sees every tab.
 */
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, belongsTo } from './columns.js';
import { users } from './auth.js';
import { contentEntries } from './content.js';

export const presence = pgTable(
  'presence',
  {
    entryType: text('entry_type').notNull(),
    entryId: belongsTo('entry_id', () => contentEntries.id),
    userId: belongsTo('user_id', () => users.id),
    /** The editor tab (made by the tab): one person may have the entry open twice. */
    tabId: uuid('tab_id').notNull(),
    /** When this tab opened the entry. */
    since: at('since').notNull(),
    lastHeartbeatAt: at('last_heartbeat_at').notNull(),
    /** The name of whoever took the entry over from this tab (told on its next heartbeat). */
    takenOverBy: text('taken_over_by'),
    takenOverAt: at('taken_over_at'),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.userId, table.tabId] }),
    index('presence_last_heartbeat_idx').on(table.lastHeartbeatAt),
  ],
);

export type PresenceRow = typeof presence.$inferSelect;
