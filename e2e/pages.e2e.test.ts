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
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(12, 12, 16)');
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
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect.poll(() => page.title()).toBe('Sargam Studios');
    expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });

  it('the admin sign-in route opens the admin app and passes axe', async () => {
    const { context, page, consoleErrors } = await openPage(browser, server.origin, viewport);
    await page.goto(`${server.origin}/super-admin/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Signed out, the app's session check answers 401, which Chromium logs as a failed load.
    expect(consoleErrors.filter((error) => !error.includes('401 (Unauthorized)'))).toEqual([]);
    await context.close();
  });
});
