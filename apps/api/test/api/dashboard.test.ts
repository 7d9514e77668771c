import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AuthMessages } from '@studio/contracts';
import { HOUR } from '../../src/clock.js';
import { signupRequests } from '../../src/db/schema.js';
import { useApi } from '../support/api.js';
import { post, seedUser, signIn } from '../support/harness.js';
import { body, call, storedRequest } from '../support/review.js';

const ROOT = 'owner@studio.test';
const EDITOR = 'editor@studio.test';
const { h, tdb } = useApi({ users: [{ email: ROOT }, { email: EDITOR, role: 'admin' }] });

const dashboard = (token: string | null) => call(h, 'GET', '/api/admin/dashboard', token);

describe('GET /api/admin/dashboard', () => {
  it('gives a super admin accounts and requests by status, unread messages and sign-ins today', async () => {
    h.clock.set(Date.parse('2026-11-23T09:00:00Z'));
    await seedUser(tdb.database, {
      email: 'blocked@studio.test',
      role: 'admin',
      status: 'blocked',
    });
    await seedUser(tdb.database, { email: 'frozen@studio.test', role: 'admin', status: 'frozen' });
    await seedUser(tdb.database, { email: 'gone@studio.test', role: 'admin', status: 'deleted' });
    const now = h.clock.now();
    const ids = [];
    for (const [i, status] of (
      ['pending', 'pending', 'rejected', 'frozen', 'deleted'] as const
    ).entries()) {
      const id = await storedRequest(
        tdb.database,
        { firstName: 'Applicant', lastName: `No ${i}`, email: `applicant${i}@artists.test` },
        now,
      );
      await tdb.database.db.update(signupRequests).set({ status }).where(eq(signupRequests.id, id));
      ids.push(id);
    }
    await post(h, '/api/messages', { kind: 'early-access', email: 'one@fans.test' });
    await post(h, '/api/messages', { kind: 'early-access', email: 'two@fans.test' });

    // Yesterday's sign-in does not count; today's two (the root's and the editor's) do.
    h.clock.set(Date.parse('2026-11-22T23:30:00Z'));
    await signIn(h, EDITOR);
    h.clock.set(Date.parse('2026-11-23T00:00:00Z'));
    await signIn(h, EDITOR);
    h.clock.set(Date.parse('2026-11-23T10:00:00Z'));
    const root = await signIn(h, ROOT);

    const response = await dashboard(root);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      success: true,
      counts: {
        unreadMessages: 2,
        adminUsers: { total: 4, active: 2, blocked: 1, frozen: 1 },
        signupRequests: { total: 4, pending: 2, approved: 0, rejected: 1, blocked: 0, frozen: 1 },
        signInsToday: 2,
      },
    });

    const [first] = body<{ items: { id: string }[] }>(
      await call(h, 'GET', '/api/admin/messages', root),
    ).items;
    await call(h, 'POST', `/api/admin/messages/${first!.id}/read`, root);
    expect(body(await dashboard(root))).toMatchObject({ counts: { unreadMessages: 1 } });
    // The next day (UTC) counts afresh: only the new sign-in.
    h.clock.advance(14 * HOUR);
    const tomorrow = await signIn(h, ROOT);
    expect(body(await dashboard(tomorrow))).toMatchObject({ counts: { signInsToday: 1 } });
  });

  it('gives an admin the unread messages only', async () => {
    await post(h, '/api/messages', { kind: 'early-access', email: 'one@fans.test' });
    const editor = await signIn(h, EDITOR);
    const response = await dashboard(editor);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ success: true, counts: { unreadMessages: 1 } });
  });

  it('answers 401 without a session', async () => {
    const response = await dashboard(null);
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ success: false, message: AuthMessages.signInRequired });
  });
});
