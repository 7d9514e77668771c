import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authLockouts } from '../db/schema.js';
import { MINUTE, SECOND } from '../clock.js';

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_WINDOW_MS = 15 * MINUTE;
export const LOCKOUT_DURATION_MS = 15 * MINUTE;

export interface LockState {
  lockedUntil: Date;
  retryAfterSeconds: number;
  minutes: number;
}

/** The lock on this email, if one is in force now. */
export async function activeLock(db: Db, email: string, now: Date): Promise<LockState | null> {
  const [row] = await db
    .select({ lockedUntil: authLockouts.lockedUntil })
    .from(authLockouts)
    .where(eq(authLockouts.email, email));
  if (!row?.lockedUntil || row.lockedUntil.getTime() <= now.getTime()) return null;
  const remainingMs = row.lockedUntil.getTime() - now.getTime();
  return {
    lockedUntil: row.lockedUntil,
    retryAfterSeconds: Math.ceil(remainingMs / SECOND),
    minutes: Math.ceil(remainingMs / MINUTE),
  };
}

/**
 * Counts one failed password or code attempt for this email (known or not) in one atomic upsert:
 * a window older than 15 minutes, or a lock that has run out, starts again at 1; the 5th failure
 * in a window sets a 15-minute lock. Parallel failures each count once (row lock of the upsert).
 */
export async function recordFailure(
  db: Db,
  email: string,
  now: Date,
): Promise<{ failures: number; lockedNow: boolean }> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const lockEnd = new Date(now.getTime() + LOCKOUT_DURATION_MS);
  const restart = sql`(${authLockouts.windowStartedAt} <= ${windowStart} or (${authLockouts.lockedUntil} is not null and ${authLockouts.lockedUntil} <= ${now}))`;
  const nextFailures = sql`case when ${restart} then 1 else ${authLockouts.failures} + 1 end`;
  const [row] = await db
    .insert(authLockouts)
    .values({ email, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: authLockouts.email,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${restart} then ${now} else ${authLockouts.windowStartedAt} end`,
        lockedUntil: sql`case when ${nextFailures} >= ${LOCKOUT_THRESHOLD} then ${lockEnd}::timestamptz else null end`,
      },
    })
    .returning({ failures: authLockouts.failures });
  const failures = row?.failures ?? 1;
  return { failures, lockedNow: failures === LOCKOUT_THRESHOLD };
}

/** A successful sign-in (or password reset) clears the counter. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(authLockouts).where(eq(authLockouts.email, email));
}
