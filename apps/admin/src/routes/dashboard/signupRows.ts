import {
  SIGNUP_ACTION_INFO,
  SIGNUP_STATUS_LABELS,
  signupActionsFrom,
  type SignupAction,
  type SignupRequestView,
} from '@studio/contracts';
import type { RowAction, RowFact, StatusOption } from '@studio/ui';

export const SIGNUP_STATUS_OPTIONS: StatusOption[] = [
  { value: 'pending', label: SIGNUP_STATUS_LABELS.pending, tone: 'warning' },
  { value: 'approved', label: SIGNUP_STATUS_LABELS.approved, tone: 'success' },
  { value: 'rejected', label: SIGNUP_STATUS_LABELS.rejected, tone: 'neutral' },
  { value: 'blocked', label: SIGNUP_STATUS_LABELS.blocked, tone: 'critical' },
  { value: 'frozen', label: SIGNUP_STATUS_LABELS.frozen, tone: 'info' },
];

/** The person a confirmation names: name, email, phone and country. */
export function signupFacts(request: SignupRequestView): RowFact[] {
  return [
    { label: 'Name', value: `${request.firstName} ${request.lastName}` },
    { label: 'Email', value: request.email },
    { label: 'Phone', value: `${request.countryCode} ${request.phoneNumber}` },
    { label: 'Country', value: request.country },
  ];
}

/** The step a request's status suggests, shown as the row's button; the rest are in its menu. */
const MAIN_ACTION: Partial<Record<SignupRequestView['status'], SignupAction>> = {
  pending: 'approve',
  blocked: 'unblock',
  frozen: 'unfreeze',
};

/**
 * View always; Edit opens its own form; every other action the shared state table allows from
 * the request's status, confirmed with the person's details and an optional message. The main
 * action is the one the status suggests, or View.
 */
export function signupRowActions(request: SignupRequestView): RowAction<SignupRequestView>[] {
  const actions: RowAction<SignupRequestView>[] = [{ type: 'view', label: 'View' }];
  for (const action of signupActionsFrom(request.status)) {
    const info = SIGNUP_ACTION_INFO[action];
    if (action === 'edit') {
      actions.push({ type: 'edit', label: info.label });
      continue;
    }
    actions.push({
      type: action,
      label: info.label,
      main: MAIN_ACTION[request.status] === action,
      tone: info.destructive ? 'critical' : action === 'approve' ? 'primary' : 'neutral',
      confirm: {
        title: `${info.label} this signup request?`,
        description:
          action === 'delete'
            ? 'The request leaves the list for good; the audit log keeps a record.'
            : action === 'approve'
              ? 'An admin account is created that signs in with the password given in the request. The applicant is told by email.'
              : 'The applicant is told by email.',
        message: { defaultValue: 'Action {type} by SuperAdmin', label: 'Message (optional)' },
      },
    });
  }
  return actions;
}
