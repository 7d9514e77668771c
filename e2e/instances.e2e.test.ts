// Two real API processes on one PostgreSQL database (and one Redis when TEST_REDIS_URL is set),
// as several instances behind a load balancer run. Included only when TEST_DATABASE_URL is set
// (see vitest.config.ts): two processes cannot share the embedded PGlite.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field } from './support/admin';
import { launchBrowser, openPage, viewports } from './support/browser';
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

  it('two editors in two browsers, each on its own instance, see each other in the same entry, and a take-over reaches the other', async () => {
    // An admin, approved by the super admin through instance a.
    const admin = {
      firstName: 'Nila',
      lastName: 'Das',
      email: 'nila.instances@artists.test',
      phoneNumber: '98450 55555',
      country: 'India',
      countryCode: '+91',
      birthDate: '1991-05-02',
      password: 'lotus-mridangam-71-echo',
    };
    const requested = await post(b, '/api/admin/signup-requests', admin, {
      'x-forwarded-for': client(),
    });
    expect(requested.status).toBe(201);
    const cookie = await signIn(a);
    const staff = { cookie, origin: a.origin };
    const { requests } = (await (
      await fetch(`${a.origin}/api/super-admin/signup-requests`, { headers: staff })
    ).json()) as { requests: { _id: string; email: string }[] };
    const request = requests.find((item) => item.email === admin.email);
    const approved = await post(
      a,
      '/api/super-admin/approve-signup',
      { requestId: request?._id },
      staff,
    );
    expect(approved.status).toBe(200);

    const browser = await launchBrowser();
    try {
      const signInOn = async (
        server: RunningServer,
        loginPath: string,
        email: string,
        password: string,
      ) => {
        const { page } = await openPage(browser, server.origin, viewports.desktop);
        await page.goto(`${server.origin}${loginPath}`);
        await field(page, 'Email').fill(email);
        await field(page, 'Password').fill(password);
        await page.getByRole('button', { name: 'Send OTP' }).click();
        const code = field(page, 'Verification code');
        await code.waitFor();
        await code.fill(await latestCode(server.dataDir, email));
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        return page;
      };
      const root = await signInOn(a, '/super-admin/login', SUPER_ADMIN, PASSWORD);
      const other = await signInOn(b, '/admin/login', admin.email, admin.password);
      // The same FAQ, opened by each through its own instance.
      const openFirstFaq = async (page: Page, server: RunningServer, dashboard: string) => {
        await page.goto(`${server.origin}${dashboard}/content/faqs`);
        const link = page.getByRole('table', { name: 'FAQs' }).getByRole('link').first();
        const question = (await link.textContent()) ?? '';
        await link.click();
        await page.getByRole('heading', { level: 1, name: 'Edit FAQ' }).waitFor();
        return question;
      };
      const question = await openFirstFaq(root, a, '/super-admin/dashboard');
      expect(await openFirstFaq(other, b, '/admin/dashboard')).toBe(question);

      const notice = (page: Page, text: RegExp) =>
        page.locator('p').filter({ hasText: text }).first();
      await notice(other, /Super Admin is editing since \d{1,2}:\d{2}/).waitFor();
      await notice(root, /Nila Das is editing since \d{1,2}:\d{2}/).waitFor();

      await other.getByRole('button', { name: 'Take over' }).click();
      await notice(root, /Nila Das took over at \d{1,2}:\d{2}/).waitFor();
    } finally {
      await browser.close();
    }
  });
});
