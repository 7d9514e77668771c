import type { SignupStatus } from './signup-requests.js';
import type { UserStatus } from './users.js';

/*
 * The two status machines of the review area, written once: the API refuses what a table does not
 * allow, the admin app offers what it allows. Each table maps a status to the actions it allows
 * and the status each leads to; an action missing from a row is refused. "View" changes nothing
 * and is always offered, so it is no part of a table.
 */

/** Whether an action asks for a text: a required reason, an optional note, or nothing. */
export type TextRule = 'required' | 'optional' | 'none';

export interface ActionInfo {
  /** The button's label. */
  label: string;
  /** The past tense the answers and refusals use ("A rejected request cannot be approved."). */
  past: string;
  text: TextRule;
  /** Destroys or locks something: the admin app styles it as critical and confirms it. */
  destructive: boolean;
}

// ---------------------------------------------------------------- signup requests

/** In the order the admin app shows them. */
export const SIGNUP_ACTIONS = [
  'edit',
  'approve',
  'reject',
  'block',
  'freeze',
  'unblock',
  'unfreeze',
  'delete',
] as const;
export type SignupAction = (typeof SIGNUP_ACTIONS)[number];

/**
 * Approve and Reject only from pending; Block and Freeze from pending or rejected; Unblock and
 * Unfreeze return to pending; Edit changes fields, never the status. An approved request is final
 * (its admin is managed under admin users): Delete only. A deleted request is gone.
 */
export const SIGNUP_MACHINE = {
  pending: {
    edit: 'pending',
    approve: 'approved',
    reject: 'rejected',
    block: 'blocked',
    freeze: 'frozen',
    delete: 'deleted',
  },
  approved: { delete: 'deleted' },
  rejected: { edit: 'rejected', block: 'blocked', freeze: 'frozen', delete: 'deleted' },
  blocked: { edit: 'blocked', unblock: 'pending', delete: 'deleted' },
  frozen: { edit: 'frozen', unfreeze: 'pending', delete: 'deleted' },
  deleted: {},
} as const satisfies Record<SignupStatus, Partial<Record<SignupAction, SignupStatus>>>;

export const SIGNUP_ACTION_INFO = {
  edit: { label: 'Edit', past: 'edited', text: 'optional', destructive: false },
  approve: { label: 'Approve', past: 'approved', text: 'optional', destructive: false },
  reject: { label: 'Reject', past: 'rejected', text: 'optional', destructive: true },
  block: { label: 'Block', past: 'blocked', text: 'optional', destructive: true },
  freeze: { label: 'Freeze', past: 'frozen', text: 'optional', destructive: true },
  unblock: { label: 'Unblock', past: 'unblocked', text: 'optional', destructive: false },
  unfreeze: { label: 'Unfreeze', past: 'unfrozen', text: 'optional', destructive: false },
  delete: { label: 'Delete', past: 'deleted', text: 'optional', destructive: true },
} as const satisfies Record<SignupAction, ActionInfo>;

/**
 * The text the review dialog's message field starts with. A message left at it was not typed by
 * the reviewer: it is recorded, but never mailed to the applicant as the reviewer's words.
 */
export function defaultReviewNote(action: SignupAction): string {
  return `Action ${action} by SuperAdmin`;
}

export const SIGNUP_STATUS_LABELS = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  blocked: 'Blocked',
  frozen: 'Frozen',
  deleted: 'Deleted',
} as const satisfies Record<SignupStatus, string>;

/** The status an action leads to, or null when the table refuses it from there. */
export function nextSignupStatus(status: SignupStatus, action: SignupAction): SignupStatus | null {
  const row: Partial<Record<SignupAction, SignupStatus>> = SIGNUP_MACHINE[status];
  return row[action] ?? null;
}

/** The actions a request in this status offers, in display order. */
export function signupActionsFrom(status: SignupStatus): SignupAction[] {
  return SIGNUP_ACTIONS.filter((action) => nextSignupStatus(status, action) !== null);
}

// ---------------------------------------------------------------- admin users

export const ADMIN_ACTIONS = ['block', 'freeze', 'unblock', 'unfreeze', 'delete'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * Active → blocked or frozen; blocked → active (Unblock); frozen → active (Unfreeze); Delete from
 * any live status. Two rules need more than the status and stay with the API: nobody acts on
 * their own account, and the last active super admin is never blocked, frozen or deleted.
 */
export const ADMIN_USER_MACHINE = {
  active: { block: 'blocked', freeze: 'frozen', delete: 'deleted' },
  blocked: { unblock: 'active', delete: 'deleted' },
  frozen: { unfreeze: 'active', delete: 'deleted' },
  deleted: {},
} as const satisfies Record<UserStatus, Partial<Record<AdminAction, UserStatus>>>;

/** Every admin-user action needs a reason: it is recorded and the user is told it. */
export const ADMIN_ACTION_INFO = {
  block: { label: 'Block', past: 'blocked', text: 'required', destructive: true },
  freeze: { label: 'Freeze', past: 'frozen', text: 'required', destructive: true },
  unblock: { label: 'Unblock', past: 'unblocked', text: 'required', destructive: false },
  unfreeze: { label: 'Unfreeze', past: 'unfrozen', text: 'required', destructive: false },
  delete: { label: 'Delete', past: 'deleted', text: 'required', destructive: true },
} as const satisfies Record<AdminAction, ActionInfo>;

export const USER_STATUS_LABELS = {
  active: 'Active',
  blocked: 'Blocked',
  frozen: 'Frozen',
  deleted: 'Deleted',
} as const satisfies Record<UserStatus, string>;

export function nextUserStatus(status: UserStatus, action: AdminAction): UserStatus | null {
  const row: Partial<Record<AdminAction, UserStatus>> = ADMIN_USER_MACHINE[status];
  return row[action] ?? null;
}

export function adminActionsFrom(status: UserStatus): AdminAction[] {
  return ADMIN_ACTIONS.filter((action) => nextUserStatus(status, action) !== null);
}
