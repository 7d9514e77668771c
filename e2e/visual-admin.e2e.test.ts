import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from './support/browser';
import { latestCode } from './support/mail';
import { startServer, type RunningServer } from './support/server';
import { VisualSuite, freezeServerValues, stillContext } from './support/visual';

// Every admin screen, full length, at 390 and 1280 px, compared pixel by pixel with its baseline
// in e2e/__screenshots__/admin (see docs/design-system.md): the signed-out screens, the code
// step, and each dashboard section as a super admin over the same fixed data on every run; at
// 1024 px (the sidebar beside the content) the code step and a table's row menu open.

const ROOT = { email: 'admin@studio.local', password: 'e2e lantern orchard 4417' };
const APPLICANT = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@artists.test',
  phoneNumber: '98450 12345',
  country: 'India',
  countryCode: '+91',
  birthDate: '1990-03-14',
  password: 'marigold-sitar-83-rhythm',
};
const MESSAGE = {
  kind: 'contact',
  name: 'Lata Menon',
  email: 'lata@fans.test',
  message: 'We would love a mix and master for our debut album.',
};
const widths = [viewports.phone, viewports.desktop];
/** Beside the sidebar, the narrowest room an admin table has. */
const sidebarBeside = { width: 1024, height: 768 };
const suite = new VisualSuite('admin', 'admin');
let server: RunningServer;
let browser: Browser;

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(201);
}

async function compareAtBothWidths(
  page: Page,
  path: string,
  name: string,
  ready: (page: Page) => Promise<unknown>,
) {
  const differences: string[] = [];
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await page.goto(`${server.origin}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await freezeServerValues(page, server.origin);
    const difference = await suite.compare(page, path, name);
    if (difference) differences.push(difference);
  }
  return differences;
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

beforeAll(async () => {
  await suite.start();
  // Its own origin: the server renders the site at its start, so the Performance card lists
  // every page's render time whichever file this worker ran before.
  server = await startServer(
    {
      SUPER_ADMIN_EMAIL: ROOT.email,
      SUPER_ADMIN_PASSWORD: ROOT.password,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    { ownOrigin: true },
  );
  browser = await launchBrowser();
  await post('/api/admin/signup-requests', APPLICANT);
  await post('/api/messages', MESSAGE);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await suite.finish();
});

describe('every admin screen at 390 and 1280 px', () => {
  it('signed out: both sign-in screens, request access, forgot and reset password, 404', async () => {
    const { context, page } = await stillContext(browser, server.origin, viewports.desktop);
    const differences = [
      ...(await compareAtBothWidths(
        page,
        '/super-admin/login',
        'super-admin-login',
        heading(/Sign in|Super Admin/i),
      )),
      ...(await compareAtBothWidths(
        page,
        '/admin/login',
        'admin-login',
        heading(/Sign in|Admin/i),
      )),
      ...(await compareAtBothWidths(page, '/admin/signup', 'admin-signup', (p) =>
        p.locator('h1').waitFor(),
      )),
      ...(await compareAtBothWidths(page, '/forgot-password', 'forgot-password', (p) =>
        p.locator('h1').waitFor(),
      )),
      ...(await compareAtBothWidths(page, '/reset-password/new', 'reset-password', (p) =>
        p.locator('h1').waitFor(),
      )),
      ...(await compareAtBothWidths(page, '/super-admin/no-such-screen', 'not-found', (p) =>
        p.locator('h1').waitFor(),
      )),
    ];
    await context.close();
    expect(differences).toEqual([]);
  }, 300_000);

  it('a super admin: the code step, then every dashboard section over fixed data', async () => {
    const { context, page } = await stillContext(browser, server.origin, viewports.phone);
    const differences: string[] = [];
    await page.goto(`${server.origin}/super-admin/login`);
    await page.getByLabel(/^Email/).fill(ROOT.email);
    await page.getByLabel(/^Password/).fill(ROOT.password);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const codeField = page.getByLabel(/^Verification code/);
    await codeField.waitFor();
    // The code step, at each width on the same page (one code mailed, as in real use).
    for (const viewport of [...widths, sidebarBeside]) {
      await page.setViewportSize(viewport);
      const difference = await suite.compare(
        page,
        '/super-admin/login (code step)',
        'super-admin-code-step',
      );
      if (difference) differences.push(difference);
    }
    await codeField.fill(await latestCode(server.dataDir, ROOT.email));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const sections: [string, string, (page: Page) => Promise<unknown>][] = [
      [
        '',
        'dashboard',
        (p) =>
          p
            .getByRole('region', { name: 'Counts' })
            .getByText('2 pending', { exact: false })
            .waitFor(),
      ],
      ['/signup-requests', 'signup-requests', (p) => p.getByText('Meera Iyer').first().waitFor()],
      ['/admin-users', 'admin-users', heading('Admin Users')],
      ['/inbox', 'inbox', (p) => p.getByText(MESSAGE.message).first().waitFor()],
      [
        '/audit-log',
        'audit-log',
        (p) =>
          p.getByRole('region', { name: 'Audit log entries' }).getByRole('row').nth(1).waitFor(),
      ],
      ['/settings', 'settings', heading('System Settings')],
    ];
    for (const [section, name, ready] of sections) {
      const path = `/super-admin/dashboard${section}`;
      differences.push(...(await compareAtBothWidths(page, path, name, ready)));
    }

    // An open state: a table's row menu at 1024 px, the sidebar beside the table.
    await page.setViewportSize(sidebarBeside);
    await page.goto(`${server.origin}/super-admin/dashboard/signup-requests`);
    await page.getByText('Meera Iyer').first().waitFor();
    await page.waitForLoadState('networkidle');
    await freezeServerValues(page, server.origin);
    await page.getByRole('button', { name: 'More actions for Meera Iyer' }).click();
    await page.getByRole('menu').waitFor();
    const menuDifference = await suite.compare(
      page,
      '/super-admin/dashboard/signup-requests (row menu open)',
      'signup-requests-row-menu',
    );
    if (menuDifference) differences.push(menuDifference);
    await context.close();
    expect(differences).toEqual([]);
  }, 300_000);
});
