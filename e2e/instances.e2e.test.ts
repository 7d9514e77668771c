// Two real API processes on one PostgreSQL database (and one Redis when TEST_REDIS_URL is set),
// as several instances behind a load balancer run. Included only when TEST_DATABASE_URL is set
// (see vitest.config.ts): two processes cannot share the embedded PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LINE, SLUG, contentApi, everywhere, fetched, found, signIn } from './support/content';
import { latestCode } from './support/mail';
import { createSchema } from './support/postgres';
import { startServer, type RunningServer } from './support/server';

const SUPER_ADMIN = 'owner@studio.test';
const PASSWORD = 'violet-tabla-42-monsoon';
const json = { 'content-type': 'application/json' };

let a: RunningServer;
let b: RunningServer;
let dropSchema: () => Promise<void>;

beforeAll(async () => {
  const { url, drop } = await createSchema(process.env.TEST_DATABASE_URL!);
  dropSchema = drop;
  const env = {
    DATABASE_URL: url,
    // Instances share one secret (docs/operations.md): codes and sessions made by one verify on the other.
    JWT_SECRET: 'e2e-only-shared-secret-e2e-only-shared-secret',
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    SUPER_ADMIN_EMAIL: SUPER_ADMIN,
    SUPER_ADMIN_PASSWORD: PASSWORD,
    // Both instances trust the test as a proxy so each test can be its own client address.
    TRUST_PROXY: '127.0.0.1',
    AUTH_RATE_LIMIT_PER_MINUTE: '12',
  };
  // Started together: migrations and the first super admin must survive the race.
  [a, b] = await Promise.all([
    startServer(env, { ownProcess: true }),
    startServer(env, { ownProcess: true }),
  ]);
  console.log(
    `two API processes on PostgreSQL, rate limits in ${process.env.TEST_REDIS_URL ? 'Redis' : 'each process'}`,
  );
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await dropSchema?.();
});

const client = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const post = (
  server: RunningServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
  });

describe('two API processes on one PostgreSQL', () => {
  it('a lockout earned through one holds on the other, even with the right password', async () => {
    const email = 'locked-out@studio.test';
    const ip = { 'x-forwarded-for': client() };
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post(
        a,
        '/api/super-admin/verify-credentials',
        { email, password: 'wrong-password-1' },
        ip,
      );
      expect(response.status).toBe(401);
    }
    const locked = await post(
      b,
      '/api/super-admin/verify-credentials',
      { email, password: 'wrong-password-1' },
      ip,
    );
    expect(locked.status).toBe(423);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(await locked.json()).toEqual({
      success: false,
      message: 'Account temporarily locked. Try again in 15 minutes.',
    });
  });

  it('a session made through one works on the other, and a logout through the other ends it', async () => {
    const ip = { 'x-forwarded-for': client() };
    const step1 = await post(
      a,
      '/api/super-admin/verify-credentials',
      { email: SUPER_ADMIN, password: PASSWORD },
      ip,
    );
    expect(step1.status).toBe(200);
    const otp = await latestCode(a.dataDir, SUPER_ADMIN);
    const step2 = await post(b, '/api/super-admin/verify-otp', { email: SUPER_ADMIN, otp }, ip);
    expect(step2.status).toBe(200);
    const cookie = /studio_session=[^;]+/.exec(step2.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();

    const onA = await fetch(`${a.origin}/api/auth/session`, {
      headers: { cookie: cookie!, ...ip },
    });
    expect(onA.status).toBe(200);
    expect((await onA.json()).user.email).toBe(SUPER_ADMIN);

    const logout = await fetch(`${b.origin}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: cookie!, ...ip },
    });
    expect(logout.status).toBe(200);
    // A caches a checked session for at most 1 s and empties its cache on B's notice (NOTIFY):
    // ask until it refuses; a session A keeps accepting fails the test.
    const sessionOnA = async () =>
      (await fetch(`${a.origin}/api/auth/session`, { headers: { cookie: cookie!, ...ip } })).status;
    await expect.poll(sessionOnA, { timeout: 3000, interval: 20 }).toBe(401);
  });

  it('answers health with the shared database on both', async () => {
    for (const server of [a, b]) {
      const response = await fetch(`${server.origin}/api/health`);
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    }
  });
  it('an article published through one is on the other’s newsroom, page, sitemap, feeds and search', async () => {
    const api = contentApi(a, await signIn(a));
    await api.publish(await api.create());
    // B renders on A's notice: wait for the article to be everywhere on B.
    await expect.poll(() => everywhere(b), { timeout: 20_000, interval: 200 }).toEqual(found);
    expect((await fetched(b, `/article/${SLUG}`)).text).toContain(BODY_LINE);
  });
});
