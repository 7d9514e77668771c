import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, openPage, viewports } from './support/browser';
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

describe.each(Object.entries(viewports))('in Chromium at the %s size', (_name, viewport) => {
  it('the home page renders themed, hydrates without errors and passes axe', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin, viewport);
    await page.goto(`${server.origin}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sargam Studios' }).isVisible(),
    ).resolves.toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(12, 12, 16)');
    // The page's own styles and the design system's share one theme contract: the heading gets
    // the theme's 3rem heading size (48px), not the browser default.
    const headingSize = await page.evaluate(
      () => getComputedStyle(document.querySelector('h1')!).fontSize,
    );
    expect(headingSize).toBe('48px');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the 404 page leads home by client-side navigation', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin, viewport);
    const response = await page.goto(`${server.origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${server.origin}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sargam Studios' }).isVisible(),
    ).resolves.toBe(true);
    expect(await page.title()).toBe('Sargam Studios');
    expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });

  it('the admin sign-in route opens the admin app and passes axe', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin, viewport);
    await page.goto(`${server.origin}/super-admin/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
