import { SignupMessages, type SignupStatus } from '@studio/contracts';

/**
 * The status machine of a signup request (spec 02 §4, DESIGN.md "API"): Approve and Reject only
 * from pending; Block and Freeze from any status that is neither blocked nor frozen; Unblock and
 * Unfreeze return to pending; Delete from anywhere; an approved request is final except Delete;
 * a deleted request is gone (404). Edit changes fields, never the status.
 */
export const SIGNUP_ACTIONS = [
  'approve',
  'reject',
  'block',
  'unblock',
  'freeze',
  'unfreeze',
  'delete',
  'edit',
] as const;
export type SignupAction = (typeof SIGNUP_ACTIONS)[number];

export type SignupDecision =
  { ok: true; next: SignupStatus } | { ok: false; status: 404 | 409; message: string };

const PAST: Record<SignupAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  block: 'blocked',
  unblock: 'unblocked',
  freeze: 'frozen',
  unfreeze: 'unfrozen',
  delete: 'deleted',
  edit: 'edited',
};

const TARGET: Record<Exclude<SignupAction, 'edit'>, SignupStatus> = {
  approve: 'approved',
  reject: 'rejected',
  block: 'blocked',
  unblock: 'pending',
  freeze: 'frozen',
  unfreeze: 'pending',
  delete: 'deleted',
};

/** The statuses each action may start from. */
export const SIGNUP_ALLOWED_FROM: Record<SignupAction, readonly SignupStatus[]> = {
  approve: ['pending'],
  reject: ['pending'],
  block: ['pending', 'rejected'],
  freeze: ['pending', 'rejected'],
  unblock: ['blocked'],
  unfreeze: ['frozen'],
  delete: ['pending', 'approved', 'rejected', 'blocked', 'frozen'],
  edit: ['pending', 'rejected', 'blocked', 'frozen'],
};

export function pastTense(action: SignupAction): string {
  return PAST[action];
}

export function decideSignupAction(current: SignupStatus, action: SignupAction): SignupDecision {
  if (current === 'deleted') return { ok: false, status: 404, message: SignupMessages.notFound };
  if (!SIGNUP_ALLOWED_FROM[action].includes(current)) {
    if (current === 'approved') {
      return {
        ok: false,
        status: 409,
        message:
          'An approved request is final: only Delete is allowed. Manage its admin under Admin Users.',
      };
    }
    return {
      ok: false,
      status: 409,
      message: `${article(current)} ${current} request cannot be ${PAST[action]}.`,
    };
  }
  return { ok: true, next: action === 'edit' ? current : TARGET[action] };
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'An' : 'A';
}

/** Which review-trail columns an action stamps with the time and the reviewer's email. */
export const TRAIL_OF: Record<
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

export const MIN_APPLICANT_AGE_YEARS = 16;

/** Refuses a birth date that is not in the past or less than 16 years ago (dates in UTC). */
export function checkBirthDate(birthDate: string, now: Date): string | null {
  const born = Date.parse(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(born)) return SignupMessages.notPast;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (born >= today) return SignupMessages.notPast;
  const sixteenYearsAgo = Date.UTC(
    now.getUTCFullYear() - MIN_APPLICANT_AGE_YEARS,
    now.getUTCMonth(),
    now.getUTCDate(),
  );
  if (born > sixteenYearsAgo) return SignupMessages.tooYoung;
  if (born < Date.UTC(1900, 0, 1)) return 'Must be a date after 1900';
  return null;
}
