import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailThrottles, otpChallenges } from '../db/schema.js';
import { MINUTE, SECOND } from '../clock.js';

export type CodePurpose = 'sign_in' | 'password_reset';

export const CODE_LIFETIME_MS = 10 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_INTERVAL_MS = 60 * SECOND;

/** Six digits from the CSPRNG, as a string: leading zeros are part of the code. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** What is stored instead of the code: an HMAC bound to the purpose and the email. */
export function codeHmac(key: Buffer, purpose: CodePurpose, email: string, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/**
 * Claims the right to mail a code to this email for this purpose: true at most once per 60 s,
 * atomically (the conditional upsert is one statement), for known and unknown emails alike.
 * Answers the seconds to wait when refused.
 */
export async function claimMailSlot(
  db: Db,
  email: string,
  purpose: CodePurpose,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const cutoff = new Date(now.getTime() - RESEND_INTERVAL_MS);
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
  const waitMs = row
    ? row.lastSentAt.getTime() + RESEND_INTERVAL_MS - now.getTime()
    : RESEND_INTERVAL_MS;
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

/**
 * Consumes the active challenge when the code matches: one UPDATE that also checks expiry,
 * the try budget and that nobody consumed it first, so two correct submits yield one success.
 * A wrong code spends one of the 5 tries. Answers the challenge's user on success.
 */
export async function consumeChallenge(
  db: Db,
  key: Buffer,
  input: { email: string; purpose: CodePurpose; code: string; now: Date },
): Promise<{ userId: string } | null> {
  const live = and(
    eq(otpChallenges.email, input.email),
    eq(otpChallenges.purpose, input.purpose),
    isNull(otpChallenges.consumedAt),
    gt(otpChallenges.expiresAt, input.now),
    lt(otpChallenges.attempts, CODE_MAX_ATTEMPTS),
  );
  const [consumed] = await db
    .update(otpChallenges)
    .set({ consumedAt: input.now })
    .where(
      and(live, eq(otpChallenges.codeHmac, codeHmac(key, input.purpose, input.email, input.code))),
    )
    .returning({ userId: otpChallenges.userId });
  if (consumed) return consumed;
  await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(live);
  return null;
}
