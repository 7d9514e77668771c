import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_WAIT_MS, check, field } from './support/admin';
import { launchBrowser, openPage, viewports } from './support/browser';
import { latestCode } from './support/mail';
import { startServer, type RunningServer } from './support/server';

// Content Management and Website Management against the real server: write and publish an
// entry, schedule one, two editors on the same entry, and an admin who may only read the
// website settings. axe and sideways scrolling are checked on each new screen at 390 and 1280 px.

const ROOT = { email: 'admin@studio.local', password: 'kestrel-sarangi-29-drone' };
const APPLICANT = {
  firstName: 'Nila',
  lastName: 'Das',
  email: 'nila@artists.test',
  phoneNumber: '98450 55555',
  country: 'India',
  countryCode: '+91',
  birthDate: '1991-05-02',
  password: 'lotus-mridangam-71-echo',
};
const QUESTION = 'Do you record live choirs?';
const ANSWER = 'Yes: our live room seats a choir of forty.';

let server: RunningServer;
let browser: Browser;

async function signIn(page: Page, loginPath: string, email: string, password: string) {
  await page.goto(`${server.origin}${loginPath}`);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = field(page, 'Verification code');
  await code.waitFor();
  await code.fill(await latestCode(server.dataDir, email));
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

async function superAdminPage(width: keyof typeof viewports = 'desktop') {
  const opened = await openPage(browser, server.origin, viewports[width]);
  await signIn(opened.page, '/super-admin/login', ROOT.email, ROOT.password);
  // The sign-in screen's session check answers 401 before signing in, as it should.
  opened.consoleErrors.length = 0;
  return opened;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const saveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Saved|Saving|Unsaved|Offline|Not saved/ });

/** The draft is on the server (a save can take a while on a busy machine). */
async function saved(page: Page) {
  await expect.poll(() => saveStatus(page).textContent(), { timeout: 30_000 }).toMatch(/^Saved/);
}

async function openFaqEditor(page: Page, question: string, dashboard = '/super-admin/dashboard') {
  await page.goto(`${server.origin}${dashboard}/content/faqs`);
  await page.getByRole('table', { name: 'FAQs' }).getByRole('link', { name: question }).click();
  await heading(page, 'Edit FAQ').waitFor();
}

beforeAll(async () => {
  server = await startServer({
    SUPER_ADMIN_EMAIL: ROOT.email,
    SUPER_ADMIN_PASSWORD: ROOT.password,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Content Management', () => {
  it('a super admin writes an FAQ by keyboard, it saves itself, and Publish puts it live', async () => {
    const { page, context, consoleErrors } = await superAdminPage();
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Content', exact: true })
      .click();
    await heading(page, 'Content').waitFor();
    await check(page, 'content-types', 1280);
    await page.getByRole('link', { name: /^FAQs/ }).click();
    await heading(page, 'FAQs').waitFor();
    await page.getByRole('table', { name: 'FAQs' }).getByRole('row').nth(1).waitFor();
    await check(page, 'content-list', 1280);

    await page.getByRole('link', { name: 'New FAQ' }).click();
    await heading(page, 'New FAQ').waitFor();
    await check(page, 'content-new', 1280);
    const question = page.getByRole('textbox', { name: /^Question/ });
    await question.focus();
    await page.keyboard.type(QUESTION);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ANSWER);
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    expect(await page.getByRole('textbox', { name: /^Slug/ }).inputValue()).toBe(
      'do-you-record-live-choirs',
    );
    await page.getByRole('button', { name: 'Create draft' }).focus();
    await page.keyboard.press('Enter');
    await heading(page, 'Edit FAQ').waitFor();
    await page.getByText('Entry created.').first().waitFor();

    const answer = page.getByRole('textbox', { name: /^Answer/ });
    await answer.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' Book a week ahead.');
    await saved(page);
    await check(page, 'content-editor', 1280);

    await page.getByRole('button', { name: 'Publish', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Entry published.').first().waitFor({ timeout: PUBLISH_WAIT_MS });

    // The list shows it live without a reload.
    await page.getByRole('link', { name: 'FAQs', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: QUESTION });
    await row.getByText('Published').waitFor();

    // What the API now holds live is what was typed.
    const listed = (await (
      await page.request.get(`${server.origin}/api/content/faqs?q=choirs`)
    ).json()) as { items: { state: string; liveSlug: string | null }[] };
    expect(listed.items).toEqual([
      expect.objectContaining({ state: 'published', liveSlug: 'do-you-record-live-choirs' }),
    ]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('an answer edited as a draft shows in its preview (noindex, never stored) and not on /faq, until Publish puts it there', async () => {
    const { page, context, consoleErrors } = await superAdminPage();
    await openFaqEditor(page, QUESTION);
    const published = `${ANSWER} Book a week ahead.`;
    const draft = `${ANSWER} Previews show a draft before it goes live.`;
    await page.getByRole('textbox', { name: /^Answer/ }).fill(draft);
    await saved(page);

    const previewErrors: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error' && message.page() !== page) previewErrors.push(message.text());
    });
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Preview', exact: true }).click(),
    ]);
    await preview.waitForLoadState();
    expect(await preview.locator('meta[name="robots"]').first().getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    // It hydrates (its CSP allows its scripts) and keeps its own address for a reload.
    await preview.locator('html[data-hydrated="true"]').waitFor();
    await expect.poll(() => new URL(preview.url()).pathname).toMatch(/^\/preview\/[\w-]+\.[\w-]+$/);
    await preview.getByRole('button', { name: 'Decline' }).click();
    await preview.getByRole('button', { name: QUESTION }).click();
    await preview.getByText(draft).waitFor();
    expect(previewErrors).toEqual([]);
    const answered = await page.request.get(preview.url());
    expect(answered.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answered.headers()['cache-control']).toBe('no-store');

    // A visitor still sees what is published.
    const visitor = await openPage(browser, server.origin, viewports.desktop);
    await visitor.page.goto(`${server.origin}/faq`);
    expect(await visitor.page.content()).toContain(published);
    expect(await visitor.page.content()).not.toContain(draft);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Entry published.').first().waitFor({ timeout: PUBLISH_WAIT_MS });
    await visitor.page.reload();
    expect(await visitor.page.content()).toContain(draft);
    expect(await visitor.page.content()).not.toContain(published);
    expect(consoleErrors).toEqual([]);
    await visitor.context.close();
    await context.close();
  });

  it('a super admin writes an article with a body and a hero image from the library, and publishes it', async () => {
    const { page, context, consoleErrors } = await superAdminPage();
    const png = await sharp({
      create: { width: 640, height: 360, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    const uploaded = await page.request.post(`${server.origin}/api/media`, {
      headers: { origin: server.origin },
      multipart: { file: { name: 'stage.png', mimeType: 'image/png', buffer: png } },
    });
    expect(uploaded.status()).toBe(201);
    const { item } = (await uploaded.json()) as { item: { id: string } };
    const described = await page.request.patch(`${server.origin}/api/media/${item.id}`, {
      data: { alt: 'A red stage curtain' },
    });
    expect(described.status()).toBe(200);

    await page.goto(`${server.origin}/super-admin/dashboard/content/articles/new`);
    await heading(page, 'New article').waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill('Choir week at the studio');
    await page.getByLabel(/^Date/).fill('2026-11-20');
    await page.getByRole('textbox', { name: /^Author/ }).fill('Nila Das');
    await page.getByRole('textbox', { name: /^Summary/ }).fill('Forty voices in the live room.');
    const body = page.getByRole('textbox', { name: /^Body/ });
    await body.click();
    await page.keyboard.type('Forty voices filled the live room this week.');
    await page.getByRole('button', { name: /Choose image/ }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('button', { name: 'Use stage.png' }).click();
    await page.getByRole('img', { name: 'A red stage curtain' }).waitFor();
    await page.getByRole('button', { name: 'Create draft' }).click();
    await heading(page, 'Edit article').waitFor();
    await check(page, 'article-editor', 1280);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Entry published.').first().waitFor({ timeout: PUBLISH_WAIT_MS });

    const listed = (await (
      await page.request.get(`${server.origin}/api/content/articles?q=choir-week-at-the-studio`)
    ).json()) as { items: { state: string; liveSlug: string | null }[] };
    expect(listed.items).toEqual([
      expect.objectContaining({ state: 'published', liveSlug: 'choir-week-at-the-studio' }),
    ]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('an article body typed in the editor survives a reload right after the last key, then saves itself', async () => {
    const { page, context, consoleErrors } = await superAdminPage();
    await page.goto(`${server.origin}/super-admin/dashboard/content/articles`);
    await page.getByRole('link', { name: 'Choir week at the studio' }).click();
    await heading(page, 'Edit article').waitFor();
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('textbox', { name: /^Body/ }).click();
    await page.keyboard.press('Control+End');
    // One input (as a paste is): typed key by key on a loaded machine, a pause of over a second
    // between two keys let the autosave send the first words, and that save, landing after the
    // reload had read the entry, made the restored draft's save a conflict (clean-clone run 17).
    await page.keyboard.insertText(' The altos came in late.');
    // Reloading with unsaved changes asks first: leave.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByText(/Unsaved changes from this browser were restored/).waitFor();
    expect(await page.getByRole('textbox', { name: /^Body/ }).innerText()).toContain(
      'The altos came in late.',
    );
    // The restored-changes notice is a status too: wait for the save status itself.
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved/ })
      .waitFor({ timeout: 30_000 });
    const answer = await page.request.get(`${server.origin}/api/content/articles/${id}`);
    const { entry } = (await answer.json()) as { entry: { data: { body: unknown } } };
    expect(JSON.stringify(entry.data.body)).toContain('The altos came in late.');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a release of a draft scheduled in the editor shows as scheduled in the list with its time', async () => {
    const { page, context } = await superAdminPage();
    await openFaqEditor(page, QUESTION);
    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setSeconds(0, 0);
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    // A change to schedule (the published entry has none yet).
    const answer = page.getByRole('textbox', { name: /^Answer/ });
    await answer.fill(`${ANSWER} Recording days are Tuesdays.`);
    await saved(page);
    await page.getByRole('textbox', { name: /^Publish at/ }).fill(local);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('Publication scheduled.').first().waitFor();
    await page.getByRole('link', { name: 'FAQs', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: QUESTION });
    const shown = at.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    await row.getByText(`Goes live ${shown}`).waitFor();
    await context.close();
  });

  it('two editors change the same entry: the second sees the conflict, keeps every character, and saves on top', async () => {
    const first = await superAdminPage();
    const second = await superAdminPage();
    await openFaqEditor(first.page, QUESTION);
    await openFaqEditor(second.page, QUESTION);

    const firstAnswer = first.page.getByRole('textbox', { name: /^Answer/ });
    await firstAnswer.fill('First editor’s answer.');
    await saved(first.page);

    const secondAnswer = second.page.getByRole('textbox', { name: /^Answer/ });
    const typed = 'Second editor’s answer, typed on the older version.';
    await secondAnswer.fill(typed);
    const conflict = second.page.getByRole('region', { name: 'Changed on the server' });
    await conflict.waitFor();
    await conflict.getByText('First editor’s answer.').waitFor();
    expect(await secondAnswer.inputValue()).toBe(typed);
    await check(second.page, 'content-conflict', 1280);

    await conflict.getByRole('button', { name: 'Keep mine on top of theirs' }).click();
    await saved(second.page);
    await first.page.reload();
    await heading(first.page, 'Edit FAQ').waitFor();
    expect(await first.page.getByRole('textbox', { name: /^Answer/ }).inputValue()).toBe(typed);
    await first.context.close();
    await second.context.close();
  });

  it('the new screens are axe clean and fit at 390 px', async () => {
    const { page, context } = await superAdminPage('phone');
    const base = `${server.origin}/super-admin/dashboard`;
    for (const [name, path, title] of [
      ['content-types', '/content', 'Content'],
      ['content-list', '/content/faqs', 'FAQs'],
      ['content-new', '/content/articles/new', 'New article'],
      ['website', '/website', 'Website Management'],
    ] as const) {
      await page.goto(`${base}${path}`);
      await heading(page, title).waitFor();
      await page.waitForLoadState('networkidle');
      await check(page, name, 390);
    }
    await openFaqEditor(page, QUESTION);
    await check(page, 'content-editor', 390);
    await context.close();
  });
});

describe('Website Management', () => {
  it('an admin cannot open the website settings for editing, and the API refuses their change', async () => {
    const root = await superAdminPage();
    const created = await fetch(`${server.origin}/api/admin/signup-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(APPLICANT),
    });
    expect(created.status).toBe(201);
    const requests = (await (
      await root.page.request.get(`${server.origin}/api/super-admin/signup-requests`)
    ).json()) as { requests: { _id: string; email: string }[] };
    const request = requests.requests.find((item) => item.email === APPLICANT.email);
    const approved = await root.page.request.post(
      `${server.origin}/api/super-admin/approve-signup`,
      {
        data: { requestId: request?._id },
      },
    );
    expect(approved.status()).toBe(200);
    await check(root.page, 'website', 1280);
    await root.context.close();

    const { page, context } = await openPage(browser, server.origin, viewports.desktop);
    await signIn(page, '/admin/login', APPLICANT.email, APPLICANT.password);
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Website Management' })
      .click();
    await heading(page, 'Website Management').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Save website settings' }).count()).toBe(0);
    for (const box of await page.getByRole('textbox').all()) {
      if ((await box.getAttribute('type')) === 'search') continue;
      expect(await box.isDisabled()).toBe(true);
    }
    await check(page, 'website-admin', 1280);
    const refused = await page.request.put(`${server.origin}/api/website`, {
      data: { version: 1, settings: {} },
    });
    expect(refused.status()).toBe(403);
    await context.close();
  });

  it('an editor sees who else has the entry open, takes it over, and the other editor is told', async () => {
    // The admin approved in the test above and the super admin open the same FAQ.
    const root = await superAdminPage();
    const other = await openPage(browser, server.origin, viewports.desktop);
    await signIn(other.page, '/admin/login', APPLICANT.email, APPLICANT.password);
    await openFaqEditor(root.page, QUESTION);
    await openFaqEditor(other.page, QUESTION, '/admin/dashboard');

    // Each sees the other, the first to open it on its next heartbeat.
    const notice = (page: Page, text: RegExp) =>
      page.locator('p').filter({ hasText: text }).first();
    const adminEditing = /Nila Das is editing since \d{1,2}:\d{2}/;
    await notice(other.page, /Super Admin is editing since \d{1,2}:\d{2}/).waitFor();
    await notice(root.page, adminEditing).waitFor();
    await check(root.page, 'content-presence', 1280);

    await other.page.getByRole('button', { name: 'Take over' }).click();
    await notice(root.page, /Nila Das took over at \d{1,2}:\d{2}/).waitFor();
    // The tab it was taken from is told in its live region too, for a screen reader.
    await expect
      .poll(() => root.page.getByRole('status').filter({ hasText: 'took over' }).count())
      .toBeGreaterThan(0);

    // Leaving the editor says goodbye: the super admin's tab stops showing the admin on its
    // next heartbeat, not after the expiry.
    await other.page.goto(`${server.origin}/admin/dashboard`);
    await expect.poll(() => notice(root.page, adminEditing).count()).toBe(0);
    await other.context.close();
    await root.context.close();
  });
});
