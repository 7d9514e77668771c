import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi, superAdminSession } from '../../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const configuration = {
  success: true,
  general: { studioName: 'Studio', publicOrigin: 'https://studio.test', environment: 'production' },
  security: {
    sessionMaxAgeHours: 24,
    sessionRefreshAfterHours: 1,
    idleTimeoutMinutes: 30,
    lockout: { attempts: 5, windowMinutes: 15, durationMinutes: 15 },
    codeLifetimeMinutes: 10,
    resendAfterSeconds: 60,
  },
  backup: { database: 'pglite', howTo: 'Press "Download a backup" below.' },
  performance: {
    authRateLimitPerMinute: 10,
    rateLimitStore: 'in-process',
    mail: 'outbox',
    bodyLimitKiB: 64,
  },
};

const LINK = '/api/super-admin/backup/download?ticket=abc.def';

const scheduled = {
  success: true,
  intervalHours: 24,
  keep: 7,
  backups: [
    {
      name: 'studio-backup-20260302T030000Z.tar',
      bytes: 5_347_738,
      createdAt: '2026-03-02T03:00:04.000Z',
    },
    {
      name: 'studio-backup-20260301T030000Z.tar',
      bytes: 2048,
      createdAt: '2026-03-01T03:00:02.000Z',
    },
  ],
  lastFailure: null as null | { at: string; reason: string },
};

function server(wrongPassword = 'wrong horse battery', backups = scheduled) {
  return stubApi(({ method, path, body }) => {
    if (path === '/api/super-admin/backups') return json(200, backups);
    if (path === '/api/auth/session') return json(200, superAdminSession);
    if (path === '/api/admin/dashboard')
      return json(200, { success: true, counts: { unreadMessages: 0 } });
    if (path === '/api/super-admin/configuration') return json(200, configuration);
    if (method === 'POST' && path === '/api/super-admin/backup/link') {
      const { currentPassword } = body as { currentPassword: string };
      if (currentPassword === wrongPassword)
        return json(400, {
          success: false,
          message: 'Please check the highlighted fields.',
          errors: [{ field: 'currentPassword', message: 'Your current password is incorrect.' }],
        });
      return json(200, { success: true, url: LINK, expiresAt: new Date().toISOString() });
    }
    return json(200, { success: true, items: [], page: 1, pageSize: 20, total: 0 });
  });
}

/** Every link the page "clicks" to download, instead of jsdom's navigation. */
function downloads() {
  const hrefs: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    hrefs.push(this.getAttribute('href') ?? '');
  });
  return hrefs;
}

async function openBackupDialog() {
  const user = userEvent.setup();
  renderApp('/super-admin/dashboard/settings');
  const card = await screen.findByRole('region', { name: 'Backup & Restore' });
  await user.click(within(card).getByRole('button', { name: 'Download a backup' }));
  const dialog = await screen.findByRole('dialog', { name: 'Download a backup' });
  return { user, dialog };
}

describe('System Settings, Backup & Restore', () => {
  it('asks for the password again, then lets the browser download the archive', async () => {
    const calls = server();
    const hrefs = downloads();
    const { user, dialog } = await openBackupDialog();
    expect(dialog).toHaveTextContent('password hashes');
    const password = within(dialog).getByLabelText(/^Current password/);
    expect(password).toHaveFocus();
    await user.type(password, 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(hrefs).toEqual([LINK]));
    expect(calls.filter((call) => call.path === '/api/super-admin/backup/link')).toEqual([
      {
        method: 'POST',
        path: '/api/super-admin/backup/link',
        body: { currentPassword: 'correct horse battery' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Your backup is downloading.')).toBeVisible();
  });

  it('shows the API’s error on the password field and downloads nothing', async () => {
    server();
    const hrefs = downloads();
    const { user, dialog } = await openBackupDialog();
    const password = within(dialog).getByLabelText(/^Current password/);
    await user.type(password, 'wrong horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('Your current password is incorrect.')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(hrefs).toEqual([]);
  });

  it('asks for the password before calling the API', async () => {
    const calls = server();
    const { user, dialog } = await openBackupDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('Please enter your current password.')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/super-admin/backup/link')).toBe(false);
  });
});

describe('System Settings, scheduled backups', () => {
  it('lists the scheduled backups with their size and time', async () => {
    server();
    renderApp('/super-admin/dashboard/settings');
    const card = await screen.findByRole('region', { name: 'Backup & Restore' });
    const list = await within(card).findByRole('list', { name: 'Scheduled backups' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('studio-backup-20260302T030000Z.tar');
    expect(items[0]).toHaveTextContent('5.1 MB');
    expect(items[1]).toHaveTextContent('2.0 KB');
    expect(card).toHaveTextContent('Every 24 hours, the last 7 kept.');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the last scheduled backup failed', async () => {
    server(undefined, {
      ...scheduled,
      backups: [],
      lastFailure: { at: '2026-03-03T03:00:00.000Z', reason: 'ENOSPC: no space left on device' },
    });
    renderApp('/super-admin/dashboard/settings');
    const card = await screen.findByRole('region', { name: 'Backup & Restore' });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('The last scheduled backup failed');
    expect(alert).toHaveTextContent('ENOSPC: no space left on device');
    expect(card).toHaveTextContent('No scheduled backups yet.');
  });
});

describe('System Settings, General', () => {
  it("links to Website Management's list of pages the site could not update", async () => {
    server();
    renderApp('/super-admin/dashboard/settings');
    const link = await screen.findByRole('link', { name: 'Pages the site could not update' });
    expect(link).toHaveAttribute('href', '/super-admin/dashboard/website#site-problems');
  });
});
