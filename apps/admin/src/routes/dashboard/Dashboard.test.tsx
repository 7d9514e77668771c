import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  renderApp,
  stubApi,
  superAdminSession,
  type FakeRequest,
} from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const adminSession = {
  ...superAdminSession,
  user: { email: 'meera@studio.test', firstName: 'Meera', lastName: 'Iyer', role: 'admin' },
};

const request = (overrides: Record<string, unknown>) => ({
  id: '6f1c1f4e-2b7a-4d1e-9a51-6c0b3d1f0a01',
  _id: '6f1c1f4e-2b7a-4d1e-9a51-6c0b3d1f0a01',
  firstName: 'Meera',
  lastName: 'Iyer',
  name: 'Meera Iyer',
  email: 'meera@artists.test',
  phoneNumber: '98450 12345',
  country: 'India',
  countryCode: '+91',
  birthDate: '1990-03-14',
  role: 'admin',
  status: 'pending',
  notes: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  blockedAt: null,
  blockedBy: null,
  unblockedAt: null,
  unblockedBy: null,
  frozenAt: null,
  frozenBy: null,
  unfrozenAt: null,
  unfrozenBy: null,
  deletedAt: null,
  deletedBy: null,
  updatedBy: null,
  ...overrides,
});

const requests = [
  request({}),
  request({
    id: '6f1c1f4e-2b7a-4d1e-9a51-6c0b3d1f0a02',
    _id: '6f1c1f4e-2b7a-4d1e-9a51-6c0b3d1f0a02',
    firstName: 'Ravi',
    lastName: 'Kumar',
    name: 'Ravi Kumar',
    email: 'ravi@artists.test',
    status: 'rejected',
  }),
];
const signupList = json(200, {
  success: true,
  items: requests,
  requests,
  page: 1,
  pageSize: 100,
  total: 2,
  counts: { total: 2, pending: 1, approved: 0, rejected: 1, blocked: 0, frozen: 0 },
});

function superAdminServer(
  extra: (call: FakeRequest) => ReturnType<typeof json> | null = () => null,
) {
  return stubApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/auth/session') return json(200, superAdminSession);
    if (call.path === '/api/admin/dashboard')
      return json(200, { success: true, counts: { unreadMessages: 0 } });
    if (call.path.startsWith('/api/super-admin/signup-requests')) return signupList;
    return json(404, { success: false, message: 'Not found' });
  });
}

describe('the dashboard for an admin (not a super admin)', () => {
  it('offers the overview, inbox, website and content sections under /admin/dashboard, and never calls a super-admin endpoint', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/auth/session') return json(200, adminSession);
      if (call.path === '/api/admin/dashboard')
        return json(200, { success: true, counts: { unreadMessages: 3 } });
      return json(403, { success: false, message: "You don't have permission to do this." });
    });
    const { router } = renderApp('/super-admin/dashboard/admin-users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Dashboard', '/admin/dashboard'],
        ['Inbox3 unread', '/admin/dashboard/inbox'],
        ['Website Management', '/admin/dashboard/website'],
        ['Content', '/admin/dashboard/content'],
        ['Media Library', '/admin/dashboard/content/media'],
        ['Comments', '/admin/dashboard/content/comments'],
        ['View Website (opens in a new tab)', '/'],
      ]),
    );
    expect(calls.some((call) => call.path.startsWith('/api/super-admin/'))).toBe(false);
  });

  it('says on the Website Management card, before it is opened, that the settings are view only', async () => {
    stubApi((call) => {
      if (call.path === '/api/auth/session') return json(200, adminSession);
      if (call.path === '/api/admin/dashboard')
        return json(200, { success: true, counts: { unreadMessages: 0 } });
      return json(403, { success: false, message: "You don't have permission to do this." });
    });
    renderApp('/admin/dashboard');
    expect(
      await screen.findByRole('link', {
        name: /^Website Management.*View only: a super admin can change these settings\.$/,
      }),
    ).toBeVisible();
  });

  it('given a super admin › the Website Management card says nothing of view only', async () => {
    superAdminServer();
    renderApp('/super-admin/dashboard');
    expect(await screen.findAllByRole('link', { name: /^Website Management/ })).toHaveLength(2);
    expect(screen.queryByText(/View only/)).toBeNull();
  });
});

describe('the top bar search', () => {
  it('is left out of the overview, which has no table to search, and offered in a section', async () => {
    superAdminServer();
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await user.click(within(nav).getByRole('link', { name: /^Signup Requests/ }));
    expect(
      await screen.findByRole('searchbox', { name: 'Search this section' }),
    ).toBeInTheDocument();
  });
});

describe('signup requests', () => {
  it('given text in the top bar search (the one search box) › only the matching rows stay; Clear filters empties it', async () => {
    superAdminServer();
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/signup-requests');
    const table = await screen.findByRole('table', { name: 'Signup requests' });
    await within(table).findByText('Meera Iyer');
    const search = screen.getByRole('searchbox', { name: 'Search this section' });
    expect(screen.getAllByRole('searchbox')).toEqual([search]);
    await user.type(search, 'ravi');
    await waitFor(() => expect(within(table).queryByText('Meera Iyer')).not.toBeInTheDocument());
    expect(within(table).getByText('Ravi Kumar')).toBeVisible();
    await user.type(search, 'xyz');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(search).toHaveValue('');
    expect(await within(table).findByText('Meera Iyer')).toBeVisible();
  });

  it('offers each request its main action as a button and the others its status allows in its menu', async () => {
    superAdminServer();
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/signup-requests');
    await screen.findByRole('button', { name: 'Approve Meera Iyer' });
    await user.click(screen.getByRole('button', { name: 'More actions for Meera Iyer' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Edit', 'Reject', 'Block', 'Freeze', 'Delete']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Approve Ravi Kumar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Ravi Kumar' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'More actions for Ravi Kumar' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Block', 'Freeze', 'Delete']);
  });

  it('given View or Edit opened from a row › Escape closes it and focus returns to the control that opened it', async () => {
    superAdminServer();
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/signup-requests');
    const view = await screen.findByRole('button', { name: 'View Ravi Kumar' });
    await user.click(view);
    await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(view).toHaveFocus());

    const more = screen.getByRole('button', { name: 'More actions for Meera Iyer' });
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit Meera Iyer' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('given Edit › broken fields show their messages and nothing is sent; a fix sends only the changed fields', async () => {
    const calls = superAdminServer((call) =>
      call.path === '/api/super-admin/edit-signup'
        ? json(200, {
            success: true,
            message: 'Signup request updated.',
            emailSent: false,
            request: request({ country: 'Nepal' }),
          })
        : null,
    );
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/signup-requests');
    await user.click(await screen.findByRole('button', { name: 'More actions for Meera Iyer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Meera Iyer' });
    await user.clear(within(dialog).getByLabelText(/^First name/));
    await user.clear(within(dialog).getByLabelText(/^Date of birth/));
    await user.type(within(dialog).getByLabelText(/^Date of birth/), '1990-02-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Please enter your first name.')).toBeVisible();
    expect(within(dialog).getByText('Please enter a valid date.')).toBeVisible();

    await user.type(within(dialog).getByLabelText(/^First name/), 'Meera');
    await user.clear(within(dialog).getByLabelText(/^Date of birth/));
    await user.type(within(dialog).getByLabelText(/^Date of birth/), '1990-03-14');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Change at least one field before saving.'),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Country/));
    await user.type(within(dialog).getByLabelText(/^Country/), 'Nepal');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Signup request updated.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/super-admin/edit-signup',
        body: {
          requestId: '6f1c1f4e-2b7a-4d1e-9a51-6c0b3d1f0a01',
          updatedData: { country: 'Nepal' },
        },
      },
    ]);
  });
});
