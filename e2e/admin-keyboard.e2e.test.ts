import { mkdir } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, dialogOpen, launchBrowser, openPage, viewports } from './support/browser';
import { articleTitled } from './support/content';
import { latestCode } from './support/mail';
import { MovedClock, startServer, type RunningServer } from './support/server';

// One whole admin journey by keyboard alone: Tab, Shift+Tab, typing, Enter and Escape, never a
// click. Each control is reached by tabbing to it, so a control the keyboard cannot reach (or a
// screen that drops focus on the floor) fails here. Every journey runs on one server: each has
// its own applicant, message and articles, and signs the super admin in a minute after the
// last (the server's clock moved on; see signInByKeyboard).

const ROOT_EMAIL = 'admin@studio.local';
const ROOT_PASSWORD = 'saffron-tanpura-62-dholak';
/** An applicant for the journey at each width, approved and then blocked by it. */
const applicantNamed = (
  firstName: string,
  lastName: string,
  email: string,
  phoneNumber: string,
) => ({
  firstName,
  lastName,
  email,
  phoneNumber,
  country: 'India',
  countryCode: '+91',
  birthDate: '1992-07-21',
  password: 'monsoon-veena-58-ghatam',
});
/** What each width's journey finds waiting: its applicant and a message from the website. */
const JOURNEYS = [
  {
    label: '1280 px',
    viewport: viewports.desktop,
    applicant: applicantNamed('Kavya', 'Raman', 'kavya@artists.test', '98860 24680'),
    sender: 'Arjun Das',
    message: 'Could you score a twelve-minute short film by the end of March?',
  },
  {
    label: '390 px',
    viewport: viewports.phone,
    applicant: applicantNamed('Ishaan', 'Menon', 'ishaan@artists.test', '98860 13579'),
    sender: 'Meera Pillai',
    message: 'Could you record a sitar duet for our wedding film in April?',
  },
];
const REASON = 'Signed in from an unknown device while on leave.';

let browser: Browser;
let server: RunningServer;
/** The server's time rules read this clock: signInByKeyboard moves it a minute on. */
const clock = new MovedClock();
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

/** Tabs to `target` in the direction it lies from the focus (rows list newest first). */
async function tabToward(page: Page, target: Locator) {
  await target.waitFor();
  const before = await target.evaluate(
    (element) =>
      document.activeElement !== null &&
      (document.activeElement.compareDocumentPosition(element) &
        Node.DOCUMENT_POSITION_PRECEDING) !==
        0,
  );
  await tabTo(page, target, before);
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

/**
 * Signs the super admin in by keyboard: email, password, Enter; the code step takes focus. The
 * server mails one person a code at most once a minute (the last one stands until then): its
 * clock is moved a minute on first, so each journey's sign-in gets a code of its own.
 */
async function signInByKeyboard(page: Page) {
  const { keyboard } = page;
  clock.advance(61_000);
  await page.goto(`${server.origin}/super-admin/login`);
  await tabTo(page, page.getByLabel(/^Email/));
  await keyboard.type(ROOT_EMAIL);
  await tabTo(page, page.getByLabel(/^Password/));
  await keyboard.type(ROOT_PASSWORD);
  await keyboard.press('Enter');
  const codeField = page.getByLabel(/^Verification code/);
  await codeField.waitFor();
  await page.getByText(`Enter the 6-digit code we sent to ${ROOT_EMAIL}`).waitFor();
  await expect.poll(() => isFocused(codeField), { message: 'the code field has focus' }).toBe(true);
  await keyboard.type(await latestCode(server.dataDir, ROOT_EMAIL));
  await keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer(
      {
        SUPER_ADMIN_EMAIL: ROOT_EMAIL,
        SUPER_ADMIN_PASSWORD: ROOT_PASSWORD,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      },
      { clock },
    ),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(JOURNEYS)('the admin app by keyboard alone at $label', (journey) => {
  const { viewport, applicant, message } = journey;
  const name = `${applicant.firstName} ${applicant.lastName}`;
  beforeAll(async () => {
    expect((await post(server, '/api/admin/signup-requests', applicant)).status).toBe(201);
    const sent = { kind: 'contact', name: journey.sender, email: 'arjun@films.test', message };
    expect((await post(server, '/api/messages', sent)).status).toBe(201);
  });

  it('signs in, approves a request, blocks an admin with a reason, reads the inbox, logs out, and Back shows no dashboard', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin, viewport);
    const { keyboard } = page;
    // Sign-in: email and password, Enter sends the code; the code step takes focus.
    await signInByKeyboard(page);

    // Signup requests: approve the applicant in the dialog that names them.
    await openSection(page, 'Signup Requests');
    await tabTo(page, page.getByRole('button', { name: `Approve ${name}` }));
    await keyboard.press('Enter');
    const approve = page.getByRole('alertdialog', { name: 'Approve this signup request?' });
    await approve.getByText(applicant.email).waitFor();
    await tabTo(page, approve.getByRole('button', { name: 'Approve' }));
    await keyboard.press('Enter');
    await page.getByText('Signup request approved.', { exact: false }).first().waitFor();
    await approve.waitFor({ state: 'detached' });
    // Approved is final: View is her row's button now, and focus is on it (the same control).
    const view = page.getByRole('button', { name: `View ${name}` });
    await view.waitFor();
    expect(await page.getByRole('button', { name: `Approve ${name}` }).count()).toBe(0);
    await shot(page, 'signup-requests');
    await expect.poll(() => isFocused(view)).toBe(true);
    // View by keyboard; Escape brings focus back to the button that opened it.
    await keyboard.press('Enter');
    // Escape only once the dialog holds the focus: its Escape listener comes with that commit.
    await dialogOpen(page.getByRole('dialog', { name }));
    await keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(view)).toBe(true);

    // Admin users: block the applicant, with the reason typed in the dialog.
    await openSection(page, 'Admin Users');
    const more = page.getByRole('button', { name: `More actions for ${name}` });
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
    await page.getByText(`User ${applicant.email} blocked.`, { exact: false }).first().waitFor();
    await block.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Unblock ${name}` }).waitFor();
    // The menu button that opened the dialog has focus again.
    await expect.poll(() => isFocused(more)).toBe(true);
    await shot(page, 'admin-users');

    // Inbox: the message sent from the website, marked read.
    await openSection(page, 'Inbox');
    const card = page.getByRole('article', { name: `Message from ${journey.sender}` });
    await card.getByText(message).waitFor();
    await tabTo(page, card.getByRole('button', { name: /^Mark as read/ }));
    await keyboard.press('Enter');
    await card.getByText(`by ${ROOT_EMAIL}`, { exact: false }).waitFor();
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

/** Three drafts per width, their titles none another's prefix (names are matched as text). */
const articles = (width: number) => [
  `Tabla Nights at the Rain Room, ${width}`,
  `Veena Sessions Go Live, ${width}`,
  `Monsoon Choir Recordings, ${width}`,
];

describe.each([
  ['390 px', viewports.phone],
  ['1024 px', { width: 1024, height: 768 }],
  ['1280 px', viewports.desktop],
])('the trash and bulk actions by keyboard alone at %s', (_width, viewport) => {
  const ARTICLES = articles(viewport.width);

  it('selects two articles, moves them to the trash in bulk, switches to the Trash and restores one', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin, viewport);
    const { keyboard } = page;
    await signInByKeyboard(page);
    // Three drafts, written through the API with the session the keyboard just opened.
    for (const title of ARTICLES) {
      const created = await page.request.post(`${server.origin}/api/content/articles`, {
        data: { data: articleTitled(title) },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const [first, second, kept] = ARTICLES as [string, string, string];

    await openSection(page, 'Content');
    await tabTo(page, page.getByRole('link', { name: /^Articles/ }));
    await keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();

    // The selection column: Space toggles a row's checkbox.
    for (const title of [first, second]) {
      const box = page.getByRole('checkbox', { name: `Select ${title}` });
      await tabToward(page, box);
      await keyboard.press('Space');
      await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
    }
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await bulk.getByText('2 entries selected').waitFor();

    // Move to trash asks first, and the confirmation opens on Cancel (a destructive action).
    // The bar is above the table: back from the rows (the earlier widths' articles are listed too).
    await tabToward(page, bulk.getByRole('button', { name: 'Move to trash' }));
    await keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Move 2 entries to the trash?' });
    await dialogOpen(confirm);
    await expect
      .poll(() => isFocused(confirm.getByRole('button', { name: 'Cancel' })), {
        message: 'the confirmation opens on Cancel',
      })
      .toBe(true);
    await tabTo(page, confirm.getByRole('button', { name: 'Move to trash' }));
    await keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    // The counts are announced in the polite live region; the two rows leave the list.
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Move to trash:' }).textContent())
      .toBe('Move to trash: 2 done, 0 conflict, 0 refused.');
    await expect
      .poll(() => page.getByRole('checkbox', { name: `Select ${first}` }).count())
      .toBe(0);
    expect(await page.getByRole('checkbox', { name: `Select ${second}` }).count()).toBe(0);
    await page.getByRole('checkbox', { name: `Select ${kept}` }).waitFor();
    await shot(page, 'bulk-trash');

    // The Trash view lists both; a super admin restores one from its row.
    await tabTo(page, page.getByRole('link', { name: 'Trash', exact: true }), true);
    await keyboard.press('Enter');
    await page
      .getByText('Entries here are deleted for good after 30 days unless restored.')
      .waitFor();
    const restore = page.getByRole('button', { name: `Restore ${first}` });
    await page.getByRole('button', { name: `Restore ${second}` }).waitFor();
    await tabTo(page, restore);
    await keyboard.press('Enter');
    const restoreDialog = page.getByRole('alertdialog', { name: 'Restore this article?' });
    await dialogOpen(restoreDialog);
    await tabTo(page, restoreDialog.getByRole('button', { name: 'Restore' }));
    await keyboard.press('Enter');
    await restoreDialog.waitFor({ state: 'detached' });
    await page.getByText('Entry restored from the trash as a draft.').first().waitFor();
    await expect.poll(() => restore.count(), { message: `${first} leaves the trash` }).toBe(0);
    await page.getByRole('button', { name: `Restore ${second}` }).waitFor();
    expect(await axeViolations(page), 'trash').toEqual([]);
    await shot(page, 'trash-restored');

    // Back in the list, the restored article is there again as a draft.
    await tabTo(page, page.getByRole('link', { name: 'Entries', exact: true }), true);
    await keyboard.press('Enter');
    await page.getByRole('checkbox', { name: `Select ${first}` }).waitFor();
    expect(await page.getByRole('checkbox', { name: `Select ${second}` }).count()).toBe(0);
    // The sign-in page asks for a session first and is told there is none (401).
    expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
    await context.close();
  }, 180_000);
});
