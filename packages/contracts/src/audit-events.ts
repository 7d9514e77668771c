import {
  ADMIN_ACTIONS,
  SIGNUP_ACTIONS,
  type AdminAction,
  type SignupAction,
} from './status-machines.js';

/*
 * The one list of audit events: the API writes these ids into the audit log and the audit log's
 * filter offers them, grouped and labelled. Ids are stable data (rows keep them for years); labels
 * are display words and may change. Review and admin-user events are named after the action id
 * that caused them (`signup.approve`), never after a display word.
 */

export const AUDIT_EVENT_GROUPS = [
  'sign-in',
  'review',
  'accounts',
  'messages',
  'content',
  'media',
  'access',
] as const;
export type AuditEventGroup = (typeof AUDIT_EVENT_GROUPS)[number];

export const AUDIT_EVENT_GROUP_LABELS = {
  'sign-in': 'Sign-in',
  review: 'Review',
  accounts: 'Accounts',
  messages: 'Messages',
  content: 'Content',
  media: 'Media',
  access: 'Access',
} as const satisfies Record<AuditEventGroup, string>;

export interface AuditEventInfo {
  group: AuditEventGroup;
  /** What the audit log's filter and table show. */
  label: string;
}

export type SignupAuditEvent = `signup.${SignupAction}`;
export type AdminUserAuditEvent = `admin_user.${AdminAction}`;

/** The audit event a review action records. */
export function signupAuditEvent(action: SignupAction): SignupAuditEvent {
  return `signup.${action}`;
}

/** The audit event an admin-user action records. */
export function adminUserAuditEvent(action: AdminAction): AdminUserAuditEvent {
  return `admin_user.${action}`;
}

const SIGNUP_EVENT_LABELS = {
  edit: 'Request edited',
  approve: 'Request approved',
  reject: 'Request rejected',
  block: 'Request blocked',
  freeze: 'Request frozen',
  unblock: 'Request unblocked',
  unfreeze: 'Request unfrozen',
  delete: 'Request deleted',
} as const satisfies Record<SignupAction, string>;

const ADMIN_USER_EVENT_LABELS = {
  block: 'Admin blocked',
  freeze: 'Admin frozen',
  unblock: 'Admin unblocked',
  unfreeze: 'Admin unfrozen',
  delete: 'Admin deleted',
} as const satisfies Record<AdminAction, string>;

const FIXED_EVENTS = {
  'sign_in.password_failed': { group: 'sign-in', label: 'Password refused' },
  'sign_in.password_ok': { group: 'sign-in', label: 'Password accepted' },
  'sign_in.locked': { group: 'sign-in', label: 'Sign-in while locked' },
  'sign_in.code_throttled': { group: 'sign-in', label: 'Code not resent (too soon)' },
  'sign_in.code_failed': { group: 'sign-in', label: 'Code refused' },
  'sign_in.succeeded': { group: 'sign-in', label: 'Signed in' },
  'lockout.started': { group: 'sign-in', label: 'Account locked' },
  'otp.sent': { group: 'sign-in', label: 'Code mailed' },
  'session.logout': { group: 'sign-in', label: 'Signed out' },
  'session.reissued': { group: 'sign-in', label: 'Session renewed' },
  'signup.requested': { group: 'review', label: 'Access requested' },
  'signup.duplicate': { group: 'review', label: 'Access requested again' },
  'password.change_failed': { group: 'accounts', label: 'Password change refused' },
  'password.changed': { group: 'accounts', label: 'Password changed' },
  'password.reset_requested': { group: 'accounts', label: 'Password reset asked for' },
  'password.reset_failed': { group: 'accounts', label: 'Password reset refused' },
  'password.reset': { group: 'accounts', label: 'Password reset' },
  'super_admin.created': { group: 'accounts', label: 'First super admin created' },
  'message.marked_read': { group: 'messages', label: 'Message marked read' },
  'message.marked_unread': { group: 'messages', label: 'Message marked unread' },
  'content.created': { group: 'content', label: 'Entry created' },
  'content.saved': { group: 'content', label: 'Draft saved' },
  'content.published': { group: 'content', label: 'Entry published' },
  'content.unpublished': { group: 'content', label: 'Entry unpublished' },
  'content.scheduled': { group: 'content', label: 'Publication scheduled' },
  'content.unscheduled': { group: 'content', label: 'Schedule cancelled' },
  'content.scheduled_published': { group: 'content', label: 'Scheduled publication done' },
  'content.unpublish_scheduled': { group: 'content', label: 'Unpublish scheduled' },
  'content.unpublish_unscheduled': { group: 'content', label: 'Scheduled unpublish cancelled' },
  'content.scheduled_unpublished': { group: 'content', label: 'Scheduled unpublish done' },
  'content.restored': { group: 'content', label: 'Revision restored' },
  'content.deleted': { group: 'content', label: 'Entry deleted' },
  'content.trashed': { group: 'content', label: 'Entry moved to the trash' },
  'content.untrashed': { group: 'content', label: 'Entry restored from the trash' },
  'content.purged': { group: 'content', label: 'Entry deleted for good' },
  'content.taken_over': { group: 'content', label: 'Editing taken over' },
  'website.updated': { group: 'content', label: 'Website settings changed' },
  'site.render_requested': { group: 'content', label: 'Site render asked for' },
  'redirect.created': { group: 'content', label: 'Redirect added' },
  'redirect.updated': { group: 'content', label: 'Redirect changed' },
  'redirect.removed': { group: 'content', label: 'Redirect removed' },
  'comment.approve': { group: 'content', label: 'Comment approved' },
  'comment.reject': { group: 'content', label: 'Comment rejected' },
  'comment.spam': { group: 'content', label: 'Comment marked as spam' },
  'comment.delete': { group: 'content', label: 'Comment deleted' },
  'comment.restore': { group: 'content', label: 'Comment restored' },
  'media.upload': { group: 'media', label: 'File uploaded' },
  'media.replace': { group: 'media', label: 'File replaced' },
  'media.alt': { group: 'media', label: 'Alt text changed' },
  'media.focal': { group: 'media', label: 'Focal point changed' },
  // Written before the media trash; kept so older audit entries keep their label.
  'media.delete': { group: 'media', label: 'File deleted' },
  'media.trashed': { group: 'media', label: 'File moved to the trash' },
  'media.restored': { group: 'media', label: 'File restored from the trash' },
  'media.purged': { group: 'media', label: 'File deleted for good' },
  'settings.security_changed': { group: 'access', label: 'Security settings changed' },
  'backup.downloaded': { group: 'access', label: 'Backup downloaded' },
  'backup.password_failed': { group: 'access', label: 'Backup refused (password)' },
  'backup.scheduled_started': { group: 'access', label: 'Scheduled backup started' },
  'backup.scheduled': { group: 'access', label: 'Scheduled backup written' },
  'backup.scheduled_failed': { group: 'access', label: 'Scheduled backup failed' },
  'access.forbidden': { group: 'access', label: 'Access refused (role)' },
  'session.revoked_token_used': { group: 'access', label: 'Ended session used' },
} as const satisfies Record<string, AuditEventInfo>;

export type AuditEventId = keyof typeof FIXED_EVENTS | SignupAuditEvent | AdminUserAuditEvent;

function entriesOf<A extends string, E extends string>(
  actions: readonly A[],
  event: (action: A) => E,
  labels: Record<A, string>,
  group: AuditEventGroup,
): [E, AuditEventInfo][] {
  return actions.map((action) => [event(action), { group, label: labels[action] }]);
}

/** Every audit event, in the order a filter lists them (grouped, in AUDIT_EVENT_GROUPS order). */
export const AUDIT_EVENTS: Readonly<Record<AuditEventId, AuditEventInfo>> = Object.fromEntries(
  [
    ...Object.entries(FIXED_EVENTS),
    ...entriesOf(SIGNUP_ACTIONS, signupAuditEvent, SIGNUP_EVENT_LABELS, 'review'),
    ...entriesOf(ADMIN_ACTIONS, adminUserAuditEvent, ADMIN_USER_EVENT_LABELS, 'accounts'),
  ].sort(
    ([, a], [, b]) => AUDIT_EVENT_GROUPS.indexOf(a.group) - AUDIT_EVENT_GROUPS.indexOf(b.group),
  ),
) as Record<AuditEventId, AuditEventInfo>;

export const AUDIT_EVENT_IDS = Object.keys(AUDIT_EVENTS) as AuditEventId[];

export function isAuditEventId(value: string): value is AuditEventId {
  return Object.hasOwn(AUDIT_EVENTS, value);
}

/** The events of one group, in list order. */
export function auditEventsOf(group: AuditEventGroup): AuditEventId[] {
  return AUDIT_EVENT_IDS.filter((id) => AUDIT_EVENTS[id].group === group);
}
