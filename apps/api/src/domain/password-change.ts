import type { UserRow } from '../db/schema.js';
import { trySend } from '../mail/deliver.js';
import { passwordChangedMail } from '../mail/templates.js';
import { audit } from './audit.js';
import { confirmCurrentPassword } from './current-password.js';
import { clearFailures, type LockoutPolicy } from './lockout.js';
import type { RefusalOf } from './refusal.js';
import { checkPasswordPolicy } from './password-policy.js';
import type { RecoveryContext } from './password-recovery.js';
import { hashPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';
import { setPassword } from './users.js';

export type ChangeResult =
  | { ok: true }
  | RefusalOf<
      'locked' | 'wrong_current_password' | 'same_password' | 'weak_password' | 'estimator_busy'
    >;

/**
 * A signed-in user's password change. A wrong current password counts toward the lockout like
 * a failed sign-in (reserved before it is judged). The new password, the other sessions' end,
 * the cleared counter and the audit row commit together.
 */
export async function changePassword(
  ctx: RecoveryContext,
  input: {
    user: UserRow;
    sessionId: string;
    currentPassword: string;
    newPassword: string;
    ip: string;
    now: Date;
    lockout: LockoutPolicy;
  },
): Promise<ChangeResult> {
  const { db } = ctx;
  const { user, ip, now } = input;
  const actor = { actorId: user.id, actorEmail: user.email, ip };
  const confirmed = await confirmCurrentPassword(db, {
    user,
    password: input.currentPassword,
    failedAction: 'password.change_failed',
    ip,
    now,
    lockout: input.lockout,
  });
  if (!confirmed.ok) return confirmed;

  const verdict = await checkPasswordPolicy(
    ctx.estimator,
    input.newPassword,
    [user.email, user.firstName, user.lastName],
    'newPassword',
  );
  if (!verdict.ok) return verdict;
  if (input.newPassword === input.currentPassword) return { ok: false, reason: 'same_password' };

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash, now);
    await revokeUserSessions(tx, user.id, now, 'password_changed', input.sessionId);
    await clearFailures(tx, user.email);
    await audit(tx, { action: 'password.changed', at: now, ...actor });
  });
  await trySend(ctx.mailer, passwordChangedMail(ctx.brand, user.email, 'changed'), ctx.log);
  return { ok: true };
}
