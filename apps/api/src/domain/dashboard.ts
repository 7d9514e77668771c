import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { AdminUserCounts, DashboardAnswer, Role } from '@studio/contracts';
import type { Db } from '../db/client.js';
import { auditLog, users } from '../db/schema.js';
import { countUnreadMessages } from './messages.js';
import { signupCounts } from './signup-requests.js';

/** 00:00 UTC of the day `now` falls in. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function adminUserCounts(db: Db): Promise<AdminUserCounts> {
  const grouped = await db
    .select({ status: users.status, value: count() })
    .from(users)
    .where(ne(users.status, 'deleted'))
    .groupBy(users.status);
  const counts: AdminUserCounts = { total: 0, active: 0, blocked: 0, frozen: 0 };
  for (const group of grouped) {
    if (group.status === 'deleted') continue;
    counts[group.status] = group.value;
    counts.total += group.value;
  }
  return counts;
}

/** Completed sign-ins (the code step passed) since 00:00 UTC. */
export async function signInsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'sign_in.succeeded'), gte(auditLog.createdAt, since)));
  return row?.value ?? 0;
}

/**
 * What the signed-in user's dashboard counts: every staff member sees the unread inbox; only a
 * super admin sees accounts, requests and sign-ins, which an admin may not read.
 */
export async function dashboardCounts(
  db: Db,
  role: Role,
  now: Date,
): Promise<DashboardAnswer['counts']> {
  const unreadMessages = await countUnreadMessages(db);
  if (role !== 'super_admin') return { unreadMessages };
  return {
    unreadMessages,
    adminUsers: await adminUserCounts(db),
    signupRequests: await signupCounts(db),
    signInsToday: await signInsSince(db, startOfUtcDay(now)),
  };
}
