import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, sendCode, superAdmin } from './support/admin';
import { launchBrowser, openPage, viewports } from './support/browser';
import { latestCode } from './support/mail';
import { startServer, type RunningServer } from './support/server';

// The idle timeout, in its own file: it mostly waits on the clock, so it runs beside the others.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the admin session in Chromium, with a two-minute idle timeout', () => {
  let shortIdle: RunningServer;
  beforeAll(async () => {
    shortIdle = await startServer({
      SUPER_ADMIN_EMAIL: superAdmin.email,
      SUPER_ADMIN_PASSWORD: superAdmin.password,
      SESSION_IDLE_MINUTES: '2',
    });
  });
  afterAll(async () => {
    await shortIdle?.stop();
  });

  it('at 1280 px: warns before the end, Stay signed in keeps the session, then an idle session returns to sign-in with a message', async () => {
    const { context, page } = await openPage(browser, shortIdle.origin, viewports.desktop);
    await page.goto(`${shortIdle.origin}/super-admin/dashboard/inbox`);
    const codeField = await sendCode(page, superAdmin.email, superAdmin.password);
    await codeField.fill(await latestCode(shortIdle.dataDir, superAdmin.email));
    await page.waitForURL(`${shortIdle.origin}/super-admin/dashboard/inbox`);

    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await warning.waitFor({ timeout: 90_000 });
    await check(page, 'idle-warning', viewports.desktop.width);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'hidden' });

    // Left alone, the warning comes back and the session ends.
    await warning.waitFor({ timeout: 90_000 });
    await page
      .getByText('Your session has ended. Please sign in again.')
      .waitFor({ timeout: 90_000 });
    expect(new URL(page.url()).search).toBe('?returnUrl=%2Fsuper-admin%2Fdashboard%2Finbox');
    await context.close();
  }, 300_000);
});
