/** Accounts, sessions, sign-in codes, the throttles and lockouts that guard them, and the audit log. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, uuidKey, createdAt, updatedAt, belongsTo } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['admin', 'super_admin'] }).notNull(),
    status: text('status', { enum: ['active', 'blocked', 'frozen', 'deleted'] })
      .notNull()
      .default('active'),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    id: uuidKey(),
    userId: belongsTo('user_id', () => users.id),
    /** When this token was issued (a re-issue after 12 h starts a new row). */
    createdAt: createdAt(),
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
    id: uuidKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['sign_in', 'password_reset', 'signup_notice'] }).notNull(),
    userId: belongsTo('user_id', () => users.id),
    codeHmac: text('code_hmac').notNull(),
    createdAt: createdAt(),
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
    createdAt: createdAt(),
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
