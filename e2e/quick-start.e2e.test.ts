import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApiInProcess, type RunningServer } from '../scripts/api-server.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { sendCode, superAdmin } from './support/admin';
import { launchBrowser, openPage, viewports } from './support/browser';
import { latestCode } from './support/mail';

// The product as `npm start` runs it: production mode, no JWT_SECRET given, on
// http://localhost (which Chromium counts as a secure context, so the Secure __Host- cookie holds).

let server: RunningServer;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startApiInProcess({
    port,
    prefix: 'studio-e2e-',
    databaseTemplate: inject('pgliteTemplate'),
    env: {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: origin,
      SUPER_ADMIN_EMAIL: superAdmin.email,
      SUPER_ADMIN_PASSWORD: superAdmin.password,
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('npm start, production mode on http://localhost', () => {
  it('generates its JWT secret into DATA_DIR (mode 0600)', async () => {
    expect((await stat(join(server.dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });

  it('signs in with the emailed code in Chromium, keeping the Secure __Host- cookie, and has no sample request', async () => {
    const { context, page } = await openPage(browser, origin, viewports.desktop);
    await page.goto(`${origin}/super-admin/login`);
    const codeField = await sendCode(page, superAdmin.email, superAdmin.password);
    // The sixth digit sends the code.
    await codeField.fill(await latestCode(server.dataDir, superAdmin.email));
    await page.waitForURL(`${origin}/super-admin/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    const cookies = await context.cookies(origin);
    expect(cookies.find((cookie) => cookie.name === '__Host-studio_session')).toMatchObject({
      secure: true,
      httpOnly: true,
      path: '/',
    });
    const list = (await (
      await page.request.get(`${origin}/api/super-admin/signup-requests`)
    ).json()) as { requests: Array<{ email: string }> };
    expect(list.requests.map((request) => request.email)).not.toContain('asha.verma@example.com');
    await context.close();
  });
});
