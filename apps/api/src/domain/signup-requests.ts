import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  SignupMessages,
  type SignupCounts,
  type SignupEditFields,
  type SignupRequestView,
  type SignupStatus,
} from '@studio/contracts';
import type { Db } from '../db/client.js';
import { signupRequests, users, type SignupRequestRow, type UserRow } from '../db/schema.js';
import { isUniqueViolation, isUuid } from './db-errors.js';
import { normaliseEmail } from './email.js';
import { TRAIL_OF, decideSignupAction, type SignupAction } from './signup-review.js';
import { insertUser } from './users.js';

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

export type CreateOutcome = { created: SignupRequestRow } | { duplicate: 'account' | 'request' };

/** A new pending request, unless the email has an account or a live request (one per email). */
export async function createSignupRequest(
  db: Db,
  input: NewSignupRequest,
  now: Date,
): Promise<CreateOutcome> {
  const email = normaliseEmail(input.email);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (account) return { duplicate: 'account' };
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
  return row ? { created: row } : { duplicate: 'request' };
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
  const grouped = await db
    .select({ status: signupRequests.status, value: count() })
    .from(signupRequests)
    .where(live)
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
  return { rows, total: filtered?.value ?? 0, counts };
}

type Trail = (typeof TRAIL_OF)[SignupAction];

function trailStamp(
  trail: Trail,
  at: Date,
  by: string,
): Partial<typeof signupRequests.$inferInsert> {
  switch (trail) {
    case 'reviewed':
      return { reviewedAt: at, reviewedBy: by };
    case 'blocked':
      return { blockedAt: at, blockedBy: by };
    case 'unblocked':
      return { unblockedAt: at, unblockedBy: by };
    case 'frozen':
      return { frozenAt: at, frozenBy: by };
    case 'unfrozen':
      return { unfrozenAt: at, unfrozenBy: by };
    case 'deleted':
      return { deletedAt: at, deletedBy: by };
    case 'updated':
      return { updatedBy: by };
  }
}

export interface Reviewer {
  id: string;
  email: string;
}

export type ReviewOutcome =
  | { ok: true; before: SignupRequestRow; after: SignupRequestRow; createdUser: UserRow | null }
  | { ok: false; status: 404 | 409; message: string };

const notFound = { ok: false, status: 404, message: SignupMessages.notFound } as const;

/**
 * One review action in one transaction: the row is locked, the rule decides, an approval creates
 * the admin (who signs in with the password given in the request), and the trail is stamped.
 */
export async function reviewSignupRequest(
  db: Db,
  input: {
    requestId: string;
    action: Exclude<SignupAction, 'edit'>;
    reviewer: Reviewer;
    notes: string | null;
    now: Date;
  },
): Promise<ReviewOutcome> {
  if (!isUuid(input.requestId)) return notFound;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.id, input.requestId))
      .for('update');
    if (!before) return notFound;
    const decision = decideSignupAction(before.status, input.action);
    if (!decision.ok) return decision;

    let createdUser: UserRow | null = null;
    if (input.action === 'approve') {
      if (before.passwordHash === null) {
        return {
          ok: false,
          status: 409,
          message:
            'This request has no password to carry over; ask the applicant to request access again.',
        };
      }
      createdUser = await insertUser(
        tx,
        {
          email: before.email,
          firstName: before.firstName,
          lastName: before.lastName,
          role: 'admin',
          passwordHash: before.passwordHash,
        },
        input.now,
      );
      if (!createdUser) {
        return {
          ok: false,
          status: 409,
          message: 'An account with this email already exists, so this request cannot be approved.',
        };
      }
    }

    const [after] = await tx
      .update(signupRequests)
      .set({
        status: decision.next,
        updatedAt: input.now,
        ...trailStamp(TRAIL_OF[input.action], input.now, input.reviewer.email),
        ...(input.notes ? { notes: input.notes } : {}),
        // The hash lives on in the account (approve) or nowhere (delete).
        ...(input.action === 'approve' || input.action === 'delete' ? { passwordHash: null } : {}),
        ...(createdUser ? { approvedUserId: createdUser.id } : {}),
      })
      .where(eq(signupRequests.id, before.id))
      .returning();
    if (!after) return notFound;
    return { ok: true, before, after, createdUser };
  });
}

export type EditOutcome =
  | { ok: true; before: SignupRequestRow; after: SignupRequestRow; changed: string[] }
  | { ok: false; status: 404 | 409; message: string };

export async function editSignupRequest(
  db: Db,
  input: {
    requestId: string;
    fields: SignupEditFields;
    reviewer: Reviewer;
    notes: string | null;
    now: Date;
  },
): Promise<EditOutcome> {
  if (!isUuid(input.requestId)) return notFound;
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(signupRequests)
        .where(eq(signupRequests.id, input.requestId))
        .for('update');
      if (!before) return notFound;
      const decision = decideSignupAction(before.status, 'edit');
      if (!decision.ok) return decision;

      const next = {
        firstName: input.fields.firstName?.trim() ?? before.firstName,
        lastName: input.fields.lastName?.trim() ?? before.lastName,
        email: input.fields.email !== undefined ? normaliseEmail(input.fields.email) : before.email,
        phoneNumber: input.fields.phoneNumber ?? before.phoneNumber,
        country: input.fields.country?.trim() ?? before.country,
        birthDate: input.fields.birthDate ?? before.birthDate,
      };
      if (next.email !== before.email) {
        const [account] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, next.email));
        const [other] = await tx
          .select({ id: signupRequests.id })
          .from(signupRequests)
          .where(
            and(
              eq(signupRequests.email, next.email),
              ne(signupRequests.status, 'deleted'),
              ne(signupRequests.id, before.id),
            ),
          );
        if (account || other) return { ok: false, status: 409, message: SignupMessages.emailTaken };
      }
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
        (key) => next[key] !== before[key],
      );
      const [after] = await tx
        .update(signupRequests)
        .set({
          ...next,
          updatedAt: input.now,
          updatedBy: input.reviewer.email,
          ...(input.notes ? { notes: input.notes } : {}),
        })
        .where(eq(signupRequests.id, before.id))
        .returning();
      if (!after) return notFound;
      return { ok: true, before, after, changed };
    });
  } catch (error) {
    // Two edits racing to the same email: the partial unique index decides.
    if (isUniqueViolation(error))
      return { ok: false, status: 409, message: SignupMessages.emailTaken };
    throw error;
  }
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
