import { draftKey, readDraft, writeDraft } from '../forms/draftStorage';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, signedOut, stubApi, superAdminSession } from '../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const sessionFor = (idleSeconds: number) => ({
  ...superAdminSession,
  idleExpiresAt: new Date(Date.now() + idleSeconds * 1000).toISOString(),
});

describe('the dashboard guard', () => {
  it('given no session › opening a section › shows sign-in with that section as returnUrl', async () => {
    stubApi(() => signedOut);
    const { router } = renderApp('/super-admin/dashboard/inbox');
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/super-admin/login');
    expect(router.state.location.search).toBe('?returnUrl=%2Fsuper-admin%2Fdashboard%2Finbox');
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
  });

  it('given a page restored from the back-forward cache › the session ended meanwhile › returns to sign-in and says why', async () => {
    let live = true;
    stubApi(({ path }) =>
      path === '/api/auth/session' && live ? json(200, sessionFor(1800)) : signedOut,
    );
    const { router } = renderApp('/super-admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    live = false;
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(
      await screen.findByText('Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/super-admin/login');
  });

  it('given two minutes of idle time left › warns, and Stay signed in asks the server again', async () => {
    // Only the clock is fake: the app's timers run for real and read the moved time.
    vi.useFakeTimers({ toFake: ['Date'] });
    let sessionChecks = 0;
    stubApi(({ path }) => {
      if (path !== '/api/auth/session') return signedOut;
      sessionChecks += 1;
      return json(200, sessionFor(30 * 60));
    });
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard');
    await screen.findByRole('button', { name: 'Account: Asha Rao Super admin' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    vi.setSystemTime(Date.now() + 28.5 * 60_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent(/signed out in 1:\d\d because of inactivity/);
    const checksBefore = sessionChecks;
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sessionChecks).toBe(checksBefore + 1);
    vi.useRealTimers();
  });

  it('given Sign out in the account menu › confirmed › signs out, forgets the edits kept in this browser, and replaces the entry with sign-in', async () => {
    window.localStorage.setItem('cookieConsent', 'true');
    writeDraft(draftKey('admin@studio.local', 'faqs', 'some-entry'), 3, { slug: 'a', data: {} });
    let live = true;
    const calls = stubApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/auth/logout') {
        live = false;
        return json(200, { success: true, message: 'Signed out' });
      }
      return path === '/api/auth/session' && live ? json(200, sessionFor(1800)) : signedOut;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/super-admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account: Asha Rao Super admin' }));
    const account = await screen.findByRole('dialog', { name: 'Your account' });
    await user.click(within(account).getByRole('button', { name: 'Sign out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/super-admin/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.filter((call) => call.path === '/api/auth/logout')).toHaveLength(1);
    expect(readDraft(draftKey('admin@studio.local', 'faqs', 'some-entry'))).toBeNull();
    expect(window.localStorage.getItem('cookieConsent')).toBe('true');
  });
});

describe('the account menu', () => {
  async function openChangePassword(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Account: Asha Rao Super admin' }));
    return screen.findByRole('dialog', { name: 'Your account' });
  }

  it('given empty fields › Change password › names both', async () => {
    stubApi(({ path }) => (path === '/api/auth/session' ? json(200, sessionFor(1800)) : signedOut));
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard');
    const dialog = await openChangePassword(user);
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(
      await within(dialog).findByText('Please enter your current password.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a new password.')).toBeInTheDocument();
  });

  it('given a wrong current password › shows the API message at that field', async () => {
    stubApi(({ path }) => {
      if (path === '/api/auth/change-password')
        return json(400, {
          success: false,
          message: 'Current password is incorrect',
          errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
        });
      return path === '/api/auth/session' ? json(200, sessionFor(1800)) : signedOut;
    });
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard');
    const dialog = await openChangePassword(user);
    await user.type(within(dialog).getByLabelText(/^Current password/), 'not it at all');
    await user.type(within(dialog).getByLabelText(/^New password/), 'violet harbour engine');
    await user.type(
      within(dialog).getByLabelText(/^Confirm new password/),
      'violet harbour engine',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('given an accepted change › closes and confirms in a toast', async () => {
    stubApi(({ path }) => {
      if (path === '/api/auth/change-password')
        return json(200, { success: true, message: 'Your password has been changed.' });
      return path === '/api/auth/session' ? json(200, sessionFor(1800)) : signedOut;
    });
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard');
    const dialog = await openChangePassword(user);
    await user.type(within(dialog).getByLabelText(/^Current password/), 'the old one here');
    await user.type(within(dialog).getByLabelText(/^New password/), 'violet harbour engine');
    await user.type(
      within(dialog).getByLabelText(/^Confirm new password/),
      'violet harbour engine',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your account' })).toBeNull());
  });
});

describe('unknown admin paths', () => {
  it('given /super-admin/nothing-here › shows the not-found screen', async () => {
    stubApi(() => signedOut);
    renderApp('/super-admin/nothing-here');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Sitemap' })).toHaveAttribute('href', '/sitemap');
  });
});
