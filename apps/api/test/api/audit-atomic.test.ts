import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AdminAction, SignupAction, SignupStatus, UserStatus } from '@studio/contracts';
import { auditLog, sessions, signupRequests, users } from '../../src/db/schema.js';
import { userByEmail } from '../support/database.js';
import { useApi } from '../support/api.js';
import { sessionTokenFor } from '../support/harness.js';
import { call, storedRequest } from '../support/review.js';

/**
 * An action and its audit entry commit together or not at all. The database of this file is
 * made to refuse the audit entries of review actions (a CHECK constraint added here, as a full
 * disk or a lost connection would refuse them); the action must then leave no trace: no change,
 * no ended session, no account, no mail.
 */
const ROOT = 'owner@studio.test';
const ADMIN = 'editor@studio.test';
const APPLICANT = 'meera@artists.test';
let token: string;

const { h, tdb } = useApi({
  users: [{ email: ROOT }, { email: ADMIN, role: 'admin' }],
  beforeEach: async () => {
    await refuseReviewAudits(false);
    // Live sessions made directly (the sign-in is sign-in.test.ts's subject); the admin's is
    // what a refused block, freeze or delete must leave alive.
    token = await sessionOf(ROOT);
    await sessionOf(ADMIN);
    await storedRequest(
      tdb.database,
      { firstName: 'Meera', lastName: 'Iyer', email: APPLICANT },
      h.clock.now(),
    );
  },
});

async function sessionOf(email: string): Promise<string> {
  const user = await userByEmail(tdb.database, email);
  if (!user) throw new Error(`no user ${email}`);
  return sessionTokenFor(h, tdb.database, user);
}

/** NOT VALID: rows written before (sign-ins, the request itself) stay; new ones are checked. */
async function refuseReviewAudits(refuse: boolean): Promise<void> {
  const db = tdb.database.db;
  await db.execute(sql`alter table audit_log drop constraint if exists refuse_review_audits`);
  if (refuse) {
    await db.execute(
      sql`alter table audit_log add constraint refuse_review_audits check (action not like 'admin_user.%' and action not in ('signup.approve', 'signup.reject', 'signup.block', 'signup.unblock', 'signup.freeze', 'signup.unfreeze', 'signup.delete', 'signup.edit')) not valid`,
    );
  }
}

async function adminState() {
  const user = await userByEmail(tdb.database, ADMIN);
  const live = await tdb.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
  return { status: user!.status, liveSessions: live.filter((s) => s.revokedAt === null).length };
}

async function requestRow() {
  const [row] = await tdb.database.db
    .select()
    .from(signupRequests)
    .where(eq(signupRequests.email, APPLICANT));
  return row!;
}

async function reviewEntries(prefix: string): Promise<string[]> {
  const rows = await tdb.database.db.select({ action: auditLog.action }).from(auditLog);
  return rows.map((row) => row.action).filter((action) => action.startsWith(prefix));
}

const ADMIN_CASES: [AdminAction, UserStatus][] = [
  ['block', 'active'],
  ['freeze', 'active'],
  ['delete', 'active'],
  ['unblock', 'blocked'],
  ['unfreeze', 'frozen'],
];

describe('admin-user actions when the audit entry cannot be written', () => {
  it.each(ADMIN_CASES)(
    '%s from %s changes nothing, ends no session and mails nobody',
    async (action, from) => {
      if (from !== 'active') {
        await tdb.database.db.update(users).set({ status: from }).where(eq(users.email, ADMIN));
      }
      const before = await adminState();
      await refuseReviewAudits(true);

      const response = await call(h, 'POST', `/api/super-admin/${action}-admin`, token, {
        email: ADMIN,
        reason: 'Audit test',
      });
      expect(response.statusCode).toBe(500);
      expect(JSON.parse(response.body)).toEqual({
        success: false,
        message: 'Internal server error',
      });
      expect(await adminState()).toEqual(before);
      expect(await h.outbox()).toEqual([]);
      expect(await reviewEntries('admin_user.')).toEqual([]);

      await refuseReviewAudits(false);
      const retried = await call(h, 'POST', `/api/super-admin/${action}-admin`, token, {
        email: ADMIN,
        reason: 'Audit test',
      });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(await reviewEntries('admin_user.')).toHaveLength(1);
    },
  );
});

const SIGNUP_CASES: [SignupAction, SignupStatus][] = [
  ['approve', 'pending'],
  ['reject', 'pending'],
  ['block', 'pending'],
  ['freeze', 'pending'],
  ['delete', 'pending'],
  ['edit', 'pending'],
  ['unblock', 'blocked'],
  ['unfreeze', 'frozen'],
];

describe('signup review actions when the audit entry cannot be written', () => {
  it.each(SIGNUP_CASES)(
    '%s from %s changes nothing, creates no account and mails nobody',
    async (action, from) => {
      if (from !== 'pending') {
        await tdb.database.db
          .update(signupRequests)
          .set({ status: from })
          .where(eq(signupRequests.email, APPLICANT));
      }
      const before = await requestRow();
      await refuseReviewAudits(true);

      const payload =
        action === 'edit'
          ? { requestId: before.id, updatedData: { country: 'Nepal' }, notes: 'Audit test' }
          : { requestId: before.id, notes: 'Audit test' };
      const response = await call(h, 'POST', `/api/super-admin/${action}-signup`, token, payload);
      expect(response.statusCode).toBe(500);
      expect(await requestRow()).toEqual(before);
      const accounts = await tdb.database.db.select().from(users).where(eq(users.email, APPLICANT));
      expect(accounts).toEqual([]);
      expect(await h.outbox()).toEqual([]);
      expect(await reviewEntries('signup.')).toEqual(['signup.requested']);

      await refuseReviewAudits(false);
      const retried = await call(h, 'POST', `/api/super-admin/${action}-signup`, token, payload);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(await reviewEntries('signup.')).toHaveLength(2);
    },
  );
});
