import { trySend } from '../mail/deliver.js';
import { passwordChangedMail, resetCodeMail } from '../mail/templates.js';
import { audit } from './audit.js';
import { clearFailures } from './lockout.js';
import type { RefusalOf } from './refusal.js';
import {
  claimMailSlot,
  consumeCode,
  isUsedCode,
  issueChallenge,
  matchCode,
  unspendCode,
} from './otp.js';
import { checkPasswordPolicy, type StrengthEstimator } from './password-policy.js';
import { hashPassword } from './passwords.js';
import {
  clearResetBudget,
  refundResetTry,
  resetBudgetSpent,
  spendResetTry,
} from './reset-budget.js';
import { revokeUserSessions } from './sessions.js';
import type { AttemptInput, SignInContext } from './sign-in.js';
import { findUserByEmail, setPassword } from './users.js';

export interface RecoveryContext extends SignInContext {
  estimator: StrengthEstimator;
}

/**
 * The reset-code request's work, which differs for a known, unknown, throttled or out-of-budget
 * email. The route runs it after the answer has left (`afterAnswer`), so neither the answer nor
 * its timing says which case it was.
 */
export async function requestPasswordReset(
  ctx: SignInContext,
  { email, ip, now }: Omit<AttemptInput, 'lockout'>,
): Promise<void> {
  const { db } = ctx;
  const slot = await claimMailSlot(db, email, 'password_reset', now);
  const user = await findUserByEmail(db, email);
  let outcome: string;
  if (!slot.allowed) outcome = 'throttled';
  else if (!user) outcome = 'no_account';
  else if (user.status !== 'active') outcome = `status_${user.status}`;
  else if (await resetBudgetSpent(db, email, now)) outcome = 'budget_spent';
  else {
    const { code } = await issueChallenge(db, ctx.otpKey, {
      email,
      purpose: 'password_reset',
      userId: user.id,
      now,
    });
    await trySend(ctx.mailer, resetCodeMail(ctx.brand, user.email, code), ctx.log);
    await audit(db, {
      action: 'otp.sent',
      at: now,
      actorId: user.id,
      actorEmail: email,
      ip,
      details: { purpose: 'password_reset' },
    });
    outcome = 'sent';
  }
  await audit(db, {
    action: 'password.reset_requested',
    at: now,
    subjectEmail: email,
    ip,
    reason: outcome,
  });
}

export type ResetResult =
  { ok: true } | RefusalOf<'bad_reset_code' | 'weak_password' | 'estimator_busy'>;

/**
 * Sets a new password with the mailed code. The cheap checks come first: a try of the email's
 * hourly budget and of the challenge is spent before the code is judged, and only a right code
 * reaches the strength estimate. A weak or unestimated password gives both tries back (the user
 * keeps their code). The change, the revocation of every session, the cleared counters and the
 * audit row commit together.
 */
export async function resetPassword(
  ctx: RecoveryContext,
  input: Omit<AttemptInput, 'lockout'> & { code: string; newPassword: string },
): Promise<ResetResult> {
  const { db } = ctx;
  const { email, ip, now } = input;
  const refuse = async (reason: string): Promise<ResetResult> => {
    await audit(db, { action: 'password.reset_failed', at: now, subjectEmail: email, ip, reason });
    return { ok: false, reason: 'bad_reset_code' };
  };
  if (!(await spendResetTry(db, email, now))) return refuse('budget_spent');
  const judged = { ...input, purpose: 'password_reset' as const };
  // A used code was right: refused, but it gives its budget try back.
  const refuseUnlessUsed = async (reason: string): Promise<ResetResult> => {
    if (!(await isUsedCode(db, ctx.otpKey, judged))) return refuse(reason);
    await refundResetTry(db, email);
    return refuse('already_used');
  };
  const matched = await matchCode(db, ctx.otpKey, judged);
  if (!matched) return refuseUnlessUsed('wrong_code');
  const user = await findUserByEmail(db, email);
  if (!user || user.id !== matched.userId || user.status !== 'active') return refuse('not_active');

  const verdict = await checkPasswordPolicy(
    ctx.estimator,
    input.newPassword,
    [email, user.firstName, user.lastName],
    'newPassword',
  );
  if (!verdict.ok) {
    await unspendCode(db, matched);
    await refundResetTry(db, email);
    return verdict;
  }
  const passwordHash = await hashPassword(input.newPassword);
  const done = await db.transaction(async (tx) => {
    if (!(await consumeCode(tx, matched, now))) return false;
    await setPassword(tx, user.id, passwordHash, now);
    await revokeUserSessions(tx, user.id, now, 'password_reset');
    await clearFailures(tx, email);
    await clearResetBudget(tx, email);
    await audit(tx, { action: 'password.reset', at: now, actorId: user.id, actorEmail: email, ip });
    return true;
  });
  if (!done) return refuseUnlessUsed('already_used');
  await trySend(ctx.mailer, passwordChangedMail(ctx.brand, user.email, 'reset'), ctx.log);
  return { ok: true };
}
