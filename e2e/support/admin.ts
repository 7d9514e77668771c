import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './browser';
import { latestCode } from './mail';
import type { RunningServer } from './server';

// What the admin journeys share: the seeded super admin, the sign-in steps and the per-screen check.

export const superAdmin = { email: 'admin@studio.local', password: 'e2e lantern orchard 4417' };

/** Set E2E_SCREENSHOTS=<folder> to keep a picture of each screen for review. */
export const screenshotDir = process.env.E2E_SCREENSHOTS;

/** A labelled control by its exact label (the label may end with the required marker). */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

export async function check(page: Page, name: string, width: number) {
  expect(await axeViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  if (screenshotDir)
    await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png`, fullPage: true });
}

/**
 * The password step. A code mailed to the same email less than a minute ago is not sent again:
 * the code step opens at once and the code already in the outbox is the one to type.
 */
export async function sendCode(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const codeField = field(page, 'Verification code');
  await codeField.waitFor();
  return codeField;
}

/**
 * Both sign-in steps on the real screens at `loginPath` (either screen takes either role), with
 * the code read from the server's outbox; done once the person's dashboard shows.
 */
export async function signInOnScreens(
  page: Page,
  server: RunningServer,
  account: { email: string; password: string },
  loginPath = '/super-admin/login',
): Promise<void> {
  await page.goto(`${server.origin}${loginPath}`);
  const codeField = await sendCode(page, account.email, account.password);
  await codeField.fill(await latestCode(server.dataDir, account.email));
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/**
 * How long a publish may take to answer: it renders the entry's pages, its listings and the
 * derived files (sitemap, feeds, search index, a share image) before it answers, which takes
 * tens of seconds when the whole suite shares two cores.
 */
export const PUBLISH_WAIT_MS = 90_000;
