import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminUserMessages, AuthMessages } from '@studio/contracts';
import { MINUTE } from '../../src/clock.js';
import { sessions, users } from '../../src/db/schema.js';
import { userByEmail } from '../support/database.js';
import { useApi } from '../support/api.js';
import { post, seedUser, signIn } from '../support/harness.js';
import { body, call, expectNoSecrets } from '../support/review.js';

const ROOT = 'owner@studio.test';
const ADMIN = 'editor@studio.test';
let token: string;

const { h, tdb } = useApi({
  users: [{ email: ROOT }, { email: ADMIN, role: 'admin', firstName: 'Kiran', lastName: 'Das' }],
  beforeEach: async () => {
    token = await signIn(h, ROOT);
    await h.clearOutbox();
  },
});

const act = (action: string, payload: Record<string, unknown>) =>
  call(h, 'POST', `/api/super-admin/${action}-admin`, token, payload);
const listUsers = () => call(h, 'GET', '/api/super-admin/admin-users', token);
type Listed = {
  users: { email: string; status: string; isOnline: boolean; lastLogin: string | null }[];
};

describe('GET /api/super-admin/admin-users', () => {
  it('lists admins and super admins with their fields, and who is online', async () => {
    const response = await listUsers();
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    const answer = body<Listed & { items: unknown[] }>(response);
    expect(answer).toMatchObject({
      success: true,
      message: AdminUserMessages.listed,
      page: 1,
      pageSize: 20,
      total: 2,
    });
    expect(answer.items).toEqual(answer.users);
    const [root, admin] = answer.users;
    expect(Object.keys(root!).sort()).toEqual([
      '_id',
      'email',
      'firstName',
      'isOnline',
      'lastLogin',
      'lastName',
      'role',
      'status',
    ]);
    expect(root).toMatchObject({
      email: ROOT,
      role: 'super_admin',
      status: 'active',
      isOnline: true,
      lastLogin: h.clock.now().toISOString(),
    });
    expect(admin).toMatchObject({
      email: ADMIN,
      role: 'admin',
      status: 'active',
      isOnline: false,
      lastLogin: null,
      firstName: 'Kiran',
    });

    await signIn(h, ADMIN);
    h.clock.advance(4 * MINUTE);
    const fresh = body<Listed>(await listUsers()).users;
    expect(fresh.find((u) => u.email === ADMIN)!.isOnline).toBe(true);
    h.clock.advance(2 * MINUTE);
    // The super admin's own request just now keeps them online; the admin has been quiet for 6 minutes.
    const later = body<Listed>(await listUsers()).users;
    expect(later.map((u) => [u.email, u.isOnline])).toEqual([
      [ROOT, true],
      [ADMIN, false],
    ]);
  });
});

describe('admin-user actions', () => {
  it('requires a reason, with one message, whether it is missing, empty or blank', async () => {
    for (const payload of [
      { email: ADMIN },
      { email: ADMIN, reason: '' },
      { email: ADMIN, reason: '   ' },
    ]) {
      const response = await act('block', payload);
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({
        success: false,
        message: 'Please provide a reason for this action',
        errors: [{ field: 'reason', message: 'Please provide a reason for this action' }],
      });
    }
    const admin = await userByEmail(tdb.database, ADMIN);
    expect(admin!.status).toBe('active');
  });

  it('block ends the sessions at once, refuses sign-in like any failure, and unblock restores it', async () => {
    const adminToken = await signIn(h, ADMIN);
    expect((await call(h, 'GET', '/api/auth/session', adminToken)).statusCode).toBe(200);

    const response = await act('block', { email: 'Editor@Studio.test', reason: 'Left the studio' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      success: true,
      message: `User ${ADMIN} blocked. The user was notified by email.`,
      emailSent: true,
    });
    const dead = await call(h, 'GET', '/api/auth/session', adminToken);
    expect(dead.statusCode).toBe(401);
    expect(body(dead)).toEqual({ success: false, message: AuthMessages.signInRequired });
    const admin = await userByEmail(tdb.database, ADMIN);
    const rows = await tdb.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, admin!.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row).toMatchObject({ revokedAt: h.clock.now(), revokedReason: 'user_blocked' });

    h.clock.advance(MINUTE);
    const refused = await post(h, '/api/super-admin/verify-credentials', {
      email: ADMIN,
      password: 'violet-harmonium-47-tabla',
    });
    expect(refused.statusCode).toBe(401);
    expect(body(refused)).toEqual({ success: false, message: AuthMessages.invalidCredentials });
    expect((await h.outbox()).filter((m) => m.to === ADMIN).at(-1)!.subject).toContain('blocked');

    expect(body(await act('freeze', { email: ADMIN, reason: 'x' }))).toEqual({
      success: false,
      message: 'A blocked user cannot be frozen.',
    });
    expect(body(await act('unfreeze', { email: ADMIN, reason: 'x' }))).toEqual({
      success: false,
      message: 'A blocked user cannot be unfrozen.',
    });
    expect(body(await act('unblock', { email: ADMIN, reason: 'Back' }))).toMatchObject({
      success: true,
      emailSent: true,
    });
    expect(body<Listed>(await listUsers()).users.find((u) => u.email === ADMIN)!.status).toBe(
      'active',
    );
    await signIn(h, ADMIN);
  });

  it('freeze and unfreeze, then delete: deleted users leave the list, cannot sign in, and are not found', async () => {
    const adminToken = await signIn(h, ADMIN);
    expect(body(await act('unfreeze', { email: ADMIN, reason: 'x' }))).toEqual({
      success: false,
      message: 'An active user cannot be unfrozen.',
    });
    expect(body(await act('freeze', { email: ADMIN, reason: 'Audit' }))).toMatchObject({
      message: `User ${ADMIN} frozen. The user was notified by email.`,
    });
    expect((await call(h, 'GET', '/api/admin/messages', adminToken)).statusCode).toBe(401);
    expect(body(await act('unfreeze', { email: ADMIN, reason: 'Done' }))).toMatchObject({
      success: true,
    });

    h.clock.advance(MINUTE); // past the 60 s between two sign-in codes
    const second = await signIn(h, ADMIN);
    const deleted = await act('delete', { email: ADMIN, reason: 'Gone' });
    expect(body(deleted)).toEqual({
      success: true,
      message: `User ${ADMIN} deleted.`,
      emailSent: false,
    });
    expect((await call(h, 'GET', '/api/auth/session', second)).statusCode).toBe(401);
    expect(body<Listed>(await listUsers()).users.map((u) => u.email)).toEqual([ROOT]);
    for (const action of ['block', 'unblock', 'delete']) {
      const response = await act(action, { email: ADMIN, reason: 'again' });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ success: false, message: 'User not found' });
    }
    expect(body(await act('block', { email: 'nobody@studio.test', reason: 'x' }))).toEqual({
      success: false,
      message: 'User not found',
    });
  });

  it('a session ended by freeze or block stays ended after unfreeze or unblock', async () => {
    const adminToken = await signIn(h, ADMIN);
    for (const [off, on] of [
      ['freeze', 'unfreeze'],
      ['block', 'unblock'],
    ] as const) {
      expect((await act(off, { email: ADMIN, reason: off })).statusCode).toBe(200);
      expect((await act(on, { email: ADMIN, reason: on })).statusCode).toBe(200);
      expect((await call(h, 'GET', '/api/auth/session', adminToken)).statusCode).toBe(401);
    }
  });

  it('refuses acting on yourself, and lets a super admin block another one', async () => {
    for (const action of ['block', 'freeze', 'delete']) {
      const response = await act(action, { email: ROOT, reason: 'oops' });
      expect(response.statusCode).toBe(409);
      expect(body(response)).toEqual({
        success: false,
        message: `You cannot ${action} your own account.`,
      });
    }
    // A second super admin may be blocked while the first stays active.
    await seedUser(tdb.database, { email: 'deputy@studio.test' });
    expect((await act('block', { email: 'deputy@studio.test', reason: 'test' })).statusCode).toBe(
      200,
    );
  });

  it('two super admins blocking each other at once leave one of them active', async () => {
    await seedUser(tdb.database, { email: 'deputy@studio.test' });
    h.clock.advance(MINUTE);
    const deputy = await signIn(h, 'deputy@studio.test');
    const [a, b] = await Promise.all([
      call(h, 'POST', '/api/super-admin/block-admin', token, {
        email: 'deputy@studio.test',
        reason: 'race',
      }),
      call(h, 'POST', '/api/super-admin/block-admin', deputy, { email: ROOT, reason: 'race' }),
    ]);
    // One wins; the other finds its own session ended (401) or its target the last active super admin (409).
    const statuses = [a.statusCode, b.statusCode].sort();
    expect([
      [200, 401],
      [200, 409],
    ]).toContainEqual(statuses);
    const loser = a.statusCode === 200 ? b : a;
    if (loser.statusCode === 409) {
      expect(body(loser)).toEqual({
        success: false,
        message: 'The last active super admin cannot be blocked.',
      });
    }
    const active = await tdb.database.db.select().from(users).where(eq(users.status, 'active'));
    expect(active.filter((u) => u.role === 'super_admin')).toHaveLength(1);
  });
});
