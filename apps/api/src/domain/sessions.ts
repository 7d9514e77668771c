import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Role } from '@studio/contracts';
import type { Db } from '../db/client.js';
import { sessions, users, type UserRow } from '../db/schema.js';
import { SECOND } from '../clock.js';
import type { RefusalOf } from './refusal.js';

/**
 * Idle means the configured minutes since the last request, to the second, on every instance:
 * last_seen_at is written only once the remaining idle time has fallen this far below the full
 * idle time, so a burst of requests (a page load) costs one write and the deadline every
 * instance reads from the row is never more than this early.
 */
export const ACTIVITY_PRECISION_MS = SECOND;

export interface SessionRecord {
  id: string;
  userId: string;
  role: Role;
  createdAt: Date;
  expiresAt: Date;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export async function createSession(
  db: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  now: Date,
  client: ClientInfo,
  maxAgeMs: number,
  authenticatedAt: Date = now,
): Promise<SessionRecord> {
  const record = {
    id: randomUUID(),
    userId: user.id,
    createdAt: now,
    authenticatedAt,
    expiresAt: new Date(authenticatedAt.getTime() + maxAgeMs),
    lastSeenAt: now,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  };
  await db.insert(sessions).values(record);
  return {
    id: record.id,
    userId: user.id,
    role: user.role,
    createdAt: now,
    expiresAt: record.expiresAt,
  };
}

/** Why a session is not live: the detail behind the one `signed_out` refusal (logs, audit). */
export type SessionEnd =
  'unknown' | 'revoked' | 'expired' | 'idle' | 'user_inactive' | 'claims_mismatch';

export type SessionCheck =
  | { ok: true; session: typeof sessions.$inferSelect; user: UserRow }
  | (RefusalOf<'signed_out'> & {
      why: SessionEnd;
      /** Why the row was revoked, for 'revoked' (logout, idle, password_reset, …). */
      revokedReason?: string | null;
    });

const ended = (why: SessionEnd, revokedReason?: string | null): SessionCheck => ({
  ok: false,
  reason: 'signed_out',
  why,
  ...(revokedReason !== undefined ? { revokedReason } : {}),
});

type SessionClaimsRef = { sid: string; sub: string; role: Role };

/** The rules a session row and its user must pass at `now`, without any write. */
function judge(
  session: typeof sessions.$inferSelect,
  user: UserRow,
  claims: SessionClaimsRef,
  now: Date,
  idleMs: number,
): SessionCheck {
  if (session.userId !== claims.sub || user.role !== claims.role) return ended('claims_mismatch');
  if (session.revokedAt !== null) return ended('revoked', session.revokedReason);
  if (session.expiresAt.getTime() <= now.getTime()) return ended('expired');
  if (session.lastSeenAt.getTime() + idleMs <= now.getTime()) return ended('idle');
  if (user.status !== 'active') return ended('user_inactive');
  return { ok: true, session, user };
}

/**
 * Whether a recently read (cached) session still passes every rule at `now` and needs no write
 * (last-seen due, idle revocation): only then may a request skip the database.
 */
export function passesWithoutRead(
  cached: { session: typeof sessions.$inferSelect; user: UserRow },
  claims: SessionClaimsRef,
  now: Date,
  policy: { idleMs: number; reissueAfterMs: number },
  passive = false,
): boolean {
  return (
    judge(cached.session, cached.user, claims, now, policy.idleMs).ok &&
    (passive || now.getTime() - cached.session.lastSeenAt.getTime() < ACTIVITY_PRECISION_MS) &&
    !needsReissue(cached.session, now, policy.reissueAfterMs)
  );
}

/**
 * The server-side half of every authenticated request: the session row must exist, belong to
 * the token's user and role, be neither revoked nor past 24 h nor idle too long, and its user
 * must still be active. An idle session is revoked on the spot. The only write of a successful
 * check is last-seen, at most once a second.
 */
export async function checkSession(
  db: Db,
  claims: SessionClaimsRef,
  now: Date,
  idleMs: number,
  /** False for a passive request (see `requireSession`): checked, but not counted as activity. */
  recordActivity = true,
): Promise<SessionCheck> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, claims.sid));
  if (!row) return ended('unknown');
  const verdict = judge(row.session, row.user, claims, now, idleMs);
  if (!verdict.ok) {
    if (verdict.why === 'idle') await revokeSession(db, row.session.id, now, 'idle');
    return verdict;
  }
  const { session, user } = verdict;
  if (recordActivity && now.getTime() - session.lastSeenAt.getTime() >= ACTIVITY_PRECISION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    return { ok: true, session: { ...session, lastSeenAt: now }, user };
  }
  return verdict;
}

/** A session row by id (after a reissue, the new one). */
export async function readSession(
  db: Db,
  id: string,
): Promise<typeof sessions.$inferSelect | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row ?? null;
}

/**
 * When the session ends if no further request arrives: idle timeout counted from the last
 * recorded activity (at most a second before the last request, so this is never later than the
 * server's own judgement), capped by the absolute end.
 */
export function idleDeadline(session: { lastSeenAt: Date; expiresAt: Date }, idleMs: number): Date {
  return new Date(Math.min(session.lastSeenAt.getTime() + idleMs, session.expiresAt.getTime()));
}

export function needsReissue(
  session: { createdAt: Date },
  now: Date,
  reissueAfterMs: number,
): boolean {
  return now.getTime() - session.createdAt.getTime() >= reissueAfterMs;
}

/**
 * Replaces a session older than half its maximum age by a new one (new id, same sign-in time and absolute end).
 * Only the request that revokes the old row gets the new session; a concurrent one answers null
 * and carries on with the identity it already proved.
 */
export async function reissueSession(
  db: Db,
  old: typeof sessions.$inferSelect,
  user: UserRow,
  now: Date,
  client: ClientInfo,
  maxAgeMs: number,
): Promise<SessionRecord | null> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'reissued' })
      .where(and(eq(sessions.id, old.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (revoked.length === 0) return null;
    return createSession(tx, user, now, client, maxAgeMs, old.authenticatedAt);
  });
}

export async function revokeSession(db: Db, id: string, now: Date, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password reset, block, freeze, delete), or all but one. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  reason: string,
  exceptSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(...conditions));
}
