import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubDashboardApi, superAdminSession } from '../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

describe('the debug panel (development builds)', () => {
  it('given it is opened › shows the session and raises each kind of toast', async () => {
    stubDashboardApi(superAdminSession, () => json(404, { success: false, message: 'Not found' }));
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Debug' }));
    const panel = await screen.findByRole('dialog', { name: 'Debug panel' });
    expect(within(panel).getByText(/"email": "admin@studio\.local"/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Show warning toast' }));
    expect(await screen.findByText('Your session ends soon')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Show error toast' }));
    expect(await screen.findByText('Could not approve the request')).toBeInTheDocument();
  });
});
