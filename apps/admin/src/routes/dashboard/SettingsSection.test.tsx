import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi, superAdminSession } from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const configuration = {
  success: true,
  general: {
    studioName: 'Raga Works',
    publicOrigin: 'https://raga.example',
    environment: 'production',
  },
  security: {
    sessionMaxAgeHours: 24,
    sessionRefreshAfterHours: 12,
    idleTimeoutMinutes: 30,
    lockout: { attempts: 5, windowMinutes: 15, durationMinutes: 15 },
    codeLifetimeMinutes: 10,
    resendAfterSeconds: 60,
  },
  backup: { database: 'pglite', howTo: 'npm run backup' },
  performance: {
    authRateLimitPerMinute: 30,
    rateLimitStore: 'in-process',
    mail: 'outbox',
    bodyLimitKiB: 64,
  },
};

describe('System Settings', () => {
  it("links to Website Management's list of pages the site could not update", async () => {
    stubApi(({ path }) => {
      if (path === '/api/auth/session') return json(200, superAdminSession);
      if (path === '/api/admin/dashboard') return json(200, { success: true, counts: {} });
      if (path === '/api/super-admin/configuration') return json(200, configuration);
      return json(200, { success: true, items: [], page: 1, pageSize: 20, total: 0 });
    });
    renderApp('/super-admin/dashboard/settings');
    const link = await screen.findByRole('link', { name: 'Pages the site could not update' });
    expect(link).toHaveAttribute('href', '/super-admin/dashboard/website#site-problems');
  });
});
