import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Tables are unqualified (no pgSchema) so the same migrations apply in whatever schema the
// connection's search_path selects: tests give every file its own schema.
//
// One file for every table, so drizzle-kit compares the whole schema when it writes a migration
// (drizzle/, one numbered file per change).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['admin', 'super_admin'] }).notNull(),
    status: text('status', { enum: ['active', 'blocked', 'frozen', 'deleted'] })
      .notNull()
      .default('active'),
    passwordHash: text('password_hash').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    lastLoginAt: at('last_login_at'),
    passwordChangedAt: at('password_changed_at'),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    check('users_role_check', sql`${table.role} in ('admin', 'super_admin')`),
    check('users_status_check', sql`${table.status} in ('active', 'blocked', 'frozen', 'deleted')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When this token was issued (a re-issue after 12 h starts a new row). */
    createdAt: at('created_at').notNull(),
    /** When the user proved password and code; kept across re-issues. */
    authenticatedAt: at('authenticated_at').notNull(),
    /** Absolute end: 24 h after authenticatedAt. */
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['sign_in', 'password_reset', 'signup_notice'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHmac: text('code_hmac').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  // One active challenge per email and purpose: a new one replaces the row.
  (table) => [uniqueIndex('otp_challenges_email_purpose_key').on(table.email, table.purpose)],
);

/**
 * Last mail of a throttled kind per email and purpose, known accounts or not: sign-in and reset
 * codes (60 s), and the request-access notices to the owner of a typed address (15 min).
 */
export const mailThrottles = pgTable(
  'mail_throttles',
  {
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['sign_in', 'password_reset', 'signup_notice'] }).notNull(),
    lastSentAt: at('last_sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.purpose] })],
);

/** Failed password or code attempts per normalised email, known or not. */
export const authLockouts = pgTable('auth_lockouts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: at('window_started_at').notNull(),
  lockedUntil: at('locked_until'),
});

/**
 * Reset-code tries per normalised email over a one-hour window, known or not. Unlike a
 * challenge's 5 tries it survives a new code: re-requesting the mail does not buy more guesses.
 */
export const resetCodeBudgets = pgTable('reset_code_budgets', {
  email: text('email').primaryKey(),
  spent: integer('spent').notNull(),
  windowStartedAt: at('window_started_at').notNull(),
});

/** Append-only. No foreign key to users: entries outlive the accounts they mention. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: at('created_at').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    subjectEmail: text('subject_email'),
    ip: text('ip'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_action_idx').on(table.action),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

// Signup requests and the inbox.

export const SIGNUP_STATUS_VALUES = [
  'pending',
  'approved',
  'rejected',
  'blocked',
  'frozen',
  'deleted',
] as const;

export const signupRequests = pgTable(
  'signup_requests',
  {
    id: uuid('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Normalised (trimmed, lower-case). */
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** argon2id of the applicant's password; cleared once it moved to the account or the request is deleted. */
    passwordHash: text('password_hash'),
    status: text('status', { enum: SIGNUP_STATUS_VALUES }).notNull().default('pending'),
    notes: text('notes'),
    ip: text('ip'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: text('reviewed_by'),
    blockedAt: at('blocked_at'),
    blockedBy: text('blocked_by'),
    unblockedAt: at('unblocked_at'),
    unblockedBy: text('unblocked_by'),
    frozenAt: at('frozen_at'),
    frozenBy: text('frozen_by'),
    unfrozenAt: at('unfrozen_at'),
    unfrozenBy: text('unfrozen_by'),
    deletedAt: at('deleted_at'),
    deletedBy: text('deleted_by'),
    updatedBy: text('updated_by'),
    /** The admin account an approval created. */
    approvedUserId: uuid('approved_user_id'),
  },
  (table) => [
    // One live request per email; a deleted one frees the email for a new request.
    uniqueIndex('signup_requests_open_email_key')
      .on(table.email)
      .where(sql`${table.status} <> 'deleted'`),
    index('signup_requests_status_created_idx').on(table.status, table.createdAt),
    check(
      'signup_requests_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'blocked', 'frozen', 'deleted')`,
    ),
  ],
);

export const MESSAGE_KIND_VALUES = ['contact', 'support', 'early-access'] as const;

/** The inbox: contact, support and early-access messages from the public site. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: MESSAGE_KIND_VALUES }).notNull(),
    name: text('name'),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject'),
    service: text('service'),
    message: text('message'),
    ip: text('ip'),
    createdAt: at('created_at').notNull(),
    /** When the copy to STUDIO_INBOX_EMAIL left; null when mailing failed. */
    mailedAt: at('mailed_at'),
    /** When a staff member marked it read; null while unread (the inbox is shared by all staff). */
    readAt: at('read_at'),
    /** The email of who marked it read. */
    readBy: text('read_by'),
  },
  (table) => [
    index('messages_created_idx').on(table.createdAt),
    index('messages_kind_created_idx').on(table.kind, table.createdAt),
    check('messages_kind_check', sql`${table.kind} in ('contact', 'support', 'early-access')`),
  ],
);

export type SignupRequestRow = typeof signupRequests.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

// The content store: entries of every collection, their revisions, slugs and schedules, and the
// one website settings document.

// drizzle-kit loads this file alone and cannot resolve workspace packages, so the contracts'
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
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    state: text('state', { enum: CONTENT_STATE_VALUES }).notNull(),
    /** Every write adds one; a write naming an older version is refused. */
    version: integer('version').notNull(),
    /** The working draft: what editors see and change. */
    draft: jsonb('draft').$type<StoredDocument>().notNull(),
    /** What the live page shows (null while nothing is). */
    live: jsonb('live').$type<StoredDocument>(),
    /** Lower-cased text of the working draft, for the list's search. */
    searchText: text('search_text').notNull(),
    createdAt: at('created_at').notNull(),
    createdBy: text('created_by'),
    updatedAt: at('updated_at').notNull(),
    updatedBy: text('updated_by'),
    /** When the current draft was last kept as a revision (the autosave rule reads it). */
    lastRevisionAt: at('last_revision_at'),
    publishedAt: at('published_at'),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    index('content_entries_type_updated_idx').on(table.type, table.updatedAt),
    index('content_entries_type_state_idx').on(table.type, table.state),
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
    id: uuid('id').primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    createdAt: at('created_at').notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    reason: text('reason', { enum: CONTENT_REVISION_REASON_VALUES }).notNull(),
    changedFields: jsonb('changed_fields').$type<string[]>().notNull(),
    document: jsonb('document').$type<StoredDocument>().notNull(),
  },
  (table) => [uniqueIndex('content_revisions_entry_number_key').on(table.entryId, table.number)],
);

/**
 * Every slug in use per type: the working draft's and the live one of each entry, and the old
 * live slugs that redirect to their entry's page. The key makes slugs unique per type.
 */
export const contentSlugs = pgTable(
  'content_slugs',
  {
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    /** An old live slug: its URL answers 301 to the entry's live page. */
    redirect: boolean('redirect').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.slug] }),
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
    createdAt: at('created_at').notNull(),
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
  updatedAt: at('updated_at').notNull(),
  updatedBy: text('updated_by'),
});

export type ContentEntryRow = typeof contentEntries.$inferSelect;
export type ContentRevisionRow = typeof contentRevisions.$inferSelect;
/** Binary data: `Uint8Array` on PGlite, `Buffer` (a Uint8Array) on node-postgres. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const MEDIA_KIND_VALUES = ['image', 'audio'] as const;

/** The media library: one row per uploaded image or audio preview. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: MEDIA_KIND_VALUES }).notNull(),
    /** The file name as uploaded (display only; URLs use a cleaned stem of it). */
    name: text('name').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    /** Size of the upload in bytes (the original is not kept: only its encodings). */
    bytes: integer('bytes').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('media_created_idx').on(table.createdAt),
    check('media_kind_check', sql`${table.kind} in ('image', 'audio')`),
  ],
);

/**
 * The encoded files of a media item, stored in the database so every instance and one backup
 * see the same library. Served at `/media/<hash>/<file_name>`; the hash is of the bytes, so a
 * URL never changes meaning and can be cached for ever.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    hash: text('hash').notNull(),
    fileName: text('file_name').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    format: text('format').notNull(),
    width: integer('width'),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [
    // Two items may hold the same bytes under the same name: each keeps its own row, so that
    // deleting one leaves the other whole.
    primaryKey({ columns: [table.mediaId, table.hash, table.fileName] }),
    index('media_files_url_idx').on(table.hash, table.fileName),
  ],
);

export type MediaRow = typeof media.$inferSelect;
export type MediaFileRow = typeof mediaFiles.$inferSelect;
