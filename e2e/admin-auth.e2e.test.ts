import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, field, screenshotDir, sendCode, superAdmin } from './support/admin';
import { launchBrowser, openPage, viewports } from './support/browser';
import { latestCode } from './support/mail';
import { startServer, type RunningServer } from './support/server';

// The admin app's signed-out screens and its session, against the real server: sign-in with the
// emailed code, request access, forgot and reset password, sign-out and the back button.

const applicant = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.iyer@example.com',
  password: 'violet harbour engine 73',
  newPassword: 'copper meadow lantern 58',
};

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    SUPER_ADMIN_EMAIL: superAdmin.email,
    SUPER_ADMIN_PASSWORD: superAdmin.password,
  });
  browser = await launchBrowser();
  if (screenshotDir) await mkdir(screenshotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The browser logs the signed-out session check (a 401 answer) as a failed resource. */
const unexpected = (errors: string[]) =>
  errors.filter((text) => !/status of 40[01] \((Unauthorized|Bad Request)\)/.test(text));

describe('the admin app in Chromium', () => {
  it('at 390 px: request access shows each missing field, then the answer of the API', async () => {
    const { width } = viewports.phone;
    const { context, page, consoleErrors } = await openPage(
      browser,
      server.origin,
      viewports.phone,
    );
    await page.goto(`${server.origin}/super-admin/login`);
    await page.getByRole('link', { name: 'Request access' }).click();
    await page.getByRole('heading', { level: 1, name: 'Request Admin Access' }).waitFor();
    await check(page, 'request-access', width);
    await page.getByRole('button', { name: 'Request Access' }).click();
    await page.getByText('Please enter your first name.').waitFor();
    await check(page, 'request-access-errors', width);

    await field(page, 'First name').fill(applicant.firstName);
    await field(page, 'Last name').fill(applicant.lastName);
    await field(page, 'Email').fill(applicant.email);
    await field(page, 'Country').fill('India');
    await field(page, 'Country code').fill('+91');
    await field(page, 'Phone number').fill('98765 43210');
    await field(page, 'Date of birth').fill('1994-08-15');
    await field(page, 'Password').fill('password');
    await field(page, 'Confirm password').fill('password');
    await page.getByRole('button', { name: 'Request Access' }).click();
    // The API's zxcvbn feedback, at the field.
    await page.getByText(/This password is too easy to guess\./).waitFor();

    await field(page, 'Password').fill(applicant.password);
    await field(page, 'Confirm password').fill(applicant.password);
    await page.getByRole('button', { name: 'Request Access' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Thank you! Your request has been received.' })
      .waitFor();
    await check(page, 'request-access-sent', width);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('at 1280 px: a super admin goes Back and Forward between the sign-in steps, signs in with the emailed code (sent by its sixth digit), approves the request, signs out, and Back shows no dashboard', async () => {
    const { width } = viewports.desktop;
    const { context, page, consoleErrors } = await openPage(
      browser,
      server.origin,
      viewports.desktop,
    );
    await page.goto(`${server.origin}/`);
    await page.goto(`${server.origin}/super-admin/dashboard`);
    await page.waitForURL(/\/super-admin\/login\?returnUrl=%2Fsuper-admin%2Fdashboard$/);
    await check(page, 'sign-in', width);
    const codeChecks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/super-admin/verify-otp')) codeChecks.push(request.url());
    });

    // The code step is a history entry: Back shows the password step, Forward the code step.
    let codeField = await sendCode(page, superAdmin.email, superAdmin.password);
    await page.goBack();
    await page.getByRole('button', { name: 'Send OTP' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/super-admin/login');
    await page.goForward();
    await codeField.waitFor();
    // Back to Login does what Back does.
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await page.getByRole('button', { name: 'Send OTP' }).waitFor();
    codeField = await sendCode(page, superAdmin.email, superAdmin.password);
    const resend = page.getByRole('button', { name: /^Resend OTP in \d+s$/ });
    expect(await resend.isDisabled()).toBe(true);
    await check(page, 'sign-in-code', width);

    // The sixth digit sends the code, once; a refused code is cleared and not sent again.
    const code = await latestCode(server.dataDir, superAdmin.email);
    await codeField.pressSequentially(code === '000000' ? '111111' : '000000');
    await page.getByRole('alert').filter({ hasText: 'Invalid or expired OTP' }).waitFor();
    expect(await codeField.inputValue()).toBe('');
    await codeField.press('Enter');
    await page.getByText('Please enter the OTP sent to your email.').waitFor();
    expect(codeChecks).toHaveLength(1);

    await codeField.fill(code);
    await page.waitForURL(`${server.origin}/super-admin/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(codeChecks).toHaveLength(2);
    // Signed in, Back reaches neither sign-in step: the page before them.
    await page.goBack();
    await page.waitForURL(`${server.origin}/`);
    await page.goForward();
    await page.waitForURL(`${server.origin}/super-admin/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // Approve the applicant of the first journey through the API, as this signed-in super admin.
    const list = (await (
      await page.request.get(`${server.origin}/api/super-admin/signup-requests`)
    ).json()) as { requests: Array<{ id: string; email: string }> };
    const request = list.requests.find((item) => item.email === applicant.email);
    expect(request).toBeDefined();
    const approved = await page.request.post(`${server.origin}/api/super-admin/approve-signup`, {
      data: { requestId: request?.id },
    });
    expect(approved.status()).toBe(200);

    // A second dashboard entry in the history, for the Back check after signing out.
    await page.goto(`${server.origin}/super-admin/dashboard/inbox`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByRole('button', { name: /^Account: / }).click();
    await page.getByRole('dialog', { name: 'Your account' }).waitFor();
    await check(page, 'account-menu', width);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog', { name: 'Sign out?' }).waitFor();
    await check(page, 'sign-out-confirm', width);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You have been signed out.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/super-admin/login');

    // Back reaches the dashboard's entry: it asks the server, which refuses, so sign-in shows.
    await page.goBack();
    await page.getByRole('button', { name: 'Send OTP' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/super-admin/login');
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('at 390 px: the approved admin signs in on /admin/login and reaches the dashboard', async () => {
    const { context, page } = await openPage(browser, server.origin, viewports.phone);
    await page.goto(`${server.origin}/admin/login`);
    const codeField = await sendCode(page, applicant.email, applicant.password);
    await check(page, 'sign-in-code', viewports.phone.width);
    await codeField.fill(await latestCode(server.dataDir, applicant.email));
    await page.waitForURL(`${server.origin}/admin/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Already signed in: either sign-in screen leads straight back to her own dashboard.
    await page.goto(`${server.origin}/admin/login`);
    await page.waitForURL(`${server.origin}/admin/dashboard`);
    await page.goto(`${server.origin}/super-admin/login`);
    await page.waitForURL(`${server.origin}/admin/dashboard`);
    await context.close();
  });

  it('at 1280 px: forgot password with the captcha, then reset with the emailed code', async () => {
    const { width } = viewports.desktop;
    const { context, page, consoleErrors } = await openPage(
      browser,
      server.origin,
      viewports.desktop,
    );
    await page.goto(`${server.origin}/admin/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    await check(page, 'forgot-password', width);

    await field(page, 'Email address').fill('+91 98765 43210');
    await field(page, 'Characters in the image').fill('zzz');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter your email address.').waitFor();

    await field(page, 'Email address').fill(applicant.email.toUpperCase());
    await page.getByRole('button', { name: 'New Code' }).click();
    expect(await field(page, 'Characters in the image').inputValue()).toBe('');
    await field(page, 'Characters in the image').fill('!!!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The characters you entered do not match the image.').waitFor();
    await check(page, 'forgot-password-errors', width);

    const drawn = (
      await page.locator('svg[aria-label="Security code image"] text').allTextContents()
    ).join('');
    await field(page, 'Characters in the image').fill(drawn.toLowerCase());
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Password reset instructions have been sent to your email address.' })
      .waitFor();
    await page.waitForURL(`${server.origin}/reset-password/new`);
    await page.getByText(/Step 1 of 2/).waitFor();
    await check(page, 'reset-password-code', width);

    await field(page, 'Reset code').fill(await latestCode(server.dataDir, applicant.email));
    await page.getByRole('button', { name: 'Continue' }).click();
    await field(page, 'New password').fill(applicant.newPassword);
    await field(page, 'Confirm new password').fill(`${applicant.newPassword}!`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await check(page, 'reset-password-new', width);
    await field(page, 'Confirm new password').fill(applicant.newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successful! Redirecting to login...').waitFor();
    await page.waitForURL(`${server.origin}/admin/login`);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it.each(Object.values(viewports))(
    'at $width px: the reset screen opened from the mail asks for the email, and an unknown admin path is the 404 page',
    async (viewport) => {
      const { context, page } = await openPage(browser, server.origin, viewport);
      await page.goto(`${server.origin}/reset-password/some-token`);
      await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Please enter your email address.').waitFor();
      await check(page, 'reset-password-direct', viewport.width);
      for (const path of ['/super-admin/login', '/admin/signup', '/forgot-password']) {
        await page.goto(`${server.origin}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await check(page, path.slice(1).replaceAll('/', '-'), viewport.width);
      }
      const response = await page.goto(`${server.origin}/super-admin/nothing-here`);
      expect(response?.status()).toBe(404);
      await context.close();
    },
  );
});
