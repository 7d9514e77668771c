// What a visitor does on a prerendered page before it hydrates: each page opens with its module
// scripts held back, the typing, choosing and sending happen on the bare HTML, then the scripts
// are released and the page must carry on from there, as if it had all been done just now.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type HeldPage = {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  /** Lets the held scripts through and waits until React has taken the page over. */
  hydrate: () => Promise<void>;
};

/** Opens `path` as a new visitor with every JavaScript file held back until `hydrate()`. */
async function openHeld(path: string, heading: string): Promise<HeldPage> {
  const { context, page, consoleErrors } = await openPage(browser, server.origin);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${server.origin}${path}`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return {
    context,
    page,
    consoleErrors,
    hydrate: async () => {
      release();
      await page.locator('html[data-hydrated]').waitFor();
    },
  };
}

/** The page is still the prerendered HTML: no hydration marker, and React owns no element yet. */
async function expectNotHydrated(page: Page, field: Locator) {
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  expect(
    await field.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith('__react')),
    ),
  ).toBe(false);
}

/** The mails in the server's outbox (written before the API answers) whose text contains `needle`. */
async function mailsContaining(needle: string): Promise<{ to: string; text: string }[]> {
  const folder = join(server.dataDir, 'outbox');
  const found: { to: string; text: string }[] = [];
  let files: string[] = [];
  try {
    files = (await readdir(folder)).filter((file) => file.endsWith('.json'));
  } catch {
    return found;
  }
  for (const file of files) {
    const mail = JSON.parse(await readFile(join(folder, file), 'utf8')) as {
      to: string;
      text: string;
    };
    if (mail.text.includes(needle)) found.push(mail);
  }
  return found;
}

/** The inbox mail for `needle`, which the API writes before it answers the page (at most 5 s). */
async function inboxMail(needle: string) {
  let mails: { to: string; text: string }[] = [];
  await expect
    .poll(async () => (mails = await mailsContaining(needle)).length, { timeout: 5_000 })
    .toBeGreaterThan(0);
  return mails;
}

describe('typed, chosen and sent before the page hydrates', () => {
  it('/faq: the question search keeps what was typed and filters by it', async () => {
    const { context, page, consoleErrors, hydrate } = await openHeld(
      '/faq',
      'Frequently Asked Questions',
    );
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    await expectNotHydrated(page, search);
    await search.pressSequentially('payment');
    // Nothing filters yet: that waits for the page's scripts.
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^10 questions$/ })
        .count(),
    ).toBe(1);

    await hydrate();

    expect(await search.inputValue()).toBe('payment');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 question$/ })
      .waitFor();
    expect(await page.getByRole('button', { name: 'How does payment work?' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/help: the help search keeps what was typed and filters by it', async () => {
    const { context, page, consoleErrors, hydrate } = await openHeld('/help', 'Help Center');
    const search = page.getByRole('searchbox', { name: 'Search help topics and questions' });
    await expectNotHydrated(page, search);
    await search.pressSequentially('invoice');

    await hydrate();

    expect(await search.inputValue()).toBe('invoice');
    await page.getByRole('status').filter({ hasText: 'match "invoice"' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/search: the search box keeps what was typed, searches it and puts it in the address', async () => {
    const { context, page, consoleErrors, hydrate } = await openHeld('/search', 'Search');
    // The page's own box, not the header's search of the same name.
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search the website' });
    await expectNotHydrated(page, search);
    await search.pressSequentially('mixing');

    await hydrate();

    await page.waitForURL(/\/search\?q=mixing$/);
    expect(await search.inputValue()).toBe('mixing');
    await page.getByRole('status').filter({ hasText: 'mixing' }).waitFor();
    expect(await page.getByRole('list', { name: 'Search results' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/contact: a message typed and sent before hydration is sent once ready and reaches the inbox', async () => {
    const { context, page, consoleErrors, hydrate } = await openHeld('/contact', 'Get in Touch');
    const name = page.getByRole('textbox', { name: 'Full Name' });
    await expectNotHydrated(page, name);
    await name.pressSequentially('Meera Iyer');
    await page
      .getByRole('textbox', { name: 'Email Address' })
      .pressSequentially('meera@example.com');
    await page.getByRole('textbox', { name: 'Phone Number' }).pressSequentially('+91 98765 43210');
    // The service is the browser's own select: it can be chosen before any script runs.
    await page
      .getByRole('combobox', { name: 'Service Interest' })
      .selectOption({ label: 'Video Production' });
    await page
      .getByRole('textbox', { name: 'Message' })
      .pressSequentially('Typed before the page was ready: a score for our short film.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Not sent natively (that would reload the page with the message in its address).
    expect(new URL(page.url()).search).toBe('');

    await hydrate();

    await page
      .getByText('Thank you for your message! We will get back to you within 24 hours.')
      .waitFor();
    expect(await name.inputValue()).toBe('');
    const mails = await inboxMail('a score for our short film');
    expect(mails).toHaveLength(1);
    // No STUDIO_INBOX_EMAIL: the stored identity's email is the studio's inbox.
    expect(mails[0]?.to).toBe('hello@sargamstudios.example');
    expect(mails[0]?.text).toContain('Meera Iyer');
    expect(mails[0]?.text).toContain('meera@example.com');
    expect(mails[0]?.text).toContain('Service: video-production');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/contact-support: what was typed before hydration is sent when Send is pressed after it', async () => {
    const { context, page, consoleErrors, hydrate } = await openHeld(
      '/contact-support',
      'Contact Support',
    );
    const name = page.getByRole('textbox', { name: 'Full Name' });
    await expectNotHydrated(page, name);
    await name.pressSequentially('Kabir Shah');
    await page
      .getByRole('textbox', { name: 'Email Address' })
      .pressSequentially('kabir@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).pressSequentially('Stems download');
    await page
      .getByRole('textbox', { name: 'Message' })
      .pressSequentially('The stems link typed before hydration has expired.');

    await hydrate();

    expect(await name.inputValue()).toBe('Kabir Shah');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you for your message!', { exact: false }).waitFor();
    const mails = await inboxMail('The stems link typed before hydration has expired.');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Kabir Shah');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/coming-soon: an early-access email typed and submitted with Enter before hydration is sent', async () => {
    const { context, page, consoleErrors, hydrate } = await openHeld(
      '/coming-soon',
      'Something New Is Coming',
    );
    const email = page.getByRole('textbox', { name: 'Email Address' });
    await expectNotHydrated(page, email);
    await email.pressSequentially('early.bird@example.com');
    await email.press('Enter');
    expect(new URL(page.url()).search).toBe('');

    await hydrate();

    await page
      .getByRole('status')
      .filter({ hasText: "Thank you! You'll be notified when we launch." })
      .waitFor();
    expect(await inboxMail('early.bird@example.com')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/tracks: the track search and the chosen filter survive hydration and filter the list', async () => {
    const { context, page, consoleErrors, hydrate } = await openHeld(
      '/tracks',
      'Listen to Our Tracks',
    );
    const search = page.getByRole('searchbox', { name: 'Search tracks' });
    await expectNotHydrated(page, search);
    const allRows = await page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').count();
    await page.getByRole('tab', { name: /^Featured/ }).click();
    await search.pressSequentially('a');

    await hydrate();

    expect(await search.inputValue()).toBe('a');
    await page.getByRole('tab', { name: /^Featured/, selected: true }).waitFor();
    const shown = await page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').count();
    expect(shown).toBeLessThan(allRows);
    await page
      .getByRole('status')
      .filter({ hasText: `Showing ${shown} of` })
      .waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/newsroom: the news search and the chosen category survive hydration and filter the stories', async () => {
    const { context, page, consoleErrors, hydrate } = await openHeld('/newsroom', 'News & Stories');
    const search = page.getByRole('searchbox', { name: 'Search news' });
    await expectNotHydrated(page, search);
    await page.getByRole('tab', { name: 'Video' }).click();
    await search.pressSequentially('zzzz-nothing');

    await hydrate();

    expect(await search.inputValue()).toBe('zzzz-nothing');
    await page.getByRole('tab', { name: 'Video', selected: true }).waitFor();
    await page.getByText('No stories found for "zzzz-nothing"').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/cookie-settings: switches flipped and Save pressed before hydration are applied and saved', async () => {
    const { context, page, consoleErrors, hydrate } = await openHeld(
      '/cookie-settings',
      'Cookie Settings',
    );
    const analytics = page.getByRole('switch', { name: 'Analytics' });
    await expectNotHydrated(page, analytics);
    await analytics.click();
    await page.getByRole('switch', { name: 'Marketing' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();

    await hydrate();

    await page.getByRole('switch', { name: 'Analytics', checked: true }).waitFor();
    await page.getByRole('switch', { name: 'Marketing', checked: true }).waitFor();
    expect(await page.getByRole('switch', { name: 'Preferences' }).isChecked()).toBe(false);
    await page.getByText('Cookie preferences saved successfully!').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('cookiePreferences'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      analytics: true,
      marketing: true,
      preferences: false,
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
