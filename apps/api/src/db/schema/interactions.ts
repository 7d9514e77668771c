/**
 * Rate & Interact: likes, ratings and comments of articles, keyed by the entry's id so that a
 * slug change keeps them. A visitor is the keyed hash of the random id their browser keeps; no
 * address is stored (the per-IP limits live in the rate-limit buckets, under a keyed hash).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, updatedAt, uuidKey } from './columns.js';
import { contentEntries } from './content.js';

// drizzle-kit loads schema files alone: the contracts' COMMENT_STATES spelled again.
export const COMMENT_STATE_VALUES = [
  'pending',
  'published',
  'spam',
  'rejected',
  'trashed',
] as const;

export const articleLikes = pgTable(
  'article_likes',
  {
    entryId: belongsTo('entry_id', () => contentEntries.id),
    visitor: text('visitor').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.visitor] })],
);

export const articleRatings = pgTable(
  'article_ratings',
  {
    entryId: belongsTo('entry_id', () => contentEntries.id),
    visitor: text('visitor').notNull(),
    stars: smallint('stars').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.visitor] }),
    check('article_ratings_stars_check', sql`${table.stars} between 1 and 5`),
  ],
);

export const articleComments = pgTable(
  'article_comments',
  {
    id: uuidKey(),
    entryId: belongsTo('entry_id', () => contentEntries.id),
    name: text('name').notNull(),
    /** Never shown on the site; used only to tell the writer of publication when `notify`. */
    email: text('email'),
    notify: boolean('notify').notNull(),
    text: text('text').notNull(),
    state: text('state', { enum: COMMENT_STATE_VALUES }).notNull(),
    createdAt: createdAt(),
    /** When the state last changed (the purge of spam, rejected and trashed reads it). */
    stateChangedAt: at('state_changed_at').notNull(),
    decidedBy: text('decided_by'),
    /** When the studio inbox's digest listed it; null until then. */
    digestedAt: at('digested_at'),
  },
  (table) => [
    index('article_comments_entry_state_idx').on(table.entryId, table.state, table.createdAt),
    index('article_comments_state_idx').on(table.state, table.createdAt),
    check(
      'article_comments_state_check',
      sql`${table.state} in ('pending', 'published', 'spam', 'rejected', 'trashed')`,
    ),
  ],
);

/** One row: when the last digest of new comments left (at most one per 15 minutes). */
export const commentDigest = pgTable('comment_digest', {
  id: text('id').primaryKey(),
  lastSentAt: at('last_sent_at').notNull(),
});

export type ArticleCommentRow = typeof articleComments.$inferSelect;
