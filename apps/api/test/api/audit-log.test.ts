import { describe, expect, it } from 'vitest';
import { useApi } from '../support/api.js';
import { signIn } from '../support/harness.js';
import { applicant, body, call, requestAccess } from '../support/review.js';

const ROOT = 'owner@studio.test';
let token: string;

const { h } = useApi({
  users: [{ email: ROOT }, { email: 'editor@studio.test', role: 'admin' }],
  beforeEach: async () => {
    token = await signIn(h, ROOT);
  },
});

type Entry = {
  action: string;
  actorEmail: string | null;
  subjectEmail: string | null;
  ip: string | null;
  reason: string | null;
  details: Record<string, unknown> | null;
};
const read = async (query = '') =>
  body<{ items: Entry[]; total: number; page: number; pageSize: number }>(
    await call(h, 'GET', `/api/super-admin/audit-log${query}`, token),
  );

describe('GET /api/super-admin/audit-log', () => {
  it('records every review and admin-user action with actor, target, reason and IP, newest first', async () => {
    await requestAccess(h, applicant(), '203.0.113.9');
    h.clock.advance(1000);
    const listed = body<{ requests: { id: string }[] }>(
      await call(h, 'GET', '/api/super-admin/signup-requests', token),
    );
    await call(h, 'POST', '/api/super-admin/reject-signup', token, {
      requestId: listed.requests[0]!.id,
      requestData: null,
      notes: 'Not now',
    });
    h.clock.advance(1000);
    await call(h, 'POST', '/api/super-admin/freeze-admin', token, {
      email: 'editor@studio.test',
      reason: 'Holiday',
    });

    const log = await read();
    expect(log.items[0]).toEqual(
      expect.objectContaining({
        action: 'admin_user.freeze',
        actorEmail: ROOT,
        subjectEmail: 'editor@studio.test',
        reason: 'Holiday',
        ip: '127.0.0.1',
      }),
    );
    expect(log.items[0]!.details).toMatchObject({ from: 'active', to: 'frozen', role: 'admin' });
    expect(log.items[1]).toMatchObject({
      action: 'signup.reject',
      actorEmail: ROOT,
      subjectEmail: 'meera@artists.test',
      reason: 'Not now',
    });
    expect(log.items[1]!.details).toMatchObject({ from: 'pending', to: 'rejected' });
    expect(log.items[2]).toMatchObject({
      action: 'signup.requested',
      actorEmail: null,
      subjectEmail: 'meera@artists.test',
      ip: '203.0.113.9',
    });
    // The core's sign-in events are in the same log.
    expect(log.items.map((e) => e.action)).toContain('sign_in.succeeded');
    expect(JSON.stringify(log)).not.toMatch(/argon2|marigold|violet-harmonium/);
  });

  it('filters by action and by actor, and pages', async () => {
    await call(h, 'POST', '/api/super-admin/freeze-admin', token, {
      email: 'editor@studio.test',
      reason: 'One',
    });
    await call(h, 'POST', '/api/super-admin/unfreeze-admin', token, {
      email: 'editor@studio.test',
      reason: 'Two',
    });
    const frozen = await read('?action=admin_user.freeze');
    expect(frozen).toMatchObject({ total: 1, items: [{ reason: 'One' }] });
    const byRoot = await read(`?actor=${encodeURIComponent('Owner@Studio.test')}`);
    expect(byRoot.items.length).toBeGreaterThanOrEqual(4);
    expect(byRoot.items.every((e) => e.actorEmail === ROOT)).toBe(true);
    const both = await read(`?actor=${ROOT}&action=admin_user.unfreeze`);
    expect(both).toMatchObject({ total: 1, items: [{ reason: 'Two' }] });
    expect(await read('?actor=nobody@studio.test')).toMatchObject({ total: 0, items: [] });
    const all = await read();
    const paged = await read('?page=2&pageSize=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(paged.items).toEqual(all.items.slice(2, 4));
  });

  it('filters by a date range (from and to, inclusive) and refuses a range that is not one', async () => {
    const start = h.clock.now();
    await call(h, 'POST', '/api/super-admin/freeze-admin', token, {
      email: 'editor@studio.test',
      reason: 'Early',
    });
    h.clock.advance(10 * 60_000);
    const later = h.clock.now();
    await call(h, 'POST', '/api/super-admin/unfreeze-admin', token, {
      email: 'editor@studio.test',
      reason: 'Later',
    });
    const early = await read(
      `?action=admin_user.freeze&to=${encodeURIComponent(new Date(start.getTime() + 1000).toISOString())}`,
    );
    expect(early).toMatchObject({ total: 1, items: [{ reason: 'Early' }] });
    const recent = await read(`?from=${encodeURIComponent(later.toISOString())}`);
    expect(recent.items.map((e) => e.reason)).toEqual(['Later']);
    const none = await read(
      `?from=${encodeURIComponent(later.toISOString())}&action=admin_user.freeze`,
    );
    expect(none).toMatchObject({ total: 0, items: [] });
    const reversed = await call(
      h,
      'GET',
      `/api/super-admin/audit-log?from=${encodeURIComponent(later.toISOString())}&to=${encodeURIComponent(start.toISOString())}`,
      token,
    );
    expect(reversed.statusCode).toBe(400);
    expect(
      (await call(h, 'GET', '/api/super-admin/audit-log?from=yesterday', token)).statusCode,
    ).toBe(400);
  });

  it('refuses an action that is not in the list of audit events', async () => {
    const response = await call(h, 'GET', '/api/super-admin/audit-log?action=no.such_event', token);
    expect(response.statusCode).toBe(400);
  });

  it('finds events without a signed-in actor by the email tried, with the IP', async () => {
    await call(h, 'POST', '/api/super-admin/verify-credentials', null, {
      email: 'Stranger@Studio.test',
      password: 'not the right one',
    });
    const tried = await read(`?actor=${encodeURIComponent('stranger@studio.test')}`);
    expect(tried.items[0]).toMatchObject({
      action: 'sign_in.password_failed',
      actorEmail: null,
      subjectEmail: 'stranger@studio.test',
      ip: '127.0.0.1',
    });
  });
});
