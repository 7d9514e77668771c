import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  ADMIN_ACTION_INFO,
  AdminUserMessages,
  adminUserAuditEvent,
  nextUserStatus,
  type AdminAction,
  type AdminUser,
  type Role,
  type UserStatus,
} from '@studio/contracts';
import type { Db } from '../db/client.js';
import { sessions, users, type UserRow } from '../db/schema.js';
import { MINUTE } from '../clock.js';
import { audit } from './audit.js';
import { normaliseEmail } from './email.js';
import type { StateRefusal } from './refusal.js';
import { revokeUserSessions } from './sessions.js';
import { trySend, type NoticeContext } from '../mail/deliver.js';
import { accountNoticeMail, type AccountNotice } from '../mail/templates.js';

export const ONLINE_WINDOW_MS = 5 * MINUTE;

/**
 * Admins and super admins (deleted ones are not listed). Online means a live session answered a
 * request within the last 5 minutes (or the idle timeout, when that is shorter).
 */
export async function listAdminUsers(
  db: Db,
  page: number,
  pageSize: number,
  now: Date,
  idleMs: number,
) {
  const since = new Date(now.getTime() - Math.min(ONLINE_WINDOW_MS, idleMs));
  const online = db
    .select({ one: sql`1` })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, users.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, since),
      ),
    );
  const rows = await db
    .select({ user: users, isOnline: sql<boolean>`exists (${online})` })
    .from(users)
    .where(ne(users.status, 'deleted'))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ value: count() })
    .from(users)
    .where(ne(users.status, 'deleted'));
  const items: AdminUser[] = rows.flatMap(({ user, isOnline }) =>
    user.status === 'deleted'
      ? []
      : [
          {
            _id: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            role: user.role,
            status: user.status,
            isOnline: Boolean(isOnline) && user.status === 'active',
            lastLogin: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
          },
        ],
  );
  return { items, total: total?.value ?? 0 };
}

export interface AdminTarget {
  id: string;
  role: Role;
  status: UserStatus;
}

export type AdminDecision = { ok: true; next: UserStatus } | StateRefusal;

/**
 * The status table of the contracts, plus the two rules it cannot hold: nobody acts on their own
 * account, and the last active super admin cannot be blocked, frozen or deleted.
 * `activeSuperAdmins` counts the active super admins including the target, read in the same
 * transaction that applies the decision.
 */
export function decideAdminAction(
  target: AdminTarget | null,
  actorId: string,
  action: AdminAction,
  activeSuperAdmins: number,
): AdminDecision {
  if (!target || target.status === 'deleted')
    return { ok: false, reason: 'not_found', message: AdminUserMessages.notFound };
  const past = ADMIN_ACTION_INFO[action].past;
  if (target.id === actorId) {
    return { ok: false, reason: 'conflict', message: `You cannot ${action} your own account.` };
  }
  const next = nextUserStatus(target.status, action);
  if (next === null) {
    const article = target.status === 'active' ? 'An' : 'A';
    return {
      ok: false,
      reason: 'conflict',
      message: `${article} ${target.status} user cannot be ${past}.`,
    };
  }
  if (
    target.role === 'super_admin' &&
    target.status === 'active' &&
    next !== 'active' &&
    activeSuperAdmins <= 1
  ) {
    return {
      ok: false,
      reason: 'conflict',
      message: `The last active super admin cannot be ${past}.`,
    };
  }
  return { ok: true, next };
}

/** `emailSent`: whether the user's notice left; null when the action mails none. */
export type AdminActionOutcome =
  { ok: true; before: UserRow; after: UserRow; emailSent: boolean | null } | StateRefusal;

/** The notice each action mails the user once it has committed (Delete: none). */
const NOTICE: Record<AdminAction, AccountNotice | null> = {
  block: 'blocked',
  freeze: 'frozen',
  unblock: 'unblocked',
  unfreeze: 'unfrozen',
  delete: null,
};

/** The actions whose reason the user is shown, as the super admin's words. */
const SHOWS_REASON: ReadonlySet<AdminAction> = new Set(['block', 'freeze']);

/** What the audit entry of an action records besides the change itself. */
export interface ActionContext {
  actor: { id: string; email: string };
  ip: string;
  reason: string | null;
  now: Date;
}

/**
 * One admin-user action in one transaction, its audit entry included. The active super admins
 * are locked first (in id order, so two super admins acting on each other cannot deadlock), then
 * the target, so two concurrent actions can never leave the studio without an active super admin.
 * Leaving the active status ends every session of the user at once. Only once all that has
 * committed is the user mailed their notice.
 */
export async function applyAdminAction(
  db: Db,
  notify: NoticeContext,
  input: { email: string; action: AdminAction } & ActionContext,
): Promise<AdminActionOutcome> {
  const outcome = await changeStatus(db, input);
  if (!outcome.ok) return outcome;
  const notice = NOTICE[input.action];
  const words = SHOWS_REASON.has(input.action) ? input.reason : null;
  const mail = notice && accountNoticeMail(notify.brand, outcome.before.email, notice, words);
  const emailSent = mail ? await trySend(notify.mailer, mail, notify.log) : null;
  return { ...outcome, emailSent };
}

async function changeStatus(
  db: Db,
  input: { email: string; action: AdminAction } & ActionContext,
): Promise<{ ok: true; before: UserRow; after: UserRow } | StateRefusal> {
  const email = normaliseEmail(input.email);
  return db.transaction(async (tx) => {
    const activeSuperAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'super_admin'), eq(users.status, 'active')))
      .orderBy(asc(users.id))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    const decision = decideAdminAction(
      target ?? null,
      input.actor.id,
      input.action,
      activeSuperAdmins.length,
    );
    if (!decision.ok) return decision;
    const before = target as UserRow;
    const [after] = await tx
      .update(users)
      .set({ status: decision.next, updatedAt: input.now })
      .where(eq(users.id, before.id))
      .returning();
    if (decision.next !== 'active')
      await revokeUserSessions(tx, before.id, input.now, `user_${decision.next}`);
    await audit(tx, {
      action: adminUserAuditEvent(input.action),
      at: input.now,
      actorId: input.actor.id,
      actorEmail: input.actor.email,
      subjectEmail: before.email,
      ip: input.ip,
      reason: input.reason,
      details: { userId: before.id, role: before.role, from: before.status, to: decision.next },
    });
    return { ok: true, before, after: after ?? { ...before, status: decision.next } };
  });
}
