/** Signup requests for the admin area. */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, uuidKey, createdAt, updatedAt } from './columns.js';

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
    id: uuidKey(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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

export type SignupRequestRow = typeof signupRequests.$inferSelect;
