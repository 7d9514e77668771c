import type { Browser } from 'playwright-core';
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

describe('journeys', () => {
  it('the FAQ filter chips load their code on the first pointer, and the press, Tab and arrow keys work across the take-over', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // The chips' code is held back until the test lets it arrive, as a slow network would.
    let letCodeArrive = () => {};
    const codeMayArrive = new Promise<void>((resolve) => (letCodeArrive = resolve));
    await page.route(/FilterTabsList/, async (route) => {
      await codeMayArrive;
      await route.continue();
    });
    await page.goto(`${server.origin}/faq`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const chipsCode = () => scripts.filter((url) => url.includes('FilterTabsList'));
    expect(chipsCode()).toEqual([]);

    // The pointer over the chips starts the load; the press selects before it has finished.
    await page.getByRole('tab', { name: /^Billing/ }).click();
    await page.getByRole('tab', { name: /^Billing/, selected: true }).waitFor();
    await expect.poll(() => chipsCode().length).toBe(1);

    // Focus and pointer leave the chips; the code arrives just as focus comes back to them.
    await page.getByRole('searchbox').first().focus();
    await page.mouse.move(0, 0);
    letCodeArrive();
    await page.getByRole('tab', { name: /^Billing/, selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: /^Technical/, selected: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Technical/);
    await page.keyboard.press('Home');
    await page.getByRole('tab', { name: /^All/, selected: true }).waitFor();

    // Once focus has left, Radix has the chips (it puts the tab stop on the list); back to them.
    await page.getByRole('searchbox').first().focus();
    await page.locator('[role="tablist"][tabindex="0"]').waitFor();
    await page.getByRole('tab', { name: /^All/, selected: true }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('tab', { name: /^General/, selected: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^General/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('an unknown path answers 404 with the 404 page, and View Sitemap opens the sitemap', async () => {
    const { context, page } = await openPage(browser, server.origin);
    const response = await page.goto(`${server.origin}/no-such-help-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('link', { name: 'View Sitemap' }).click();
    await page.waitForURL(`${server.origin}/site`);
    await page.getByRole('heading', { level: 2, name: 'Support & Help' }).waitFor();
    await context.close();
  });

  it('the search page works by keyboard: typing updates ?q= without a reload, Tab and Enter open a result', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin);
    await page.goto(`${server.origin}/search`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    // A marker that survives client navigation and vanishes on a full page load.
    await page.evaluate(() => ((window as unknown as { keptAlive: boolean }).keptAlive = true));
    // The page's own box (the header's, with the same name, is in the banner).
    await page.getByRole('main').getByRole('searchbox', { name: 'Search the website' }).focus();
    await page.keyboard.type('cancellation');
    await page.waitForURL(`${server.origin}/search?q=cancellation`);
    await page.getByRole('status').filter({ hasText: 'results for "cancellation"' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.origin}/faq#what-is-your-cancellation-policy`);
    await expect(
      page
        .getByRole('button', { name: 'What is your cancellation policy?' })
        .getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    expect(
      await page.evaluate(() => (window as unknown as { keptAlive?: boolean }).keptAlive),
    ).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a search link with a query shows its matches, and Browse All Services clears it', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin);
    await page.goto(`${server.origin}/search?q=no-such-thing-here`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByText('No results found for "no-such-thing-here"').waitFor();
    await page.getByText('Try different keywords or browse our services.').waitFor();
    await page.getByRole('button', { name: 'Browse All Services' }).click();
    await page.waitForURL(`${server.origin}/search`);
    await expect(
      page.getByRole('main').getByRole('searchbox', { name: 'Search the website' }).inputValue(),
    ).resolves.toBe('');
    // Every entry, grouped by kind, twelve a page.
    await page
      .getByRole('status')
      .filter({ hasText: /Showing all \d+ pages and answers/ })
      .waitFor();
    expect(await page.getByRole('main').getByRole('listitem').getByRole('link').count()).toBe(12);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('cookie settings are saved in localStorage and still shown after a reload', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin);
    await page.goto(`${server.origin}/cookie-settings`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const analytics = page.getByRole('switch', { name: 'Analytics' });
    await analytics.click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Cookie preferences saved successfully!').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('cookiePreferences'));
    expect(JSON.parse(stored ?? 'null')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(
      page.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await expect(
      page.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked'),
    ).resolves.toBe('false');
    await expect(page.getByRole('switch', { name: 'Necessary' }).isDisabled()).resolves.toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
