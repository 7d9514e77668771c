import { mkdir } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, dialogOpen, launchBrowser, openPage, viewports } from './support/browser';
import { latestCode } from './support/mail';
import { startServer, type RunningServer } from './support/server';

// One whole admin journey by keyboard alone: Tab, Shift+Tab, typing, Enter and Escape, never a
// click. Each control is reached by tabbing to it, so a control the keyboard cannot reach (or a
// screen that drops focus on the floor) fails here.

const ROOT_EMAIL = 'admin@studio.local';
const ROOT_PASSWORD = 'saffron-tanpura-62-dholak';
const APPLICANT = {
  firstName: 'Kavya',
  lastName: 'Raman',
  email: 'kavya@artists.test',
  phoneNumber: '98860 24680',
  country: 'India',
  countryCode: '+91',
  birthDate: '1992-07-21',
  password: 'monsoon-veena-58-ghatam',
};
const MESSAGE = 'Could you score a twelve-minute short film by the end of March?';
const REASON = 'Signed in from an unknown device while on leave.';

let browser: Browser;
// Set E2E_SCREENSHOTS=<folder> to keep a picture of the screens the keyboard reached.
const screenshotDir = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!screenshotDir) return;
  await mkdir(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${screenshotDir}/keyboard-${name}-${width}.png`, fullPage: true });
}

async function post(server: RunningServer, path: string, body: unknown): Promise<Response> {
  return fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, and checks the
 * focus is shown. Fails when the control cannot be reached that way.
 */
async function tabTo(page: Page, target: Locator, backwards = false) {
  await target.waitFor();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await isFocused(target)) {
      expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * The sidebar link to a section, reached backwards from the content, and opened with Enter. On a
 * phone the sidebar is an overlay: Menu opens it and takes focus to its first link.
 */
async function openSection(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const overlay = (await menu.getAttribute('aria-expanded')) === 'false';
  if (overlay) {
    await tabTo(page, menu, true);
    await page.keyboard.press('Enter');
    const first = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').first();
    await expect.poll(() => isFocused(first), { message: 'the open menu takes focus' }).toBe(true);
  }
  const link = page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: new RegExp(`^${name}`) });
  await tabTo(page, link, !overlay);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['1280 px', viewports.desktop],
  ['390 px', viewports.phone],
])('the admin app by keyboard alone at %s', (_width, viewport) => {
  // A server per width: the journey signs the same super admin in, and a code a minute.
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      SUPER_ADMIN_EMAIL: ROOT_EMAIL,
      SUPER_ADMIN_PASSWORD: ROOT_PASSWORD,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    expect((await post(server, '/api/admin/signup-requests', APPLICANT)).status).toBe(201);
    const message = {
      kind: 'contact',
      name: 'Arjun Das',
      email: 'arjun@films.test',
      message: MESSAGE,
    };
    expect((await post(server, '/api/messages', message)).status).toBe(201);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('signs in, approves a request, blocks an admin with a reason, reads the inbox, logs out, and Back shows no dashboard', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin, viewport);
    const { keyboard } = page;
    await page.goto(`${server.origin}/super-admin/login`);

    // Sign-in: email and password, Enter sends the code; the code step takes focus.
    await tabTo(page, page.getByLabel(/^Email/));
    await keyboard.type(ROOT_EMAIL);
    await tabTo(page, page.getByLabel(/^Password/));
    await keyboard.type(ROOT_PASSWORD);
    await keyboard.press('Enter');
    const codeField = page.getByLabel(/^Verification code/);
    await codeField.waitFor();
    await page.getByText(`Enter the 6-digit code we sent to ${ROOT_EMAIL}`).waitFor();
    await expect
      .poll(() => isFocused(codeField), { message: 'the code field has focus' })
      .toBe(true);
    await keyboard.type(await latestCode(server.dataDir, ROOT_EMAIL));
    await keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // Signup requests: approve Kavya in the dialog that names her.
    await openSection(page, 'Signup Requests');
    await tabTo(page, page.getByRole('button', { name: 'Approve Kavya Raman' }));
    await keyboard.press('Enter');
    const approve = page.getByRole('alertdialog', { name: 'Approve this signup request?' });
    await approve.getByText(APPLICANT.email).waitFor();
    await tabTo(page, approve.getByRole('button', { name: 'Approve' }));
    await keyboard.press('Enter');
    await page.getByText('Signup request approved.', { exact: false }).first().waitFor();
    await approve.waitFor({ state: 'detached' });
    // Approved is final: View is her row's button now, and focus is on it (the same control).
    const view = page.getByRole('button', { name: 'View Kavya Raman' });
    await view.waitFor();
    expect(await page.getByRole('button', { name: 'Approve Kavya Raman' }).count()).toBe(0);
    await shot(page, 'signup-requests');
    await expect.poll(() => isFocused(view)).toBe(true);
    // View by keyboard; Escape brings focus back to the button that opened it.
    await keyboard.press('Enter');
    // Escape only once the dialog holds the focus: its Escape listener comes with that commit.
    await dialogOpen(page.getByRole('dialog', { name: 'Kavya Raman' }));
    await keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(view)).toBe(true);

    // Admin users: block Kavya, with the reason typed in the dialog.
    await openSection(page, 'Admin Users');
    const more = page.getByRole('button', { name: 'More actions for Kavya Raman' });
    await tabTo(page, more);
    await keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await keyboard.press('Enter');
    const block = page.getByRole('alertdialog', { name: 'Block this admin user?' });
    await tabTo(page, block.getByLabel(/^Reason/));
    await keyboard.type(REASON);
    await shot(page, 'block-dialog');
    await tabTo(page, block.getByRole('button', { name: 'Block' }));
    await keyboard.press('Enter');
    await page.getByText(`User ${APPLICANT.email} blocked.`, { exact: false }).first().waitFor();
    await block.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Unblock Kavya Raman' }).waitFor();
    // The menu button that opened the dialog has focus again.
    await expect.poll(() => isFocused(more)).toBe(true);
    await shot(page, 'admin-users');

    // Inbox: the message sent from the website, marked read.
    await openSection(page, 'Inbox');
    await page.getByText(MESSAGE).waitFor();
    await tabTo(page, page.getByRole('button', { name: /^Mark as read/ }));
    await keyboard.press('Enter');
    await page.getByText(`by ${ROOT_EMAIL}`, { exact: false }).waitFor();
    expect(await axeViolations(page), 'inbox').toEqual([]);

    // Logout asks first; Escape keeps the session, Enter on Logout ends it.
    const logoutButton = page.getByRole('banner').getByRole('button', { name: 'Logout' });
    await tabTo(page, logoutButton, true);
    await keyboard.press('Enter');
    const logout = page.getByRole('alertdialog', { name: 'Log out?' });
    await dialogOpen(logout);
    await keyboard.press('Escape');
    await logout.waitFor({ state: 'detached' });
    await expect
      .poll(() => isFocused(logoutButton), { message: 'focus returns to Logout' })
      .toBe(true);
    await keyboard.press('Enter');
    await tabTo(page, logout.getByRole('button', { name: 'Logout' }));
    await keyboard.press('Enter');
    await page.waitForURL(/\/super-admin\/login/);
    await page.getByRole('button', { name: 'Send OTP' }).waitFor();

    // The browser's Back: the dashboard's entry asks the server, which refuses; sign-in shows.
    await page.goBack();
    await page.getByRole('button', { name: 'Send OTP' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/super-admin/login');
    expect(await page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(0);
    expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
    await context.close();
  }, 180_000);
});
