import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi, superAdminSession } from '../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

function server() {
  return stubApi(({ path }) => {
    if (path === '/api/auth/session') return json(200, superAdminSession);
    if (path === '/api/admin/dashboard')
      return json(200, { success: true, counts: { unreadMessages: 0 } });
    if (path === '/api/auth/change-password')
      return json(200, { success: true, message: 'Password changed successfully.' });
    return json(200, { success: true, items: [], page: 1, pageSize: 20, total: 0 });
  });
}

describe('the account menu', () => {
  it('shows the signed-in person’s full name and role on its button', async () => {
    server();
    renderApp('/super-admin/dashboard');
    const button = await screen.findByRole('button', { name: /^Account: / });
    expect(button).toHaveTextContent('Asha Rao');
    expect(button).toHaveTextContent('Super admin');
  });

  it('given a new password typed twice differently › says so and sends nothing; the same twice › changes it', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Account: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Your account' });
    await user.type(within(dialog).getByLabelText(/^Current password/), 'old horse battery');
    await user.type(within(dialog).getByLabelText(/^New password/), 'violet harbour lantern 42');
    await user.type(
      within(dialog).getByLabelText(/^Confirm new password/),
      'violet harbour lantern 24',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Passwords do not match.')).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/auth/change-password')).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await user.type(
      within(dialog).getByLabelText(/^Confirm new password/),
      'violet harbour lantern 42',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/auth/change-password')).toEqual([
        {
          method: 'POST',
          path: '/api/auth/change-password',
          body: { currentPassword: 'old horse battery', newPassword: 'violet harbour lantern 42' },
        },
      ]),
    );
  });
});
