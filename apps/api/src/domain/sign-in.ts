import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema.js';
import { trySend, type DeliveryLog } from '../mail/deliver.js';
import type { Mailer } from '../mail/mailer.js';
import { signInCodeMail, type Brand } from '../mail/templates.js';
import { audit } from './audit.js';
import {
  attemptFailed,
  attemptPassed,
  clearFailures,
  reserveAttempt,
  type LockoutPolicy,
} from './lockout.js';
import type { RefusalOf } from './refusal.js';
import {
  claimMailSlot,
  consumeCode,
  isUsedCode,
  issueChallenge,
  matchCode,
  liveChallengeExpiry,
  releaseMailSlot,
  restartMailSlot,
} from './otp.js';
import { SECOND } from '../clock.js';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { findUserByEmail, recordLogin, setPassword } from './users.js';

/** What the sign-in steps need besides the database. */
export interface SignInContext {
  db: Db;
  otpKey: Buffer;
  mailer: Mailer;
  brand: Brand;
  log: DeliveryLog;
}

export interface AttemptInput {
  email: string;
  ip: string;
  now: Date;
  lockout: LockoutPolicy;
}

export type CredentialsResult =
  | { ok: true; mailed: true }
  /** Inside 60 s of the last code: nothing mailed, that code stands. */
  | { ok: true; mailed: false; retryAfterSeconds: number; expiresInSeconds: number }
  | RefusalOf<'locked' | 'bad_credentials' | 'mail_failed'>;

/**
 * The password step: every failure looks the same and counts toward the per-email lockout
 * (reserved before the password is judged); a right password mails a code, once per 60 s. Inside
 * those 60 s it mails nothing and says that the code already sent stands, so a person who went
 * back to the password step (or reloaded) is not kept from the code in their inbox.
 */
export async function verifyCredentials(
  ctx: SignInContext,
  input: AttemptInput & { password: string },
): Promise<CredentialsResult> {
  const { db } = ctx;
  const { email, ip, now } = input;
  const reserved = await reserveAttempt(db, input);
  if (!reserved.ok) return reserved;

  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !passwordOk || user.status !== 'active') {
    const reason = !user ? 'no_account' : !passwordOk ? 'wrong_password' : `status_${user.status}`;
    await audit(db, {
      action: 'sign_in.password_failed',
      at: now,
      subjectEmail: email,
      ip,
      reason,
    });
    await attemptFailed(db, reserved.ticket, input);
    return { ok: false, reason: 'bad_credentials' };
  }
  await attemptPassed(db, reserved.ticket);
  if (needsRehash(user.passwordHash)) {
    await setPassword(db, user.id, await hashPassword(input.password), now);
  }
  const actor = { actorId: user.id, actorEmail: email, ip };
  await audit(db, { action: 'sign_in.password_ok', at: now, ...actor });

  const slot = await claimMailSlot(db, email, 'sign_in', now);
  if (!slot.allowed) {
    const liveUntil = await liveChallengeExpiry(db, email, 'sign_in', now);
    if (liveUntil) {
      await audit(db, { action: 'sign_in.code_throttled', at: now, ...actor });
      return {
        ok: true,
        mailed: false,
        retryAfterSeconds: slot.retryAfterSeconds,
        expiresInSeconds: Math.max(1, Math.floor((liveUntil.getTime() - now.getTime()) / SECOND)),
      };
    }
    // The code mailed a moment ago is spent (used, or dead after 5 wrong tries): it cannot stand,
    // so a new one goes out now and the 60 s start again from it.
    await restartMailSlot(db, email, 'sign_in', now);
  }
  const { code } = await issueChallenge(db, ctx.otpKey, {
    email,
    purpose: 'sign_in',
    userId: user.id,
    now,
  });
  if (!(await trySend(ctx.mailer, signInCodeMail(ctx.brand, user.email, code), ctx.log))) {
    await releaseMailSlot(db, email, 'sign_in', now);
    return { ok: false, reason: 'mail_failed' };
  }
  await audit(db, {
    action: 'otp.sent',
    at: now,
    ...actor,
    details: { purpose: 'sign_in' },
  });
  return { ok: true, mailed: true };
}

/**
 * The code step: the attempt is reserved against the lockout, then the code against its
 * challenge's 5 tries; a right code ends the sign-in (counter cleared, last login recorded).
 * The caller starts the session. The whole step is one transaction: the reservation's row lock
 * makes a second attempt for the same email wait until the first is settled, so a twin submit of
 * the right code sees it used (refused, not counted) instead of a counter full of pending tries.
 */
export async function verifySignInCode(
  ctx: SignInContext,
  input: AttemptInput & { code: string },
): Promise<{ ok: true; user: UserRow } | RefusalOf<'locked' | 'bad_code'>> {
  const { email, ip, now } = input;
  return ctx.db.transaction(async (db) => {
    const reserved = await reserveAttempt(db, input);
    if (!reserved.ok) return reserved;

    const judged = { ...input, purpose: 'sign_in' as const };
    const matched = await matchCode(db, ctx.otpKey, judged);
    const user = matched ? await findUserByEmail(db, email) : null;
    const valid =
      matched !== null &&
      user !== null &&
      user.id === matched.userId &&
      user.status === 'active' &&
      (await consumeCode(db, matched, now));
    if (!valid || !user) {
      const used = await isUsedCode(db, ctx.otpKey, judged);
      await audit(db, {
        action: 'sign_in.code_failed',
        at: now,
        subjectEmail: email,
        ip,
        ...(used ? { reason: 'already_used' } : {}),
      });
      // A used code was right: refused, but not a guess.
      if (used) await attemptPassed(db, reserved.ticket);
      else await attemptFailed(db, reserved.ticket, input);
      return { ok: false, reason: 'bad_code' } as const;
    }
    await clearFailures(db, email);
    await recordLogin(db, user.id, now);
    await audit(db, {
      action: 'sign_in.succeeded',
      at: now,
      actorId: user.id,
      actorEmail: email,
      ip,
      details: { role: user.role },
    });
    return { ok: true, user } as const;
  });
}
