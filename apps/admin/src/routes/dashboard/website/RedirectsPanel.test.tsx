import { RedirectTexts } from '@studio/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  renderApp,
  adminSession,
  stubDashboardApi,
  superAdminSession,
} from '../../../test/renderApp';
import { sampleView as view } from '../../../test/websiteSettings';

afterEach(() => vi.unstubAllGlobals());

const manual = {
  id: '5b0f0c36-4c4f-4d0b-9a4e-1f2a3b4c5d6e',
  kind: 'manual',
  from: '/press',
  to: '/newsroom',
  updatedAt: '2026-11-21T10:00:00.000Z',
  updatedBy: 'owner@studio.test',
};
const former = {
  id: null,
  kind: 'former-slug',
  from: '/article/kajri-nights',
  to: '/article/kajri-nights-2026',
  updatedAt: '2026-11-21T10:00:00.000Z',
  updatedBy: null,
};
const list = (items: unknown[]) =>
  json(200, { success: true, items, page: 1, pageSize: 20, total: items.length });

describe('Website Management › Redirects', () => {
  it('given a super admin › adds a redirect by keyboard and sees it confirmed', async () => {
    const calls = stubDashboardApi(superAdminSession, ({ method, path, body }) => {
      if (path.startsWith('/api/website/redirects'))
        return method === 'POST'
          ? json(201, {
              success: true,
              message: RedirectTexts.created,
              redirect: { ...manual, ...(body as object) },
            })
          : list([manual, former]);
      return json(200, { success: true, website: view });
    });
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/website');
    const redirects = await screen.findByRole('region', { name: 'Redirects' });
    const from = within(redirects).getByRole('textbox', { name: /^From/ });
    expect(from).toBeRequired();
    await user.click(from);
    await user.keyboard('/help-centre');
    await user.tab();
    await user.keyboard('/help');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(RedirectTexts.created)).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      from: '/help-centre',
      to: '/help',
    });
    const table = await within(redirects).findByRole('table', { name: 'Every redirect' });
    // The table scrolls in a region of its own, named apart from the section's (landmarks with
    // one name cannot be told apart in a screen reader's list of them).
    expect(screen.getAllByRole('region', { name: 'Redirects' })).toEqual([redirects]);
    expect(within(table).getByRole('rowheader', { name: '/press' })).toBeVisible();
    expect(within(table).getByText('Changes with its article')).toBeVisible();
    expect(
      within(table).getByRole('button', { name: 'Remove the redirect from /press' }),
    ).toBeVisible();
  });

  it('given another site as the target › says so at the field and sends nothing', async () => {
    const calls = stubDashboardApi(superAdminSession, ({ path }) =>
      path.startsWith('/api/website/redirects')
        ? list([])
        : json(200, { success: true, website: view }),
    );
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/website');
    const redirects = await screen.findByRole('region', { name: 'Redirects' });
    await user.type(within(redirects).getByRole('textbox', { name: /^From/ }), '/press');
    const to = within(redirects).getByRole('textbox', { name: /^To/ });
    await user.type(to, 'https://elsewhere.example/');
    await user.click(within(redirects).getByRole('button', { name: 'Add redirect' }));
    expect(await within(redirects).findByText(RedirectTexts.notSitePath)).toBeVisible();
    expect(to).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('given an admin › lists the redirects with no way to change them', async () => {
    stubDashboardApi(adminSession, ({ path }) =>
      path.startsWith('/api/website/redirects')
        ? list([manual, former])
        : json(200, { success: true, website: view }),
    );
    renderApp('/admin/dashboard/website');
    const table = await screen.findByRole('table', { name: 'Every redirect' });
    expect(within(table).getByRole('rowheader', { name: '/article/kajri-nights' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add redirect' })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
