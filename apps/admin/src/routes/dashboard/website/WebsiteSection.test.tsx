import { ContentTexts, type WebsiteSettings } from '@studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  renderApp,
  adminSession,
  stubDashboardApi,
  superAdminSession,
  type FakeServer,
} from '../../../test/renderApp';
import { sampleSettings as settings, sampleView as view } from '../../../test/websiteSettings';

afterEach(() => vi.unstubAllGlobals());

const server = (session: typeof superAdminSession, website: FakeServer) =>
  stubDashboardApi(session, website);

describe('Website Management', () => {
  it('given a super admin › changes the phone number and saves it with the version read', async () => {
    const calls = server(superAdminSession, ({ method, body }) =>
      method === 'PUT'
        ? json(200, {
            success: true,
            message: ContentTexts.websiteSaved,
            website: {
              ...view,
              version: 3,
              settings: (body as { settings: WebsiteSettings }).settings,
            },
          })
        : json(200, { success: true, website: view }),
    );
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/website');
    const phone = await screen.findByRole('textbox', { name: /^Phone/ });
    await user.clear(phone);
    await user.type(phone, '+1 (323) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Save website settings' }));
    expect(await screen.findByText(ContentTexts.websiteSaved)).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      version: 2,
      settings: { ...settings, identity: { ...settings.identity, phone: '+1 (323) 555-0199' } },
    });
  });

  it('given a super admin › the previews follow the page copy as it is typed', async () => {
    server(superAdminSession, () => json(200, { success: true, website: view }));
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/website');
    const pages = await screen.findByRole('region', { name: 'Pages' });
    const description = within(pages).getByRole('textbox', { name: /^Description/ });
    await user.clear(description);
    await user.type(description, 'Records, mixes and films.');
    const snippet = screen.getByRole('group', { name: 'Search result preview' });
    expect(snippet).toHaveTextContent('Sample Studio');
    expect(snippet).toHaveTextContent('Records, mixes and films.');
    expect(screen.getByRole('group', { name: 'Shared link preview' })).toHaveTextContent(
      'Records, mixes and films.',
    );
  });

  it('given pages the site could not update › says which and why, above the settings', async () => {
    stubDashboardApi(adminSession, () => json(200, { success: true, website: view }), [
      {
        path: null,
        entryId: null,
        reason: 'EISDIR: illegal operation on a directory, rename',
        since: '2026-12-02T09:00:00.000Z',
      },
      {
        path: '/article/kajri-nights',
        entryId: 'entry-1',
        reason: 'ENAMETOOLONG: name too long',
        since: '2026-12-02T09:00:00.000Z',
      },
    ]);
    renderApp('/admin/dashboard/website');
    const alert = await screen.findByRole('alert', { name: 'The site could not be updated' });
    expect(alert).toHaveTextContent('Every page: EISDIR: illegal operation on a directory, rename');
    expect(alert).toHaveTextContent('Page /article/kajri-nights: ENAMETOOLONG: name too long');
  });

  it('given a broken email › shows it at the field and sends nothing', async () => {
    const calls = server(superAdminSession, () => json(200, { success: true, website: view }));
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/website');
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save website settings' }));
    expect(await screen.findByText(/Some fields need attention/)).toBeVisible();
    expect(email).toHaveAccessibleDescription(/./);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('given someone else saved first › shows their change beside mine', async () => {
    const newer = {
      ...view,
      version: 3,
      updatedBy: 'root@studio.test',
      settings: { ...settings, identity: { ...settings.identity, hours: 'Every day' } },
    };
    server(superAdminSession, ({ method }) =>
      method === 'PUT'
        ? json(409, { success: false, message: ContentTexts.websiteStale, current: newer })
        : json(200, {
            success: true,
            website: newer.version === 3 && method === 'GET' ? newer : view,
          }),
    );
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/website');
    const phone = await screen.findByRole('textbox', { name: /^Phone/ });
    await user.clear(phone);
    await user.type(phone, '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'Save website settings' }));
    const panel = await screen.findByRole('region', { name: 'Changed on the server' });
    expect(within(panel).getByText('Phone', { selector: 'dt' }).parentElement).toHaveTextContent(
      '+1 555 0100',
    );
    expect(phone).toHaveValue('+1 555 0100');
  });

  it('given an admin › says the settings are view only, and shows them with no way to save', async () => {
    const calls = server(adminSession, () => json(200, { success: true, website: view }));
    renderApp('/admin/dashboard/website');
    expect(
      await screen.findByText('View only: a super admin can change these settings.'),
    ).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /^Phone/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save website settings' })).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/website')).toBe(true));
  });

  it('given a failing server › says why and offers to try again', async () => {
    server(superAdminSession, () =>
      json(500, { success: false, message: 'Internal server error' }),
    );
    renderApp('/super-admin/dashboard/website');
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
