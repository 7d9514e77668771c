import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACTIONS,
  AUDIT_EVENTS,
  AUDIT_EVENT_GROUPS,
  AUDIT_EVENT_IDS,
  SIGNUP_ACTIONS,
  adminUserAuditEvent,
  auditEventsOf,
  isAuditEventId,
  signupAuditEvent,
} from '../src/index.js';

describe('the audit event list', () => {
  it('names review and admin-user events after the action id, not its past tense', () => {
    expect(signupAuditEvent('approve')).toBe('signup.approve');
    expect(adminUserAuditEvent('freeze')).toBe('admin_user.freeze');
    for (const action of SIGNUP_ACTIONS) expect(isAuditEventId(`signup.${action}`)).toBe(true);
    for (const action of ADMIN_ACTIONS) expect(isAuditEventId(`admin_user.${action}`)).toBe(true);
    expect(isAuditEventId('signup.approved')).toBe(false);
    expect(isAuditEventId('admin_user.frozen')).toBe(false);
  });

  it('puts every event in one of the six groups, listed group by group', () => {
    const groups = AUDIT_EVENT_IDS.map((id) => AUDIT_EVENTS[id].group);
    expect([...new Set(groups)]).toEqual([...AUDIT_EVENT_GROUPS]);
    expect(auditEventsOf('messages')).toEqual(['message.marked_read', 'message.marked_unread']);
    expect(auditEventsOf('content')).toContain('content.published');
    expect(auditEventsOf('content')).toContain('website.updated');
    expect(auditEventsOf('access')).toEqual([
      'settings.security_changed',
      'backup.downloaded',
      'backup.password_failed',
      'backup.scheduled_started',
      'backup.scheduled',
      'backup.scheduled_failed',
      'access.forbidden',
      'session.revoked_token_used',
    ]);
    expect(auditEventsOf('review')).toContain('signup.requested');
    expect(auditEventsOf('accounts')).toContain('admin_user.delete');
    expect(auditEventsOf('sign-in')).toContain('sign_in.succeeded');
  });

  it('gives each event its own label', () => {
    const labels = AUDIT_EVENT_IDS.map((id) => AUDIT_EVENTS[id].label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(AUDIT_EVENTS['signup.approve'].label).toBe('Request approved');
  });
});
