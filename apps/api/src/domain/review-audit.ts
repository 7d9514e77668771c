import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** The review area's audit actions (beside the core's sign-in ones in audit.ts). */
export type ReviewAuditAction =
  | 'signup.requested'
  | 'signup.duplicate'
  | `signup.${'approved' | 'rejected' | 'blocked' | 'unblocked' | 'frozen' | 'unfrozen' | 'deleted' | 'edited'}`
  | `admin_user.${'blocked' | 'frozen' | 'unblocked' | 'unfrozen' | 'deleted'}`;

export interface ReviewAuditEntry {
  action: ReviewAuditAction;
  at: Date;
  actor?: { id: string; email: string } | null;
  subjectEmail: string;
  ip: string;
  reason?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

/** Same table and columns as the core's audit(); values are stored as data, never interpolated. */
export async function recordReview(db: Db, entry: ReviewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    createdAt: entry.at,
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    subjectEmail: entry.subjectEmail,
    ip: entry.ip,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
  });
}
