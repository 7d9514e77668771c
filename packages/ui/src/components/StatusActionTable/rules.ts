import type { ReactNode } from 'react';

/** A fact shown in a confirmation dialog, e.g. `{ label: 'Email', value: 'meera@…' }`. */
export type RowFact = { label: string; value: ReactNode };

/** How an action asks for confirmation before `onAction` runs. */
export type RowActionConfirm<Row> = {
  /** The dialog's question, e.g. `Approve this signup request?`. May use the row. */
  title: ReactNode | ((row: Row) => ReactNode);
  /** What will happen, read after the title. */
  description?: ReactNode | ((row: Row) => ReactNode);
  /** The row's key facts (name, email, phone, country). Defaults to the table's `getRowFacts`. */
  facts?: (row: Row) => RowFact[];
  /** An optional message sent with the action; `{type}` in the default is replaced by the action type. */
  message?: { defaultValue: string; label?: string };
  /** A reason the user must type; an empty one shows `Please provide a reason for this action`. */
  reason?: { required: true; label?: string };
  /** The confirm button's label. Defaults to the action's label. */
  confirmLabel?: string;
};

/** Looks of an action: `primary` (the expected next step), `critical` (destructive), `neutral`. */
export const rowActionTones = ['neutral', 'primary', 'critical'] as const;
export type RowActionTone = (typeof rowActionTones)[number];

/** One action offered for a row, derived from its status by the app's rule (`getActions`). */
export type RowAction<Row> = {
  /** Passed to `onAction`, e.g. `approve`, `block`, `delete`. */
  type: string;
  /** The button's visible label, e.g. `Approve`. */
  label: string;
  tone?: RowActionTone;
  /** Ask first. Without it, `onAction` runs on click (View, Edit). */
  confirm?: RowActionConfirm<Row>;
};

/** Signup request statuses (spec 02 §4). */
export const signupRequestStatuses = [
  'pending',
  'approved',
  'rejected',
  'blocked',
  'frozen',
  'deleted',
] as const;
export type SignupRequestStatus = (typeof signupRequestStatuses)[number];

/** Admin user statuses (spec 02 §3). */
export const adminUserStatuses = ['active', 'blocked', 'frozen'] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];

const messageField = (type: string) => ({ defaultValue: `Action ${type} by SuperAdmin` });

/**
 * The signup-request rule (spec 02 §4): View and Edit always; Approve and Reject only when
 * pending; Block and Freeze when neither blocked nor frozen; Unblock from blocked; Unfreeze from
 * frozen; Delete always. An approved request is final (DESIGN.md: its admin is managed under
 * admin users), so it offers only View and Delete. Each state change confirms with the request's
 * facts and an optional message defaulting to `Action {type} by SuperAdmin`.
 */
export function signupRequestActions<Row = unknown>(status: string): RowAction<Row>[] {
  const actions: RowAction<Row>[] = [{ type: 'view', label: 'View' }];
  if (status !== 'approved') actions.push({ type: 'edit', label: 'Edit' });
  if (status === 'pending') {
    actions.push(
      {
        type: 'approve',
        label: 'Approve',
        tone: 'primary',
        confirm: {
          title: 'Approve this signup request?',
          description:
            'The applicant becomes an admin and can sign in with the password they chose.',
          message: messageField('approve'),
        },
      },
      {
        type: 'reject',
        label: 'Reject',
        tone: 'critical',
        confirm: {
          title: 'Reject this signup request?',
          description: 'The request is closed as rejected; the applicant cannot sign in.',
          message: messageField('reject'),
        },
      },
    );
  }
  if (status !== 'blocked' && status !== 'frozen' && status !== 'approved') {
    actions.push(
      {
        type: 'block',
        label: 'Block',
        tone: 'critical',
        confirm: {
          title: 'Block this signup request?',
          description: 'No further action can be taken on it until it is unblocked.',
          message: messageField('block'),
        },
      },
      {
        type: 'freeze',
        label: 'Freeze',
        tone: 'critical',
        confirm: {
          title: 'Freeze this signup request?',
          description: 'The request is put on hold until it is unfrozen.',
          message: messageField('freeze'),
        },
      },
    );
  }
  if (status === 'blocked') {
    actions.push({
      type: 'unblock',
      label: 'Unblock',
      confirm: {
        title: 'Unblock this signup request?',
        description: 'The request returns to pending.',
        message: messageField('unblock'),
      },
    });
  }
  if (status === 'frozen') {
    actions.push({
      type: 'unfreeze',
      label: 'Unfreeze',
      confirm: {
        title: 'Unfreeze this signup request?',
        description: 'The request returns to pending.',
        message: messageField('unfreeze'),
      },
    });
  }
  actions.push({
    type: 'delete',
    label: 'Delete',
    tone: 'critical',
    confirm: {
      title: 'Delete this signup request?',
      description: 'It is removed from the list. This cannot be undone.',
      message: messageField('delete'),
    },
  });
  return actions;
}

const reasonField = { required: true, label: 'Reason' } as const;

/**
 * The admin-user rule (spec 02 §4): active shows Block and Freeze; blocked shows Unblock; frozen
 * shows Unfreeze; Delete always. Each needs a non-empty reason.
 */
export function adminUserActions<Row = unknown>(status: string): RowAction<Row>[] {
  const actions: RowAction<Row>[] = [];
  if (status === 'active') {
    actions.push(
      {
        type: 'block',
        label: 'Block',
        tone: 'critical',
        confirm: {
          title: 'Block this admin?',
          description: 'They are signed out at once and cannot sign in until unblocked.',
          reason: reasonField,
        },
      },
      {
        type: 'freeze',
        label: 'Freeze',
        tone: 'critical',
        confirm: {
          title: 'Freeze this admin?',
          description: 'They are signed out at once and their account is on hold until unfrozen.',
          reason: reasonField,
        },
      },
    );
  }
  if (status === 'blocked') {
    actions.push({
      type: 'unblock',
      label: 'Unblock',
      confirm: {
        title: 'Unblock this admin?',
        description: 'They can sign in again.',
        reason: reasonField,
      },
    });
  }
  if (status === 'frozen') {
    actions.push({
      type: 'unfreeze',
      label: 'Unfreeze',
      confirm: {
        title: 'Unfreeze this admin?',
        description: 'They can sign in again.',
        reason: reasonField,
      },
    });
  }
  actions.push({
    type: 'delete',
    label: 'Delete',
    tone: 'critical',
    confirm: {
      title: 'Delete this admin?',
      description: 'The account is removed and signed out. This cannot be undone.',
      reason: reasonField,
    },
  });
  return actions;
}
