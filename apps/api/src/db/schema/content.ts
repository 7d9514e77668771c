/**
 * The content store: entries of every collection, their revisions, slugs and schedules, and the
 * one website settings document.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at, uuidKey, createdAt, updatedAt, belongsTo } from './columns.js';

// drizzle-kit loads the schema files alone and cannot resolve workspace packages, so the contracts'
// CONTENT_STATES and REVISION_REASONS are spelled again here; a test keeps them equal.
export const CONTENT_STATE_VALUES = [
  'draft',
  'scheduled',
  'published',
  'unpublished',
  'deleted',
] as const;

/** One entry's document: the slug it answers at and its fields (checked by its type's schema). */
export interface StoredDocument {
  slug: string;
  data: Record<string, unknown>;
}

export const contentEntries = pgTable(
  'content_entries',
  {
    id: uuidKey(),
    type: text('type').notNull(),
    /** The entry's language (the contracts' LOCALES; the default one for a source entry). */
    locale: text('locale').notNull().default('en'),
    /**
     * The default-language entry this row translates (null for a source entry). A translation's
     * documents hold only its type's translatable fields; it goes when its source is purged.
     */
    sourceId: uuid('source_id').references((): AnyPgColumn => contentEntries.id, {
      onDelete: 'cascade',
    }),
    state: text('state', { enum: CONTENT_STATE_VALUES }).notNull(),
    /** Every write adds one; a write naming an older version is refused. */
    version: integer('version').notNull(),
    /** The working draft: what editors see and change. */
    draft: jsonb('draft').$type<StoredDocument>().notNull(),
    /** What the live page shows (null while nothing is). */
    live: jsonb('live').$type<StoredDocument>(),
    /** Lower-cased text of the working draft, for the list's search. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
    /** When the current draft was last kept as a revision (the autosave rule reads it). */
    lastRevisionAt: at('last_revision_at'),
    publishedAt: at('published_at'),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    index('content_entries_type_updated_idx').on(table.type, table.updatedAt),
    index('content_entries_type_state_idx').on(table.type, table.state),
    uniqueIndex('content_entries_source_locale_key').on(table.sourceId, table.locale),
    check(
      'content_entries_state_check',
      sql`${table.state} in ('draft', 'scheduled', 'published', 'unpublished', 'deleted')`,
    ),
  ],
);

export const CONTENT_REVISION_REASON_VALUES = [
  'save',
  'autosave',
  'publish',
  'scheduled-publish',
  'restore',
] as const;

export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuidKey(),
    entryId: belongsTo('entry_id', () => contentEntries.id),
    number: integer('number').notNull(),
    createdAt: createdAt(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    reason: text('reason', { enum: CONTENT_REVISION_REASON_VALUES }).notNull(),
    changedFields: jsonb('changed_fields').$type<string[]>().notNull(),
    document: jsonb('document').$type<StoredDocument>().notNull(),
  },
  (table) => [uniqueIndex('content_revisions_entry_number_key').on(table.entryId, table.number)],
);

/**
 * Every slug in use per type and language: the working draft's and the live one of each entry,
 * and the old live slugs that redirect to their entry's page. The key makes slugs unique per
 * type and language (a Hindi article may use the slug of an English one).
 */
export const contentSlugs = pgTable(
  'content_slugs',
  {
    type: text('type').notNull(),
    locale: text('locale').notNull().default('en'),
    slug: text('slug').notNull(),
    entryId: belongsTo('entry_id', () => contentEntries.id),
    /** An old live slug: its URL answers 301 to the entry's live page. */
    redirect: boolean('redirect').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.locale, table.slug] }),
    index('content_slugs_entry_idx').on(table.entryId),
  ],
);

/** A publication set for a time: the working draft as it was when scheduled. */
export const contentSchedules = pgTable(
  'content_schedules',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    publishAt: at('publish_at').notNull(),
    document: jsonb('document').$type<StoredDocument>().notNull(),
    /** The entry version the document was taken from. */
    draftVersion: integer('draft_version').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by'),
    createdById: uuid('created_by_id'),
  },
  (table) => [index('content_schedules_publish_at_idx').on(table.publishAt)],
);

/** The website settings: one row, versioned like an entry. */
export const websiteSettings = pgTable('website_settings', {
  id: text('id').primaryKey(),
  version: integer('version').notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
});

export type ContentEntryRow = typeof contentEntries.$inferSelect;
export type ContentRevisionRow = typeof contentRevisions.$inferSelect;
