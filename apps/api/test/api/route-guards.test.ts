import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AuthMessages } from '@studio/contracts';
import app, { serverOptions } from '../../src/app.js';
import { ManualClock } from '../../src/clock.js';
import { signupRequests } from '../../src/db/schema.js';
import { userByEmail } from '../support/database.js';
import { useTestDatabase } from '../support/api.js';
import {
  readOutbox,
  testConfig,
  seedUser,
  signIn,
  STRONG_PASSWORD,
  type Harness,
} from '../support/harness.js';
import { call, storedRequest } from '../support/review.js';

/**
 * Every /api/super-admin/* route found at start-up (onRoute) answers 401 without a session, 403
 * to an admin, and 2xx to a super admin. A new route without a guard, or without a fixture
 * below, fails this file.
 */
const PUBLIC_SIGN_IN = new Set([
  'POST /api/super-admin/verify-credentials',
  'POST /api/super-admin/verify-otp',
]);

const tdb = useTestDatabase({ reset: 'never' });
let h: Harness;
const routes: string[] = [];
let seq = 0;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-route-table-'));
  const config = testConfig(dataDir);
  const instance = Fastify({ ...serverOptions(config), logger: false });
  instance.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  const clock = new ManualClock();
  await instance.register(app, { config, clock, database: tdb.database });
  await instance.ready();
  h = {
    app: instance,
    clock,
    config,
    dataDir,
    logs: () => '',
    outbox: () => readOutbox(join(dataDir, 'outbox')),
    clearOutbox: () => rm(join(dataDir, 'outbox'), { recursive: true, force: true }),
    close: async () => {
      await instance.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  await tdb.reset();
});
afterAll(async () => {
  await h?.close();
});

async function request(
  status: 'pending' | 'blocked' | 'frozen',
): Promise<{ requestId: string; requestData: null }> {
  seq += 1;
  const requestId = await storedRequest(
    tdb.database,
    { firstName: 'Route', lastName: `Table ${seq}`, email: `applicant${seq}@route.test` },
    new Date(),
  );
  await tdb.database.db
    .update(signupRequests)
    .set({ status })
    .where(eq(signupRequests.id, requestId));
  return { requestId, requestData: null };
}

async function admin(
  status: 'active' | 'blocked' | 'frozen',
): Promise<{ email: string; reason: string }> {
  seq += 1;
  const user = await seedUser(tdb.database, {
    email: `admin${seq}@route.test`,
    role: 'admin',
    status,
  });
  return { email: user.email, reason: 'route table' };
}

/** The password confirmation the backup routes ask for again. */
const confirmed = async () => ({ currentPassword: STRONG_PASSWORD });

/**
 * A body with which a super admin's call succeeds, fresh for every call; for a GET, `url` (when
 * given) is the address to call, query and all. `superAdmin` is the session that makes the call
 * that must succeed (a download ticket is only good in the session that asked for it).
 */
type Fixture = (superAdmin: string) => Promise<Record<string, unknown> | undefined>;
const FIXTURES: Record<string, Fixture> = {
  'GET /api/super-admin/signup-requests': async () => undefined,
  'GET /api/super-admin/admin-users': async () => undefined,
  'GET /api/super-admin/audit-log': async () => undefined,
  'GET /api/super-admin/configuration': async () => undefined,
  'PUT /api/super-admin/settings/security': async () => ({ lockoutAttempts: 5 }),
  // No site renderer here: a 200 that there is nothing to render (settings-performance renders).
  'POST /api/super-admin/site/render': async () => undefined,
  'POST /api/super-admin/approve-signup': () => request('pending'),
  'POST /api/super-admin/reject-signup': () => request('pending'),
  'POST /api/super-admin/block-signup': () => request('pending'),
  'POST /api/super-admin/freeze-signup': () => request('pending'),
  'POST /api/super-admin/unblock-signup': () => request('blocked'),
  'POST /api/super-admin/unfreeze-signup': () => request('frozen'),
  'POST /api/super-admin/delete-signup': () => request('pending'),
  'POST /api/super-admin/edit-signup': async () => ({
    ...(await request('pending')),
    updatedData: { country: 'Nepal' },
  }),
  'POST /api/super-admin/block-admin': () => admin('active'),
  'POST /api/super-admin/freeze-admin': () => admin('active'),
  'POST /api/super-admin/unblock-admin': () => admin('blocked'),
  'POST /api/super-admin/unfreeze-admin': () => admin('frozen'),
  'POST /api/super-admin/delete-admin': () => admin('active'),
  'POST /api/super-admin/backup': confirmed,
  'POST /api/super-admin/backup/link': confirmed,
  'GET /api/super-admin/backup/download': async (superAdmin) => {
    const link = await call(h, 'POST', '/api/super-admin/backup/link', superAdmin, {
      currentPassword: STRONG_PASSWORD,
    });
    expect(link.statusCode, link.body).toBe(200);
    return { url: (JSON.parse(link.body) as { url: string }).url };
  },
  'GET /api/super-admin/backups': async () => undefined,
};

const guarded = () =>
  [...new Set(routes)].filter((route) => {
    const [method, url] = route.split(' ') as [string, string];
    return url.startsWith('/api/super-admin/') && !PUBLIC_SIGN_IN.has(route) && method !== 'HEAD';
  });

function send(route: string, token: string | null, payload: Record<string, unknown> | undefined) {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  if (method === 'GET') return call(h, method, (payload?.url as string | undefined) ?? url, token);
  return call(h, method, url, token, payload);
}

describe('route table of /api/super-admin/*', () => {
  it('finds the routes at start-up, and every one has a fixture', () => {
    expect(guarded().length).toBeGreaterThanOrEqual(Object.keys(FIXTURES).length);
    expect(guarded().filter((route) => !(route in FIXTURES))).toEqual([]);
  });

  it('answers 401 without a session, 403 to an admin and 2xx to a super admin, on every route', async () => {
    await seedUser(tdb.database, { email: 'boss@route.test' });
    await seedUser(tdb.database, { email: 'staff@route.test', role: 'admin' });
    const superAdmin = await signIn(h, 'boss@route.test');
    const staff = await signIn(h, 'staff@route.test');
    for (const route of guarded()) {
      const fixture = () => FIXTURES[route]!(superAdmin);
      const anonymous = await send(route, null, await fixture());
      expect(anonymous.statusCode, `${route} without a session`).toBe(401);
      expect(JSON.parse(anonymous.body), route).toEqual({
        success: false,
        message: AuthMessages.signInRequired,
      });
      // Without a session the body is not even read: nothing about its shape leaks.
      if (route.startsWith('POST'))
        expect((await send(route, null, { junk: true })).statusCode, route).toBe(401);
      const wrongRole = await send(route, staff, await fixture());
      expect(wrongRole.statusCode, `${route} as an admin`).toBe(403);
      expect(JSON.parse(wrongRole.body), route).toEqual({
        success: false,
        message: AuthMessages.wrongRole,
      });
      const allowed = await send(route, superAdmin, await fixture());
      expect(
        allowed.statusCode,
        `${route} as a super admin: ${allowed.body}`,
      ).toBeGreaterThanOrEqual(200);
      expect(allowed.statusCode, `${route} as a super admin: ${allowed.body}`).toBeLessThan(300);
    }
    // The staff member was never blocked along the way: the 403s came from the role alone.
    const staffRow = await userByEmail(tdb.database, 'staff@route.test');
    expect(staffRow!.status).toBe('active');
  });

  it('guards the HEAD twins of the GET routes too', async () => {
    const heads = [...new Set(routes)].filter((route) =>
      route.startsWith('HEAD /api/super-admin/'),
    );
    for (const route of heads) {
      const response = await h.app.inject({ method: 'HEAD', url: route.slice(5) });
      expect(response.statusCode, route).toBe(401);
    }
  });
});
