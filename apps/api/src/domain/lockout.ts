import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authLockouts } from '../db/schema.js';
import { MINUTE, SECOND } from '../clock.js';
import { audit, type AuditAction } from './audit.js';
import type { RefusalOf } from './refusal.js';

export const LOCKOUT_WINDOW_MS = 15 * MINUTE;

/** The lockout in force (System Settings, the environment, or the defaults: 5 and 15 minutes). */
export interface LockoutPolicy {
  /** Failures in a window that lock the email. */
  attempts: number;
  /** How long the lock lasts. */
  durationMs: number;
}

/** A refusal while the email is locked: every attempt, even a right one, gets it. */
export type Locked = RefusalOf<'locked'>;

/** The right to judge one password or code attempt; settle it with `failed` or `passed`. */
export interface AttemptTicket {
  email: string;
  /** 1 to the policy's attempts: this attempt's place in the current window. */
  slot: number;
  windowStartedAt: Date;
  /** The attempts that lock, as the reservation read them (the one that fills them is audited). */
  attempts: number;
}

interface Where {
  email: string;
  now: Date;
  ip: string;
  lockout: LockoutPolicy;
}

function lockedFor(lockedUntil: Date | null, now: Date, durationMs: number): Locked {
  // Never more than the lock's length: a lock set by a request that read the clock a little
  // later than this one would otherwise read as "16 minutes".
  const remainingMs = Math.min(
    durationMs,
    Math.max(SECOND, lockedUntil ? lockedUntil.getTime() - now.getTime() : durationMs),
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
 * the reservation that reaches the policy's attempts in a window sets the lock (its own attempt is still judged and
 * answers like the others); past it nothing is counted and the answer is `locked`. The refusal
 * is audited under `refusedAction` when one is given.
 */
export async function reserveAttempt(
  db: Db,
  { email, now, ip, lockout }: Where,
  refusedAction: AuditAction | null = 'sign_in.locked',
): Promise<{ ok: true; ticket: AttemptTicket } | Locked> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const lockEnd = new Date(now.getTime() + lockout.durationMs);
  const threshold = lockout.attempts;
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
        lockedUntil: sql`case when ${next} >= ${threshold} then ${lockEnd}::timestamptz else null end`,
      },
      setWhere: sql`${restart} or ${failures} < ${threshold}`,
    })
    .returning({ slot: failures, windowStartedAt });
  if (row) return { ok: true, ticket: { email, ...row, attempts: threshold } };
  const [current] = await db
    .select({ lockedUntil })
    .from(authLockouts)
    .where(eq(authLockouts.email, email));
  if (refusedAction) await audit(db, { action: refusedAction, at: now, subjectEmail: email, ip });
  return lockedFor(current?.lockedUntil ?? null, now, lockout.durationMs);
}

/** The reserved attempt was wrong: it stays counted; the one that filled the window is audited. */
export async function attemptFailed(
  db: Db,
  ticket: AttemptTicket,
  { now, ip }: Omit<Where, 'email' | 'lockout'>,
): Promise<void> {
  if (ticket.slot !== ticket.attempts) return;
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
