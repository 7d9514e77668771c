import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRoutePaths, safeReturnUrl } from '../routePaths';
import {
  adminSession,
  json,
  renderApp,
  signedOut,
  stubApi,
  superAdminSession,
} from '../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const sessions = { 'an admin': adminSession, 'a super admin': superAdminSession };

/** A server that signs `session`'s person in through both steps, then knows them. */
function signInServer(session: typeof superAdminSession) {
  let signedIn = false;
  return stubApi(({ path }) => {
    if (path === '/api/super-admin/verify-credentials')
      return json(200, {
        success: true,
        message: 'A verification code has been sent to your email.',
        expiresInSeconds: 600,
        resendAfterSeconds: 60,
      });
    if (path === '/api/super-admin/verify-otp') {
      signedIn = true;
      return json(200, { ...session, message: 'Login successful' });
    }
    if (path === '/api/auth/session') return signedIn ? json(200, session) : signedOut;
    if (path === '/api/admin/dashboard')
      return json(200, { success: true, counts: { unreadMessages: 0 } });
    return json(404, { success: false, message: 'Not found' });
  });
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Email/), 'someone@studio.test');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText(/^Verification code/), '123456');
}

describe('each role on its own paths', () => {
  it('heads /admin/login for admins and /super-admin/login for super admins', async () => {
    stubApi(() => signedOut);
    const { unmount } = renderApp('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    unmount();
    renderApp('/super-admin/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Super Admin Login' }),
    ).toBeVisible();
  });

  it.each([
    ['an admin', '/super-admin/login', '/admin/dashboard'],
    ['an admin', '/admin/login', '/admin/dashboard'],
    ['a super admin', '/admin/login', '/super-admin/dashboard'],
    ['a super admin', '/super-admin/login', '/super-admin/dashboard'],
  ] as const)('given %s signing in on %s › lands on %s', async (who, screenPath, landing) => {
    signInServer(sessions[who]);
    const user = userEvent.setup();
    const { router } = renderApp(screenPath);
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });

  it('given an admin with a returnUrl into the super-admin dashboard › signing in › lands on their own dashboard', async () => {
    signInServer(adminSession);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/login?returnUrl=%2Fsuper-admin%2Fdashboard%2Faudit-log');
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it.each([
    ['/admin', 'Admin Login'],
    ['/super-admin', 'Super Admin Login'],
  ])('given no session › opening %s alone › shows its sign-in screen', async (area, title) => {
    stubApi(() => signedOut);
    const { router } = renderApp(area);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${area}/login`);
  });

  it('given an admin signed in › opening /admin › lands on their dashboard', async () => {
    stubApi(({ path }) => {
      if (path === '/api/auth/session') return json(200, adminSession);
      if (path === '/api/admin/dashboard')
        return json(200, { success: true, counts: { unreadMessages: 0 } });
      return json(200, { success: true, items: [], page: 1, pageSize: 20, total: 0, unread: 0 });
    });
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('given no session › opening the admin inbox › shows the admin sign-in with it as returnUrl', async () => {
    stubApi(() => signedOut);
    const { router } = renderApp('/admin/dashboard/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe('?returnUrl=%2Fadmin%2Fdashboard%2Finbox');
  });

  it.each([
    ['an admin', '/super-admin/dashboard/inbox', '/admin/dashboard/inbox'],
    ['an admin', '/super-admin/dashboard/audit-log', '/admin/dashboard'],
    ['an admin', '/super-admin/dashboard', '/admin/dashboard'],
    ['a super admin', '/admin/dashboard', '/super-admin/dashboard'],
    ['a super admin', '/admin/dashboard/inbox', '/super-admin/dashboard/inbox'],
    ['an admin', '/super-admin/dashboard/website', '/admin/dashboard/website'],
    ['a super admin', '/admin/dashboard/content', '/super-admin/dashboard/content'],
    ['an admin', '/super-admin/dashboard/content/faqs', '/admin/dashboard/content/faqs'],
  ] as const)('given %s opening the other role’s %s › sends them to %s', async (who, from, to) => {
    stubApi(({ path }) => {
      if (path === '/api/auth/session') return json(200, sessions[who]);
      if (path === '/api/admin/dashboard')
        return json(200, { success: true, counts: { unreadMessages: 0 } });
      return json(200, { success: true, items: [], page: 1, pageSize: 20, total: 0, unread: 0 });
    });
    const { router } = renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });
});

describe('safeReturnUrl', () => {
  it('accepts a path of the person’s own dashboard only', () => {
    expect(safeReturnUrl('/admin/dashboard/inbox?page=2', 'admin')).toBe(
      '/admin/dashboard/inbox?page=2',
    );
    expect(safeReturnUrl('/super-admin/dashboard/inbox', 'admin')).toBeNull();
    expect(safeReturnUrl('/admin/dashboard', 'super_admin')).toBeNull();
    expect(safeReturnUrl('/super-admin/dashboard/audit-log', 'super_admin')).toBe(
      '/super-admin/dashboard/audit-log',
    );
    expect(safeReturnUrl('/admin/login', 'admin')).toBeNull();
    expect(safeReturnUrl('//evil.example/admin/dashboard', 'admin')).toBeNull();
    expect(safeReturnUrl('/admin/dashboardx', 'admin')).toBeNull();
  });
});

describe('the route table', () => {
  it('lists both dashboards with their own sections, and no other /admin path', () => {
    const collections = (root: string) =>
      [
        'articles',
        'releases',
        'tracks',
        'team-members',
        'leadership',
        'jobs',
        'faqs',
        'help-topics',
      ].flatMap((type) => [`${root}/content/${type}`, `${root}/content/${type}/*`]);
    expect(adminRoutePaths).toEqual([
      '/super-admin',
      '/super-admin/login',
      '/super-admin/dashboard',
      '/super-admin/dashboard/signup-requests',
      '/super-admin/dashboard/admin-users',
      '/super-admin/dashboard/inbox',
      '/super-admin/dashboard/website',
      '/super-admin/dashboard/content',
      '/super-admin/dashboard/content/media',
      '/super-admin/dashboard/content/comments',
      '/super-admin/dashboard/audit-log',
      '/super-admin/dashboard/settings',
      ...collections('/super-admin/dashboard'),
      '/admin',
      '/admin/login',
      '/admin/dashboard',
      '/admin/dashboard/inbox',
      '/admin/dashboard/website',
      '/admin/dashboard/content',
      '/admin/dashboard/content/media',
      '/admin/dashboard/content/comments',
      ...collections('/admin/dashboard'),
      '/admin/signup',
      '/forgot-password',
      '/reset-password/*',
    ]);
  });
});
