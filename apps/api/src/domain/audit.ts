import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** Every security event this API records; the audit-log reader filters on these names. */
export type AuditAction =
  | 'sign_in.password_failed'
  | 'sign_in.password_ok'
  | 'sign_in.locked'
  | 'sign_in.code_throttled'
  | 'sign_in.code_failed'
  | 'sign_in.succeeded'
  | 'lockout.started'
  | 'otp.sent'
  | 'session.logout'
  | 'session.reissued'
  | 'session.revoked_token_used'
  | 'access.forbidden'
  | 'password.change_failed'
  | 'password.changed'
  | 'password.reset_requested'
  | 'password.reset_failed'
  | 'password.reset'
  | 'super_admin.created';

export interface AuditEntry {
  action: AuditAction;
  at: Date;
  actorId?: string | null;
  actorEmail?: string | null;
  subjectEmail?: string | null;
  ip?: string | null;
  reason?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    createdAt: entry.at,
    action: entry.action,
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    subjectEmail: entry.subjectEmail ?? null,
    ip: entry.ip ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
  });
}
