import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  signedOut,
  stubApi,
  stubDashboardApi,
  superAdminSession,
  renderApp,
} from './test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the studio’s name in the admin app', () => {
  it('given a stored identity named Raga Records › the sign-in screen › shows it in the brand and the title', async () => {
    stubApi((call) =>
      call.path === '/api/website/studio-name'
        ? json(200, { success: true, name: 'Raga Records' })
        : signedOut,
    );
    renderApp('/super-admin/login');
    expect(await screen.findByText('Raga Records Admin')).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/ \| Raga Records$/));
  });

  it('given a stored identity named Raga Records › the dashboard › shows it in the header brand and the title', async () => {
    stubDashboardApi(superAdminSession, (call) =>
      call.path === '/api/website/studio-name'
        ? json(200, { success: true, name: 'Raga Records' })
        : json(200, { success: true, items: [], total: 0, page: 1, pageSize: 20 }),
    );
    renderApp('/super-admin/dashboard');
    expect(await screen.findByText('Raga Records Admin')).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/ \| Raga Records$/));
    expect(screen.queryByText('Sargam Studios Admin')).toBeNull();
  });
});
