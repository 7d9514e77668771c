import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { type SignupCounts, type SignupRequestView, type SignupStatus } from '@studio/contracts';
import type { Db } from '../db/client.js';
import { signupRequests, users, type SignupRequestRow } from '../db/schema.js';
import { MINUTE } from '../clock.js';
import { trySend, type NoticeContext } from '../mail/deliver.js';
import type { Mail } from '../mail/mailer.js';
import {
  newSignupRequestMail,
  signupDuplicateMail,
  signupReceivedMail,
} from '../mail/templates.js';
import { audit } from './audit.js';
import { normaliseEmail } from './email.js';
import { claimMailSlot } from './otp.js';

// Signup requests as applicants send them and super admins list them (the review is in
// signup-review.ts).

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toView(row: SignupRequestRow): SignupRequestView {
  return {
    id: row.id,
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phoneNumber: row.phoneNumber,
    country: row.country,
    countryCode: row.countryCode,
    birthDate: row.birthDate,
    role: 'admin',
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    reviewedBy: row.reviewedBy,
    blockedAt: iso(row.blockedAt),
    blockedBy: row.blockedBy,
    unblockedAt: iso(row.unblockedAt),
    unblockedBy: row.unblockedBy,
    frozenAt: iso(row.frozenAt),
    frozenBy: row.frozenBy,
    unfrozenAt: iso(row.unfrozenAt),
    unfrozenBy: row.unfrozenBy,
    deletedAt: iso(row.deletedAt),
    deletedBy: row.deletedBy,
    updatedBy: row.updatedBy,
  };
}

export interface NewSignupRequest {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: string;
  countryCode: string;
  birthDate: string;
  passwordHash: string;
  ip: string | null;
}

export type CreateOutcome =
  { created: SignupRequestRow } | { duplicate: 'account' | 'request'; email: string };

/**
 * A new pending request, unless the email has an account or a live request (one per email), with
 * its audit entry (requested or duplicate) in the same transaction.
 */
export async function createSignupRequest(
  db: Db,
  input: NewSignupRequest,
  now: Date,
): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    const outcome = await insertUnlessTaken(tx, input, now);
    await audit(tx, {
      action: 'created' in outcome ? 'signup.requested' : 'signup.duplicate',
      at: now,
      subjectEmail: 'created' in outcome ? outcome.created.email : outcome.email,
      ip: input.ip,
      details:
        'created' in outcome ? { requestId: outcome.created.id } : { existing: outcome.duplicate },
    });
    return outcome;
  });
}

/**
 * The owner of a typed address hears of requests made with it at most once per 15 minutes,
 * whoever posts them and through whichever instance: the form cannot be used to flood an inbox.
 */
export const OWNER_NOTICE_INTERVAL_MS = 15 * MINUTE;

/**
 * The request-access form's work: the request (or the duplicate) with its audit entry, then the
 * mails. The owner of the typed address gets the "received" mail (a new request) or the
 * "someone asked with your email" notice (an account or an open request), at most one of either
 * per 15 minutes; every active super admin hears of a new request.
 */
export async function submitSignupRequest(
  db: Db,
  notify: NoticeContext,
  input: NewSignupRequest,
  now: Date,
): Promise<CreateOutcome> {
  const outcome = await createSignupRequest(db, input, now);
  const owner = 'created' in outcome ? outcome.created.email : outcome.email;
  const slot = await claimMailSlot(db, owner, 'signup_notice', now, OWNER_NOTICE_INTERVAL_MS);
  const mails: Mail[] = [];
  if ('created' in outcome) {
    // A new request is mailed even inside the interval: it happens once per request.
    mails.push(signupReceivedMail(notify.brand, owner));
    for (const to of await activeSuperAdminEmails(db))
      mails.push(newSignupRequestMail(notify.brand, to, outcome.created));
  } else if (slot.allowed) {
    mails.push(signupDuplicateMail(notify.brand, owner, outcome.duplicate));
  }
  for (const mail of mails) await trySend(notify.mailer, mail, notify.log);
  return outcome;
}

async function insertUnlessTaken(
  db: Db,
  input: NewSignupRequest,
  now: Date,
): Promise<CreateOutcome> {
  const email = normaliseEmail(input.email);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (account) return { duplicate: 'account', email };
  const [row] = await db
    .insert(signupRequests)
    .values({
      ...input,
      id: randomUUID(),
      email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      country: input.country.trim(),
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row ? { created: row } : { duplicate: 'request', email };
}

export interface SignupListQuery {
  page: number;
  pageSize: number;
  status?: Exclude<SignupStatus, 'deleted'> | undefined;
}

export async function listSignupRequests(db: Db, query: SignupListQuery) {
  const live = ne(signupRequests.status, 'deleted');
  const where = query.status ? and(live, eq(signupRequests.status, query.status)) : live;
  const rows = await db
    .select()
    .from(signupRequests)
    .where(where)
    .orderBy(desc(signupRequests.createdAt), desc(signupRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [filtered] = await db.select({ value: count() }).from(signupRequests).where(where);
  const counts = await signupCounts(db);
  return { rows, total: filtered?.value ?? 0, counts };
}

/** Live requests (deleted ones left out) by status. */
export async function signupCounts(db: Db): Promise<SignupCounts> {
  const grouped = await db
    .select({ status: signupRequests.status, value: count() })
    .from(signupRequests)
    .where(ne(signupRequests.status, 'deleted'))
    .groupBy(signupRequests.status);
  const counts: SignupCounts = {
    total: 0,
    pending: 0,
    approved: 0,
    rejected: 0,
    blocked: 0,
    frozen: 0,
  };
  for (const group of grouped) {
    if (group.status === 'deleted') continue;
    counts[group.status] = group.value;
    counts.total += group.value;
  }
  return counts;
}

/** Emails of every active super admin (they hear of each new request). */
export async function activeSuperAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), eq(users.status, 'active')));
  return rows.map((row) => row.email);
}

/** True when the table has never held a request (a fresh database). */
export async function hasNoSignupRequests(db: Db): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(signupRequests)
    .limit(1);
  return rows.length === 0;
}
