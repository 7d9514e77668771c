import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE_IDS } from '@studio/contracts';
import { screenshotDir, signInOnScreens } from './support/admin';
import { axeViolations, openPage, viewports } from './support/browser';
import { serverAndBrowser } from './support/server';

const ROOT = { email: 'admin@studio.local', password: 'violet-harmonium-47-tabla' };
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

const run = serverAndBrowser({
  SUPER_ADMIN_EMAIL: ROOT.email,
  SUPER_ADMIN_PASSWORD: ROOT.password,
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
});

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${run.server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A picture of the screen for review, kept only when E2E_SCREENSHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (!screenshotDir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png`, fullPage: true });
}

async function expectAxeClean(page: Page, where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/**
 * Chooses an option of a Select and waits until its list has closed and the choice shows: while
 * the list is open the rest of the page is hidden from the accessibility tree, so the next step
 * would not find its button on a slow machine.
 */
async function choose(page: Page, select: string, option: string) {
  const combobox = page.getByRole('combobox', { name: select });
  await combobox.click();
  const listbox = page.getByRole('listbox');
  // Radix moves the list into place after it opens; on a loaded machine a click can land while
  // it moves and miss (a CI run kept the list open for 30 s). Click again while it stays open.
  for (let attempt = 1; ; attempt += 1) {
    if ((await listbox.count()) > 0)
      await page.getByRole('option', { name: option, exact: true }).click();
    try {
      await listbox.waitFor({ state: 'detached', timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await expect.poll(() => combobox.textContent()).toContain(option);
}

async function openSection(page: Page, name: string, heading: string) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if ((await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await sidebar(page)
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

beforeAll(async () => {
  if (screenshotDir) await mkdir(screenshotDir, { recursive: true });
  expect((await post('/api/admin/signup-requests', APPLICANT)).status).toBe(201);
  expect(
    (
      await post('/api/messages', {
        kind: 'contact',
        name: 'Lata Menon',
        email: 'lata@fans.test',
        message: 'We would love a mix and master for our debut album.',
      })
    ).status,
  ).toBe(201);
});

describe('the admin dashboard', () => {
  it('a super admin approves a request, blocks the new admin (whose session ends), reads the inbox and the audit log, and logs out', async () => {
    const root = await openPage(run.browser, run.server.origin, viewports.desktop);
    const { page } = root;
    await signInOnScreens(page, run.server, ROOT);

    // Overview: real counts (Meera's request and the development sample request are pending).
    const counts = page.getByRole('region', { name: 'Counts' });
    await counts.getByText('2 pending', { exact: false }).waitFor();
    await expect.poll(() => counts.getByText('Unread messages').isVisible()).toBe(true);
    await expectAxeClean(page, 'overview');
    await shot(page, 'overview');

    // Signup requests: approve Meera with the confirm dialog naming her.
    await openSection(page, 'Signup Requests', 'Signup Requests');
    await page.getByRole('button', { name: 'Approve Meera Iyer' }).click();
    const approve = page.getByRole('alertdialog', { name: 'Approve this signup request?' });
    await approve.getByText(APPLICANT.email).waitFor();
    await approve.getByText('+91 98450 12345').waitFor();
    await expectAxeClean(page, 'approve dialog');
    await shot(page, 'approve-dialog');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Signup request approved.', { exact: false }).first().waitFor();
    await approve.waitFor({ state: 'detached' });
    // Approved is final: View and, in her row's menu, Delete are left.
    await page.getByRole('button', { name: 'View Meera Iyer' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve Meera Iyer' }).count()).toBe(0);
    await expectAxeClean(page, 'signup requests');
    await shot(page, 'signup-requests');

    // Meera signs in as an admin in another browser profile, on a phone.
    const meera = await openPage(run.browser, run.server.origin, viewports.phone);
    await signInOnScreens(meera.page, run.server, APPLICANT, '/admin/login');
    await meera.page.getByRole('button', { name: 'Menu', exact: true }).click();
    const meeraLinks = await sidebar(meera.page).getByRole('link').allTextContents();
    expect(meeraLinks.map((text) => text.replace(/\d+.*$/, '').trim())).toEqual([
      'Dashboard',
      'Inbox',
      'Website Management',
      'Content',
      'Media Library',
      'Comments',
      'View Website (opens in a new tab)',
    ]);
    await meera.page.keyboard.press('Escape');
    // The super admins' dashboard sends an admin to her own.
    await meera.page.goto(`${run.server.origin}/super-admin/dashboard/settings`);
    await meera.page.waitForURL(`${run.server.origin}/admin/dashboard`);
    await meera.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await meera.page.goto(`${run.server.origin}/super-admin/dashboard/inbox`);
    await meera.page.waitForURL(`${run.server.origin}/admin/dashboard/inbox`);
    await meera.page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    await expectAxeClean(meera.page, 'admin inbox');
    await meera.page.goto(`${run.server.origin}/admin/dashboard`);
    await meera.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await meera.page.getByText('Sign-ins today').count()).toBe(0);
    await shot(meera.page, 'admin-overview');

    // Admin users: the super admin cannot act on themself; blocking needs a reason.
    await openSection(page, 'Admin Users', 'Admin Users');
    await page.getByRole('button', { name: 'More actions for Meera Iyer' }).waitFor();
    expect(
      await page
        .getByRole('button', { name: /^(Block|Freeze|More actions for) Super Admin$/ })
        .count(),
    ).toBe(0);
    await page.getByRole('button', { name: 'More actions for Meera Iyer' }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const block = page.getByRole('alertdialog', { name: 'Block this admin user?' });
    await block.getByRole('button', { name: 'Block' }).click();
    await block.getByText('Please provide a reason for this action').waitFor();
    await expectAxeClean(page, 'block dialog with its reason error');
    await shot(page, 'block-dialog');
    await block.getByLabel(/^Reason/).fill('Shared her sign-in with a contractor.');
    await block.getByRole('button', { name: 'Block' }).click();
    await page.getByText(`User ${APPLICANT.email} blocked.`, { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Unblock Meera Iyer' }).waitFor();
    await expectAxeClean(page, 'admin users');
    await shot(page, 'admin-users');

    // Meera's session ended: her next request takes her to the admins' sign-in.
    await meera.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await sidebar(meera.page)
      .getByRole('link', { name: /^Inbox/ })
      .click();
    await meera.page.waitForURL(/\/admin\/login\?returnUrl=%2Fadmin%2Fdashboard%2Finbox/);
    await meera.page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await meera.page.getByRole('button', { name: 'Send OTP' }).waitFor();
    await meera.context.close();

    // Inbox: the contact message, newest first; mark it read; filter by kind.
    await openSection(page, 'Inbox', 'Inbox');
    await page.getByText('We would love a mix and master for our debut album.').waitFor();
    await page.getByRole('button', { name: /^Mark as read/ }).click();
    await page.getByText(`by ${ROOT.email}`, { exact: false }).waitFor();
    await page.getByRole('tab', { name: /^Support/ }).click();
    await page.getByText('No messages here.').waitFor();
    await page.getByRole('tab', { name: /^Contact/ }).click();
    await page.getByText('Lata Menon', { exact: false }).first().waitFor();
    await choose(page, 'Show', 'Unread');
    await page.getByText('No messages here.').waitFor();
    await choose(page, 'Show', 'Read');
    await page.getByText('We would love a mix and master for our debut album.').waitFor();
    await expectAxeClean(page, 'inbox');
    await shot(page, 'inbox');

    // Audit log: filter by event (from the list of audit events), then by actor; both in the URL.
    await openSection(page, 'Audit Log', 'Audit Log');
    await choose(page, 'Event', 'Admin blocked');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/\?event=admin_user\.block$/);
    const entries = page.getByRole('region', { name: 'Audit log entries' });
    // The unfiltered page already lists the block entry: wait for the filtered answer itself
    // (a header row and the one block).
    await expect.poll(() => entries.getByRole('row').count()).toBe(2);
    await entries.getByText('Shared her sign-in with a contractor.').waitFor();
    await choose(page, 'Event', 'Any event');
    await page.getByLabel(/^Actor email/).fill(APPLICANT.email);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await entries.getByText('sign_in.succeeded').first().waitFor();
    // Every entry left (below the header row) is the applicant's.
    await expect
      .poll(async () =>
        (await entries.getByRole('row').allInnerTexts())
          .slice(1)
          .every((row) => row.includes(APPLICANT.email)),
      )
      .toBe(true);
    await expectAxeClean(page, 'audit log');
    await shot(page, 'audit-log');

    // Comments: the moderation screen, axe clean (its rules are asserted in its own tests).
    await openSection(page, 'Comments', 'Comments');
    await expectAxeClean(page, 'comments');

    // System settings: the live configuration, read-only.
    await openSection(page, 'System Settings', 'System Settings');
    await page.getByText('Embedded PGlite (in the data directory)').waitFor();
    await page.getByRole('heading', { name: 'Backup & Restore' }).waitFor();
    await expectAxeClean(page, 'settings');
    await shot(page, 'settings');

    // The same sections on a phone.
    await page.setViewportSize(viewports.phone);
    // Below 900 px the sidebar becomes an overlay, closed until asked for.
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded'),
      )
      .toBe('false');
    for (const [name, heading] of [
      ['Dashboard', 'Dashboard'],
      ['Signup Requests', 'Signup Requests'],
      ['Admin Users', 'Admin Users'],
      ['Inbox', 'Inbox'],
      ['Media Library', 'Media Library'],
      ['Content', 'Content'],
      ['Comments', 'Comments'],
      ['Audit Log', 'Audit Log'],
      ['System Settings', 'System Settings'],
    ] as const) {
      await openSection(page, name, heading);
      await expectAxeClean(page, `${name} at 390 px`);
      // Nothing makes the page itself scroll sideways (wide tables scroll inside their region).
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} at 390 px`,
      ).toBeLessThanOrEqual(390);
      await shot(page, name.toLowerCase().replace(/ /g, '-'));
    }
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expectAxeClean(page, 'open sidebar at 390 px');
    await shot(page, 'sidebar-open');
    await page.keyboard.press('Escape');

    // Logout asks first; afterwards Back does not show the dashboard.
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: 'Logout' }).click();
    const logout = page.getByRole('alertdialog', { name: 'Log out?' });
    await expectAxeClean(page, 'logout dialog');
    await logout.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/super-admin\/login/);
    await page.goBack();
    await shot(page, 'after-logout-back');
    // Said with where Back led, should it fail (once in a clean-clone run under load, 2026-12-03).
    await page
      .getByRole('button', { name: 'Send OTP' })
      .waitFor()
      .catch(async (error: unknown) => {
        const headings = await page
          .getByRole('heading', { level: 1 })
          .allTextContents()
          .catch(() => []);
        throw new Error(
          `Back after Logout showed no sign-in screen: ${page.url()}, main heading ${headings.join(' / ') || 'none'}`,
          { cause: error },
        );
      });
    expect(await page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(0);
    expect(root.consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await root.context.close();
  }, 300_000);

  it('at 1024, 1280 and 1440 px, with the sidebar shown, every table fits: no sideways scroll and no cut heading or control', async () => {
    const { context, page } = await openPage(run.browser, run.server.origin, {
      width: 1024,
      height: 768,
    });
    await signInOnScreens(page, run.server, ROOT);
    const sections = [
      'signup-requests',
      'admin-users',
      'inbox',
      'website',
      'content',
      ...CONTENT_TYPE_IDS.map((type) => `content/${type}`),
      'content/media',
      'audit-log',
    ];
    // Each section is loaded once and measured at each width: the layout follows the window's
    // width alone (CSS), so a reload per width would only load the app again.
    for (const section of sections) {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(`${run.server.origin}/super-admin/dashboard/${section}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const rows = page.locator('main table tbody tr');
      if ((await page.locator('main table').count()) > 0) await rows.first().waitFor();
      for (const width of [1024, 1280, 1440]) {
        const where = `${section} at ${width} px`;
        await page.setViewportSize({ width, height: 768 });
        expect(
          await sidebar(page).isVisible(),
          `${where}: the sidebar is shown beside the table`,
        ).toBe(true);
        const fit = await page.evaluate(() => {
          const root = document.scrollingElement ?? document.documentElement;
          const clipped = (element: Element) =>
            element.scrollWidth > element.clientWidth + 1 &&
            getComputedStyle(element).overflowX !== 'visible';
          // Headings, controls and badges: none shows less than its text (visually hidden text,
          // one pixel wide on purpose, aside).
          const cut = [...document.querySelectorAll('main table *')]
            .filter((element) => element.clientWidth > 1 && clipped(element))
            .map((element) => element.textContent?.trim() ?? '');
          const framesThatScroll = [...document.querySelectorAll('main table')]
            .map((table) => table.parentElement)
            .filter((frame): frame is HTMLElement => frame !== null && clipped(frame))
            .map((frame) => `${frame.scrollWidth} > ${frame.clientWidth}`);
          return {
            pageOverflow: root.scrollWidth - root.clientWidth,
            cut,
            framesThatScroll,
          };
        });
        expect(fit, where).toEqual({ pageOverflow: 0, cut: [], framesThatScroll: [] });
        if (section === 'signup-requests' || section === 'admin-users')
          await shot(page, `table-${section}`);
      }
    }
    await context.close();
  }, 300_000);

  it('an unknown dashboard section is a real 404 from the server', async () => {
    const response = await fetch(`${run.server.origin}/super-admin/dashboard/no-such-section`);
    expect(response.status).toBe(404);
    const known = await fetch(`${run.server.origin}/super-admin/dashboard/audit-log`);
    expect(known.status).toBe(200);
    expect((await fetch(`${run.server.origin}/admin/dashboard/inbox`)).status).toBe(200);
    expect((await fetch(`${run.server.origin}/admin/dashboard/audit-log`)).status).toBe(404);
    expect((await fetch(`${run.server.origin}/admin/anything`)).status).toBe(404);
  });
});
