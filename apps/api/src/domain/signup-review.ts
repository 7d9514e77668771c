import { and, eq, ne } from 'drizzle-orm';
import {
  SIGNUP_ACTION_INFO,
  SignupMessages,
  defaultReviewNote,
  nextSignupStatus,
  signupAuditEvent,
  type SignupAction,
  type SignupEditFields,
  type SignupStatus,
} from '@studio/contracts';
import type { Db } from '../db/client.js';
import { signupRequests, users, type SignupRequestRow, type UserRow } from '../db/schema.js';
import { audit } from './audit.js';
import { isUniqueViolation, isUuid } from './db-errors.js';
import { normaliseEmail } from './email.js';
import type { StateRefusal } from './refusal.js';
import { insertUser } from './users.js';
import { trySend, type NoticeContext } from '../mail/deliver.js';
import { signupDecisionMail, type ReviewNotice } from '../mail/templates.js';

// The super admin's review of a signup request: the status rule, the actions and the edit.

export type SignupDecision = { ok: true; next: SignupStatus } | StateRefusal;

const notFound: StateRefusal = { ok: false, reason: 'not_found', message: SignupMessages.notFound };

/**
 * The status table of the contracts, worded: a deleted request is gone (not found); any other
 * action the table does not allow is a conflict with a sentence saying why.
 */
export function decideSignupAction(current: SignupStatus, action: SignupAction): SignupDecision {
  if (current === 'deleted') return notFound;
  const next = nextSignupStatus(current, action);
  if (next !== null) return { ok: true, next };
  if (current === 'approved') {
    return {
      ok: false,
      reason: 'conflict',
      message:
        'An approved request is final: only Delete is allowed. Manage its admin under Admin Users.',
    };
  }
  const article = /^[aeiou]/.test(current) ? 'An' : 'A';
  return {
    ok: false,
    reason: 'conflict',
    message: `${article} ${current} request cannot be ${SIGNUP_ACTION_INFO[action].past}.`,
  };
}

/** Which review-trail columns an action stamps with the time and the reviewer's email. */
const TRAIL_OF: Record<
  SignupAction,
  'reviewed' | 'blocked' | 'unblocked' | 'frozen' | 'unfrozen' | 'deleted' | 'updated'
> = {
  approve: 'reviewed',
  reject: 'reviewed',
  block: 'blocked',
  unblock: 'unblocked',
  freeze: 'frozen',
  unfreeze: 'unfrozen',
  delete: 'deleted',
  edit: 'updated',
};
type Trail = (typeof TRAIL_OF)[SignupAction];

/** What an action stamps: `<trail>At` with the time and `<trail>By` with the reviewer (an edit, only who). */
function trailStamp(
  trail: Trail,
  at: Date,
  by: string,
): Partial<typeof signupRequests.$inferInsert> {
  if (trail === 'updated') return { updatedBy: by };
  const stamp: Partial<typeof signupRequests.$inferInsert> = {};
  stamp[`${trail}At` as const] = at;
  stamp[`${trail}By` as const] = by;
  return stamp;
}

/** The notice each review action mails the applicant once it has committed (Delete: none). */
const NOTICE: Record<SignupAction, ReviewNotice | null> = {
  approve: 'approved',
  reject: 'rejected',
  block: 'blocked',
  unblock: 'unblocked',
  freeze: 'frozen',
  unfreeze: 'unfrozen',
  delete: null,
  edit: null,
};

/** The actions whose message the applicant is shown, as the reviewer's words. */
const SHOWS_NOTE: ReadonlySet<SignupAction> = new Set(['approve', 'reject', 'block', 'freeze']);

/** The reviewer's own words for the applicant: null when none were typed (empty or the default). */
export function reviewerWords(action: SignupAction, notes: string | null): string | null {
  if (notes === null || !SHOWS_NOTE.has(action)) return null;
  return notes.trim() === defaultReviewNote(action) ? null : notes;
}

/** Who acts, from where, and the note they gave: what the audit entry records. */
export interface ReviewContext {
  reviewer: { id: string; email: string };
  ip: string;
  notes: string | null;
  now: Date;
}

interface Reviewed {
  ok: true;
  before: SignupRequestRow;
  after: SignupRequestRow;
  createdUser: UserRow | null;
}

/** `emailSent`: whether the applicant's notice left; null when the action mails none. */
export type ReviewOutcome = (Reviewed & { emailSent: boolean | null }) | StateRefusal;

/**
 * One review action in one transaction: the row is locked, the rule decides, an approval creates
 * the admin (who signs in with the password given in the request), the trail is stamped and the
 * audit entry written. Only once that has committed is the applicant mailed their notice.
 */
export async function reviewSignupRequest(
  db: Db,
  notify: NoticeContext,
  input: { requestId: string; action: Exclude<SignupAction, 'edit'> } & ReviewContext,
): Promise<ReviewOutcome> {
  const outcome = await applyReview(db, input);
  if (!outcome.ok) return outcome;
  const notice = NOTICE[input.action];
  const mail =
    notice &&
    signupDecisionMail(
      notify.brand,
      outcome.after.email,
      notice,
      reviewerWords(input.action, input.notes),
    );
  const emailSent = mail ? await trySend(notify.mailer, mail, notify.log) : null;
  return { ...outcome, emailSent };
}

/**
 * The request locked for the rest of the transaction, with the status `action` leads it to; or
 * why the action is refused from the status it has.
 */
async function lockedForAction(
  tx: Db,
  requestId: string,
  action: SignupAction,
): Promise<{ ok: true; before: SignupRequestRow; next: SignupStatus } | StateRefusal> {
  const [before] = await tx
    .select()
    .from(signupRequests)
    .where(eq(signupRequests.id, requestId))
    .for('update');
  if (!before) return notFound;
  const decision = decideSignupAction(before.status, action);
  return decision.ok ? { ok: true, before, next: decision.next } : decision;
}

async function applyReview(
  db: Db,
  input: { requestId: string; action: Exclude<SignupAction, 'edit'> } & ReviewContext,
): Promise<Reviewed | StateRefusal> {
  if (!isUuid(input.requestId)) return notFound;
  return db.transaction(async (tx) => {
    const locked = await lockedForAction(tx, input.requestId, input.action);
    if (!locked.ok) return locked;
    const { before, next: nextStatus } = locked;

    let createdUser: UserRow | null = null;
    if (input.action === 'approve') {
      if (before.passwordHash === null) {
        return {
          ok: false,
          reason: 'conflict',
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
          reason: 'conflict',
          message: 'An account with this email already exists, so this request cannot be approved.',
        };
      }
    }

    const [after] = await tx
      .update(signupRequests)
      .set({
        status: nextStatus,
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
    await audit(tx, {
      action: signupAuditEvent(input.action),
      at: input.now,
      actorId: input.reviewer.id,
      actorEmail: input.reviewer.email,
      subjectEmail: before.email,
      ip: input.ip,
      reason: input.notes,
      details: {
        requestId: before.id,
        from: before.status,
        to: after.status,
        ...(createdUser ? { userId: createdUser.id } : {}),
      },
    });
    return { ok: true, before, after, createdUser };
  });
}

export type EditOutcome =
  { ok: true; before: SignupRequestRow; after: SignupRequestRow; changed: string[] } | StateRefusal;

const emailTaken: StateRefusal = {
  ok: false,
  reason: 'conflict',
  message: SignupMessages.emailTaken,
};

/** Corrects the fields of a request (never its status), audited in the same transaction. */
export async function editSignupRequest(
  db: Db,
  input: { requestId: string; fields: SignupEditFields } & ReviewContext,
): Promise<EditOutcome> {
  if (!isUuid(input.requestId)) return notFound;
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockedForAction(tx, input.requestId, 'edit');
      if (!locked.ok) return locked;
      const { before } = locked;

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
        if (account || other) return emailTaken;
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
      await audit(tx, {
        action: signupAuditEvent('edit'),
        at: input.now,
        actorId: input.reviewer.id,
        actorEmail: input.reviewer.email,
        subjectEmail: after.email,
        ip: input.ip,
        reason: input.notes,
        details: {
          requestId: after.id,
          fields: changed.join(','),
          ...(before.email !== after.email ? { previousEmail: before.email } : {}),
        },
      });
      return { ok: true, before, after, changed };
    });
  } catch (error) {
    // Two edits racing to the same email: the partial unique index decides.
    if (isUniqueViolation(error)) return emailTaken;
    throw error;
  }
}
