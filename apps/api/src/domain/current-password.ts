import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { audit, type AuditAction } from './audit.js';
import { attemptFailed, attemptPassed, reserveAttempt, type LockoutPolicy } from './lockout.js';
import { verifyPassword } from './passwords.js';
import type { RefusalOf } from './refusal.js';

/**
 * A signed-in user's current password, asked again before a change that needs it (a password
 * change, a backup download). It counts toward the lockout like a failed sign-in: the attempt is
 * reserved before it is judged, so a locked email is refused (not audited here); a wrong password
 * is audited under `failedAction` and stays counted; a right one is given back.
 */
export async function confirmCurrentPassword(
  db: Db,
  input: {
    user: UserRow;
    password: string;
    failedAction: AuditAction;
    ip: string;
    now: Date;
    lockout: LockoutPolicy;
  },
): Promise<{ ok: true } | RefusalOf<'locked' | 'wrong_current_password'>> {
  const { user, ip, now } = input;
  const reserved = await reserveAttempt(
    db,
    { email: user.email, now, ip, lockout: input.lockout },
    null,
  );
  if (!reserved.ok) return reserved;
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await audit(db, {
      action: input.failedAction,
      at: now,
      actorId: user.id,
      actorEmail: user.email,
      ip,
    });
    await attemptFailed(db, reserved.ticket, { now, ip });
    return { ok: false, reason: 'wrong_current_password' };
  }
  await attemptPassed(db, reserved.ticket);
  return { ok: true };
}
