import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authLockouts } from '../db/schema.js';
import { MINUTE, SECOND } from '../clock.js';
import { audit, type AuditAction } from './audit.js';
import type { RefusalOf } from './refusal.js';

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_WINDOW_MS = 15 * MINUTE;
export const LOCKOUT_DURATION_MS = 15 * MINUTE;

/** A refusal while the email is locked: every attempt, even a right one, gets it. */
export type Locked = RefusalOf<'locked'>;

/** The right to judge one password or code attempt; settle it with `failed` or `passed`. */
export interface AttemptTicket {
  email: string;
  /** 1 to 5: this attempt's place in the current window. */
  slot: number;
  windowStartedAt: Date;
}

interface Where {
  email: string;
  now: Date;
  ip: string;
}

function lockedFor(lockedUntil: Date | null, now: Date): Locked {
  // Never more than the lock's length: a lock set by a request that read the clock a little
  // later than this one would otherwise read as "16 minutes".
  const remainingMs = Math.min(
    LOCKOUT_DURATION_MS,
    Math.max(SECOND, lockedUntil ? lockedUntil.getTime() - now.getTime() : LOCKOUT_DURATION_MS),
  );
  return {
    ok: false,
    reason: 'locked',
    retryAfterSeconds: Math.ceil(remainingMs / SECOND),
    minutes: Math.ceil(remainingMs / MINUTE),
  };
}

/**
 * Reserves one attempt for this email (known or not) before it is judged, in one atomic upsert:
 * an attempt is counted as a failure until it proves right, so parallel attempts cannot all see
 * a free counter. A window older than 15 minutes, or a lock that has run out, starts again at 1;
 * the 5th reservation in a window sets the 15-minute lock (its own attempt is still judged and
 * answers like the others); past it nothing is counted and the answer is `locked`. The refusal
 * is audited under `refusedAction` when one is given.
 */
export async function reserveAttempt(
  db: Db,
  { email, now, ip }: Where,
  refusedAction: AuditAction | null = 'sign_in.locked',
): Promise<{ ok: true; ticket: AttemptTicket } | Locked> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const lockEnd = new Date(now.getTime() + LOCKOUT_DURATION_MS);
  const { failures, windowStartedAt, lockedUntil } = authLockouts;
  const restart = sql`((${lockedUntil} is null and ${windowStartedAt} <= ${windowStart}) or ${lockedUntil} <= ${now})`;
  const next = sql`case when ${restart} then 1 else ${failures} + 1 end`;
  const [row] = await db
    .insert(authLockouts)
    .values({ email, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: authLockouts.email,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${restart} then ${now}::timestamptz else ${windowStartedAt} end`,
        lockedUntil: sql`case when ${next} >= ${LOCKOUT_THRESHOLD} then ${lockEnd}::timestamptz else null end`,
      },
      setWhere: sql`${restart} or ${failures} < ${LOCKOUT_THRESHOLD}`,
    })
    .returning({ slot: failures, windowStartedAt });
  if (row) return { ok: true, ticket: { email, ...row } };
  const [current] = await db
    .select({ lockedUntil })
    .from(authLockouts)
    .where(eq(authLockouts.email, email));
  if (refusedAction) await audit(db, { action: refusedAction, at: now, subjectEmail: email, ip });
  return lockedFor(current?.lockedUntil ?? null, now);
}

/** The reserved attempt was wrong: it stays counted; the one that filled the window is audited. */
export async function attemptFailed(
  db: Db,
  ticket: AttemptTicket,
  { now, ip }: Omit<Where, 'email'>,
): Promise<void> {
  if (ticket.slot !== LOCKOUT_THRESHOLD) return;
  await audit(db, {
    action: 'lockout.started',
    at: now,
    subjectEmail: ticket.email,
    ip,
    details: { failures: ticket.slot },
  });
}

/**
 * The reserved attempt was right but does not end the sign-in (the password step): it is given
 * back, so only failures count, and a lock its reservation set is lifted with it.
 */
export async function attemptPassed(db: Db, ticket: AttemptTicket): Promise<void> {
  await db
    .update(authLockouts)
    .set({ failures: sql`${authLockouts.failures} - 1`, lockedUntil: null })
    .where(
      and(
        eq(authLockouts.email, ticket.email),
        eq(authLockouts.windowStartedAt, ticket.windowStartedAt),
        gt(authLockouts.failures, 0),
      ),
    );
}

/** A completed sign-in, password change or reset clears the counter. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(authLockouts).where(eq(authLockouts.email, email));
}
