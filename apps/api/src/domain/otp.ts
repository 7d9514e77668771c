import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailThrottles, otpChallenges } from '../db/schema.js';
import { MINUTE, SECOND } from '../clock.js';

export type CodePurpose = 'sign_in' | 'password_reset';
/** What a mail slot is claimed for: a code, or a notice to the owner of a typed address. */
export type MailPurpose = CodePurpose | 'signup_notice';

export const CODE_LIFETIME_MS = 10 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_INTERVAL_MS = 60 * SECOND;

const CODE_SPACE = 1_000_000;

/**
 * Six digits from the CSPRNG, as a string: leading zeros are part of the code. `draw` answers an
 * integer in [0, max); only tests pass another than the CSPRNG.
 */
export function generateCode(draw: (max: number) => number = (max) => randomInt(0, max)): string {
  return draw(CODE_SPACE).toString().padStart(6, '0');
}

/** What is stored instead of the code: an HMAC bound to the purpose and the email. */
export function codeHmac(key: Buffer, purpose: CodePurpose, email: string, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/**
 * Claims the right to mail this email for this purpose: true at most once per interval (60 s for
 * codes), atomically (the conditional upsert is one statement, so instances sharing the database
 * agree), for known and unknown emails alike. Answers the seconds to wait when refused.
 */
export async function claimMailSlot(
  db: Db,
  email: string,
  purpose: MailPurpose,
  now: Date,
  intervalMs: number = RESEND_INTERVAL_MS,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const cutoff = new Date(now.getTime() - intervalMs);
  const claimed = await db
    .insert(mailThrottles)
    .values({ email, purpose, lastSentAt: now })
    .onConflictDoUpdate({
      target: [mailThrottles.email, mailThrottles.purpose],
      set: { lastSentAt: now },
      setWhere: sql`${mailThrottles.lastSentAt} <= ${cutoff}`,
    })
    .returning({ email: mailThrottles.email });
  if (claimed.length > 0) return { allowed: true };
  const [row] = await db
    .select({ lastSentAt: mailThrottles.lastSentAt })
    .from(mailThrottles)
    .where(and(eq(mailThrottles.email, email), eq(mailThrottles.purpose, purpose)));
  const waitMs = row ? row.lastSentAt.getTime() + intervalMs - now.getTime() : intervalMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / SECOND)) };
}

/** Gives the slot back when the mail could not be sent, so the user can retry at once. */
export async function releaseMailSlot(
  db: Db,
  email: string,
  purpose: CodePurpose,
  sentAt: Date,
): Promise<void> {
  await db
    .delete(mailThrottles)
    .where(
      and(
        eq(mailThrottles.email, email),
        eq(mailThrottles.purpose, purpose),
        eq(mailThrottles.lastSentAt, sentAt),
      ),
    );
}

/** Creates the one active challenge of this email and purpose, replacing any older one. */
export async function issueChallenge(
  db: Db,
  key: Buffer,
  input: { email: string; purpose: CodePurpose; userId: string; now: Date },
): Promise<{ code: string; expiresAt: Date }> {
  const code = generateCode();
  const expiresAt = new Date(input.now.getTime() + CODE_LIFETIME_MS);
  const values = {
    id: randomUUID(),
    email: input.email,
    purpose: input.purpose,
    userId: input.userId,
    codeHmac: codeHmac(key, input.purpose, input.email, code),
    createdAt: input.now,
    expiresAt,
    attempts: 0,
    consumedAt: null,
  };
  await db
    .insert(otpChallenges)
    .values(values)
    .onConflictDoUpdate({ target: [otpChallenges.email, otpChallenges.purpose], set: values });
  return { code, expiresAt };
}

/** A code that matched its live challenge: consume it (in the transaction of what it allows). */
export interface MatchedCode {
  challengeId: string;
  userId: string;
}

/**
 * Judges a code against the active challenge. The try is reserved first, in one statement that
 * spends it only while the challenge is live and has tries left (at most 5, however many arrive
 * at once); only then is the HMAC compared. A wrong code keeps its try spent. `null` for a wrong
 * code and for a spent, expired, consumed or missing challenge alike.
 */
export async function matchCode(
  db: Db,
  key: Buffer,
  input: { email: string; purpose: CodePurpose; code: string; now: Date },
): Promise<MatchedCode | null> {
  const [reserved] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.email, input.email),
        eq(otpChallenges.purpose, input.purpose),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, input.now),
        lt(otpChallenges.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({
      challengeId: otpChallenges.id,
      userId: otpChallenges.userId,
      codeHmac: otpChallenges.codeHmac,
    });
  if (!reserved) return null;
  const expected = Buffer.from(reserved.codeHmac, 'hex');
  const given = Buffer.from(codeHmac(key, input.purpose, input.email, input.code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { challengeId: reserved.challengeId, userId: reserved.userId };
}

/**
 * True when `code` is the code of this email's challenge and that challenge was already used
 * (the sign-in or reset it allowed has happened) and has not expired: a right code that lost the
 * race to a twin submit, or a replay. It is refused like any other, but was never a guess, so it
 * must not count toward the lockout or the reset budget.
 */
export async function isUsedCode(
  db: Db,
  key: Buffer,
  input: { email: string; purpose: CodePurpose; code: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ codeHmac: otpChallenges.codeHmac })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.email, input.email),
        eq(otpChallenges.purpose, input.purpose),
        isNotNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, input.now),
      ),
    );
  if (!row) return false;
  const expected = Buffer.from(row.codeHmac, 'hex');
  const given = Buffer.from(codeHmac(key, input.purpose, input.email, input.code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Gives a matched code's try back (the request failed for another reason and changed nothing). */
export async function unspendCode(db: Db, matched: MatchedCode): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ attempts: sql`greatest(${otpChallenges.attempts} - 1, 0)` })
    .where(and(eq(otpChallenges.id, matched.challengeId), isNull(otpChallenges.consumedAt)));
}

/** Uses a matched code once: of two requests with the right code, one wins. */
export async function consumeCode(db: Db, matched: MatchedCode, now: Date): Promise<boolean> {
  const consumed = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, matched.challengeId), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return consumed.length > 0;
}

/** When the live challenge of an email ends (unused, unexpired, tries left), or null without one. */
export async function liveChallengeExpiry(
  db: Db,
  email: string,
  purpose: CodePurpose,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: otpChallenges.expiresAt })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.email, email),
        eq(otpChallenges.purpose, purpose),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, now),
        lt(otpChallenges.attempts, CODE_MAX_ATTEMPTS),
      ),
    );
  return row?.expiresAt ?? null;
}

/** Starts the 60 s again from `now`, for a code mailed outside the usual slot. */
export async function restartMailSlot(
  db: Db,
  email: string,
  purpose: CodePurpose,
  now: Date,
): Promise<void> {
  await db
    .insert(mailThrottles)
    .values({ email, purpose, lastSentAt: now })
    .onConflictDoUpdate({
      target: [mailThrottles.email, mailThrottles.purpose],
      set: { lastSentAt: now },
    });
}
