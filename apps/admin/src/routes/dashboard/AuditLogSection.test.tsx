import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi, superAdminSession } from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const entries = [
  {
    id: 2,
    at: '2026-11-20T10:05:00.000Z',
    action: 'signup.approve',
    actorId: 'u1',
    actorEmail: 'admin@studio.local',
    subjectEmail: 'meera@artists.test',
    ip: '203.0.113.5',
    reason: null,
    details: null,
  },
  {
    id: 1,
    at: '2026-11-20T10:00:00.000Z',
    action: 'sign_in.password_failed',
    actorId: null,
    actorEmail: null,
    subjectEmail: 'stranger@elsewhere.test',
    ip: '198.51.100.7',
    reason: 'no_account',
    details: null,
  },
];

function server() {
  return stubApi(({ path }) => {
    if (path === '/api/auth/session') return json(200, superAdminSession);
    if (path === '/api/admin/dashboard')
      return json(200, { success: true, counts: { unreadMessages: 0 } });
    if (path.startsWith('/api/super-admin/audit-log'))
      return json(200, { success: true, items: entries, page: 1, pageSize: 25, total: 60 });
    return json(200, { success: true, items: [], page: 1, pageSize: 20, total: 0 });
  });
}

const auditCalls = (calls: { path: string }[]) =>
  calls
    .filter((call) => call.path.startsWith('/api/super-admin/audit-log'))
    .map((call) => new URL(call.path, 'http://x').searchParams);

describe('the audit log', () => {
  it('given filters and a page in the URL › asks the API for them and shows them in the form', async () => {
    const calls = server();
    renderApp(
      '/super-admin/dashboard/audit-log?event=signup.approve&actor=admin%40studio.local&from=2026-11-01&to=2026-11-20&page=2',
    );
    await screen.findByRole('table', { name: 'Audit log entries' });
    const query = auditCalls(calls).at(-1)!;
    expect(query.get('action')).toBe('signup.approve');
    expect(query.get('actor')).toBe('admin@studio.local');
    expect(query.get('page')).toBe('2');
    expect(new Date(query.get('from')!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(query.get('to')!).getTime()).toBe(
      new Date(2026, 10, 20, 23, 59, 59, 999).getTime(),
    );
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveTextContent('Request approved');
    expect(screen.getByLabelText(/^Actor email/)).toHaveValue('admin@studio.local');
    expect(screen.getByLabelText(/^From/)).toHaveValue('2026-11-01');
    expect(screen.getByLabelText(/^To/)).toHaveValue('2026-11-20');
    expect(screen.getByText(/Page 2 of 3/)).toBeVisible();
  });

  it('given an event chosen from the list of audit events › Apply › puts it in the URL and starts at page 1', async () => {
    const calls = server();
    const user = userEvent.setup();
    const { router } = renderApp('/super-admin/dashboard/audit-log?page=2');
    await screen.findByRole('table', { name: 'Audit log entries' });
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('group', { name: 'Sign-in' })).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Admin frozen' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?event=admin_user.freeze'));
    await waitFor(() => expect(auditCalls(calls).at(-1)!.get('action')).toBe('admin_user.freeze'));
    expect(auditCalls(calls).at(-1)!.get('page')).toBe('1');
  });

  it('given an event without a signed-in actor › shows the email tried and the IP', async () => {
    server();
    renderApp('/super-admin/dashboard/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const row = within(table)
      .getByRole('rowheader', { name: /Password refused/ })
      .closest('tr')!;
    expect(row).toHaveTextContent('Not signed in');
    expect(row).toHaveTextContent('tried stranger@elsewhere.test');
    expect(row).toHaveTextContent('198.51.100.7');
  });
});
