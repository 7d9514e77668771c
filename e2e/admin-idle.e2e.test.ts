import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, sendCode, superAdmin } from './support/admin';
import { launchBrowser, openPage, viewports } from './support/browser';
import { latestCode } from './support/mail';
import { MovedClock, startServer, type RunningServer } from './support/server';

// The idle timeout (two minutes here) without waiting for it: the browser's timers run on
// Playwright's clock and the server's time rules on a clock this file owns (the server is built
// in this process with it), and both move forward together, as two idle minutes would move them.

const clock = new MovedClock();
let browser: Browser;
let shortIdle: RunningServer;

beforeAll(async () => {
  [browser, shortIdle] = await Promise.all([
    launchBrowser(),
    startServer(
      {
        SUPER_ADMIN_EMAIL: superAdmin.email,
        SUPER_ADMIN_PASSWORD: superAdmin.password,
        SESSION_IDLE_MINUTES: '2',
      },
      { clock },
    ),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await shortIdle?.stop();
});

/**
 * Counts the page's requests to the API still waiting for an answer. Every answered request is
 * activity that moves the idle deadline on, so idling starts only once the screen has loaded.
 */
function apiRequestsInFlight(page: Page): () => number {
  const open = new Set<unknown>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** `ms` of nobody touching anything: the server's clock first, then the page's (its timers fire). */
async function idleFor(page: Page, ms: number) {
  clock.advance(ms);
  await page.clock.fastForward(ms);
}

describe('the admin session in Chromium, with a two-minute idle timeout', () => {
  it('at 1280 px: warns before the end, Stay signed in keeps the session, then an idle session returns to sign-in with a message', async () => {
    const { context, page } = await openPage(browser, shortIdle.origin, viewports.desktop);
    // The page's clock starts at the real time, as the server's does, and flows on its own.
    await page.clock.install();
    const inFlight = apiRequestsInFlight(page);
    await page.goto(`${shortIdle.origin}/super-admin/dashboard/inbox`);
    const codeField = await sendCode(page, superAdmin.email, superAdmin.password);
    await codeField.fill(await latestCode(shortIdle.dataDir, superAdmin.email));
    await page.waitForURL(`${shortIdle.origin}/super-admin/dashboard/inbox`);
    // The inbox and the dashboard's counts have loaded: their answers are the last activity.
    await page.getByText('No messages here.').waitFor();
    await expect.poll(inFlight).toBe(0);

    // The warning takes the last minute of the two (half the timeout, at most two minutes).
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await idleFor(page, 65_000);
    await warning.waitFor();
    await check(page, 'idle-warning', viewports.desktop.width);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'hidden' });
    await expect.poll(inFlight).toBe(0);

    // Left alone, the warning comes back and the session ends.
    await idleFor(page, 65_000);
    await warning.waitFor();
    await idleFor(page, 65_000);
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    expect(new URL(page.url()).search).toBe('?returnUrl=%2Fsuper-admin%2Fdashboard%2Finbox');
    await context.close();
  });
});
