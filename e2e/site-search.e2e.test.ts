import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, viewports } from './support/browser';
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

const LABEL = 'Search the website';

describe('the header search', () => {
  it('with scripts blocked is a form: Enter opens /search with the query', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.origin}/about`);
    await page.getByRole('searchbox', { name: LABEL }).fill('tabla lessons');
    await Promise.all([page.waitForURL('**/search?q=*'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('tabla lessons');
    await context.close();
  });

  it('keeps every key typed while its code loads and right after, and then suggests matches', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin);
    // Hold the combobox's chunk until the visitor has typed, as on a slow connection.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/HeaderSearchCombobox-*.js', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.origin}/about`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('searchbox', { name: LABEL }).focus();
    await page.keyboard.type('qwertyzz');
    release();
    const combobox = page.getByRole('combobox', { name: LABEL });
    await combobox.waitFor();
    await page.keyboard.type(' mastering');
    expect(await combobox.inputValue()).toBe('qwertyzz mastering');
    expect(await combobox.evaluate((input) => input === document.activeElement)).toBe(true);

    // Without delay between keys, once loaded.
    await combobox.fill('');
    await page.keyboard.type('qwertyzz mastering', { delay: 0 });
    expect(await combobox.inputValue()).toBe('qwertyzz mastering');

    await combobox.fill('');
    await page.keyboard.type('cancellation');
    await page.getByRole('option', { name: /cancellation policy/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/faq#what-is-your-cancellation-policy');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the header search at 390 px', () => {
  it('shows its suggestions across the viewport below the header, each badge whole', async () => {
    const { context, page, consoleErrors } = await openPage(
      browser,
      server.origin,
      viewports.phone,
    );
    await page.goto(`${server.origin}/about`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('searchbox', { name: LABEL }).focus();
    await page.keyboard.type('music');
    const listbox = page.getByRole('listbox');
    await page.getByRole('option').first().waitFor();
    const header = await page.getByRole('banner').boundingBox();
    const list = await listbox.boundingBox();
    expect(header).not.toBeNull();
    expect(list).not.toBeNull();
    if (!header || !list) return;
    expect(list.width).toBeGreaterThanOrEqual(viewports.phone.width - 32);
    expect(list.x + list.width).toBeLessThanOrEqual(viewports.phone.width);
    expect(list.y).toBeGreaterThanOrEqual(header.y + header.height - 1);

    const options = await page.getByRole('option').evaluateAll((elements) =>
      elements.map((option) => {
        const title = option.querySelector('span > span');
        const badge = option.querySelector('span > span + span');
        const lineHeight = title ? parseFloat(getComputedStyle(title).lineHeight) : 0;
        return {
          title: title?.textContent ?? '',
          titleLines: title ? Math.round(title.getBoundingClientRect().height / lineHeight) : 0,
          words: (title?.textContent ?? '').split(/\s+/).length,
          badge: badge?.textContent ?? '',
          badgeCut: badge ? badge.scrollWidth > badge.clientWidth : false,
        };
      }),
    );
    expect(options.map(({ badge }) => badge)).toContain('News');
    for (const option of options) {
      expect(option.badgeCut, option.badge).toBe(false);
      // One word a line is what a too-narrow list looks like.
      if (option.words > 2) expect(option.titleLines, option.title).toBeLessThan(option.words);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the search page', () => {
  it('downloads the index only once there is something to find, then finds with it', async () => {
    const { context, page } = await openPage(browser, server.origin, viewports.desktop);
    const indexFetches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/search-index.json')
        indexFetches.push(request.url());
    });
    await page.goto(`${server.origin}/search`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    expect(indexFetches).toEqual([]);
    await page.getByRole('main').getByRole('searchbox').fill('neon ghats');
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: /Neon Ghats/i })
      .first()
      .waitFor();
    expect(indexFetches).toHaveLength(1);
    await context.close();
  });

  it('shows each type badge at the width of its word', async () => {
    const { context, page } = await openPage(browser, server.origin, viewports.phone);
    await page.goto(`${server.origin}/search?q=music`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const list = page.getByRole('list', { name: 'Search results' });
    await list.waitFor();
    const widths = await list.locator('li a').evaluateAll((cards) =>
      cards.map((card) => {
        const badge = card.querySelector('span');
        return { badge: badge?.getBoundingClientRect().width ?? 0, card: card.clientWidth };
      }),
    );
    expect(widths.length).toBeGreaterThan(0);
    for (const { badge, card } of widths) expect(badge).toBeLessThan(card / 3);
    await context.close();
  });
});

describe('the track library at 390 px', () => {
  it('wraps a long title to a second line before cutting it', async () => {
    const { context, page } = await openPage(browser, server.origin, viewports.phone);
    await page.goto(`${server.origin}/tracks`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const title = page.getByText(/^Radha Shyam/).first();
    const { lines, cut } = await title.evaluate((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      return {
        lines: Math.round(element.getBoundingClientRect().height / lineHeight),
        cut: element.scrollHeight > element.clientHeight + 1,
      };
    });
    expect(lines).toBe(2);
    expect(cut).toBe(false);
    await context.close();
  });
});
