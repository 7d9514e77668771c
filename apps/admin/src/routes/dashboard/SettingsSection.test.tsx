import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  renderApp,
  stubApi,
  superAdminSession,
  type FakeAnswer,
  type FakeRequest,
} from '../../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const configuration = {
  success: true,
  general: {
    studioName: 'Studio',
    publicOrigin: 'https://studio.test',
    environment: 'production',
    fromEnvironment: ['JWT_SECRET', 'SESSION_IDLE_MINUTES'],
  },
  security: {
    sessionMaxAgeHours: 24,
    sessionRefreshAfterHours: 1,
    idleTimeoutMinutes: 30,
    lockout: { attempts: 5, windowMinutes: 15, durationMinutes: 15 },
    codeLifetimeMinutes: 10,
    resendAfterSeconds: 60,
    sources: {
      sessionMaxAgeHours: 'default',
      idleTimeoutMinutes: 'environment',
      lockoutAttempts: 'stored',
      lockoutMinutes: 'default',
    },
  },
  backup: { database: 'pglite', howTo: 'Press "Download a backup" below.' },
  performance: {
    authRateLimitPerMinute: 10,
    rateLimitStore: 'in-process',
    mail: 'outbox',
    bodyLimitKiB: 64,
    mediaCache: {
      entries: 12,
      bytes: 3.5 * 1024 * 1024,
      limitBytes: 256 * 1024 * 1024,
      hits: 120,
      misses: 24,
    },
    pages: [
      {
        path: '/newsroom',
        lastRenderMs: 1530,
        renderedAt: '2026-03-02T03:00:00.000Z',
        failed: false,
      },
      { path: '/', lastRenderMs: 412, renderedAt: '2026-03-02T03:00:00.000Z', failed: false },
      {
        path: '/article/kajri-nights',
        lastRenderMs: 95,
        renderedAt: '2026-03-01T09:30:00.000Z',
        failed: true,
      },
      // Each language's 404 page, as the renderer names them.
      { path: '*', lastRenderMs: 40, renderedAt: '2026-03-02T03:00:00.000Z', failed: false },
      { path: '/hi/*', lastRenderMs: 38, renderedAt: '2026-03-02T03:00:00.000Z', failed: false },
    ],
    pagesTimed: 5,
    pagesFailed: 1,
    siteRender: { available: true, running: false, last: null } as {
      available: boolean;
      running: boolean;
      last: null | { finishedAt: string; durationMs: number; failedPages: number | null };
    },
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

function server(
  wrongPassword = 'wrong horse battery',
  backups = scheduled,
  /** Answers first, when it answers at all. */
  more: (request: FakeRequest) => FakeAnswer | undefined = () => undefined,
) {
  return stubApi((request) => {
    const { method, path, body } = request;
    const answer = more(request);
    if (answer) return answer;
    if (path === '/api/super-admin/backups') return json(200, backups);
    if (path === '/api/auth/session') return json(200, superAdminSession);
    if (path === '/api/admin/dashboard')
      return json(200, { success: true, counts: { unreadMessages: 0 } });
    if (path === '/api/super-admin/configuration') return json(200, configuration);
    if (method === 'PUT' && path === '/api/super-admin/settings/security') {
      const changes = body as Record<string, number>;
      if (changes.lockoutMinutes === 29)
        return json(400, {
          success: false,
          message: 'Invalid request',
          errors: [
            {
              field: 'lockoutMinutes',
              message: 'Set by LOCKOUT_MINUTES: change it in the server’s environment.',
            },
          ],
        });
      return json(200, {
        success: true,
        message: 'Security settings saved. They are in force on every instance within 5 seconds.',
        values: {
          sessionMaxAgeHours: 24,
          idleTimeoutMinutes: 30,
          lockoutAttempts: 5,
          lockoutMinutes: 15,
          ...changes,
        },
        sources: configuration.security.sources,
      });
    }
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

describe('System Settings, Security', () => {
  async function securityForm() {
    renderApp('/super-admin/dashboard/settings');
    const card = await screen.findByRole('region', { name: 'Security' });
    return within(card).getByRole('form', { name: 'Security settings' });
  }

  it('shows the values in force, the one the environment sets read-only with its variable', async () => {
    server();
    const form = await securityForm();
    expect(within(form).getByLabelText(/^Session maximum age/)).toHaveValue(24);
    expect(within(form).getByLabelText(/^Failed attempts before a lock/)).toHaveValue(5);
    expect(within(form).getByLabelText(/^Lock length/)).toHaveValue(15);
    const idle = within(form).getByLabelText(/^Idle timeout/);
    expect(idle).toHaveValue(30);
    expect(idle).toHaveAttribute('readonly');
    expect(idle).toHaveAccessibleDescription(/Set by SESSION_IDLE_MINUTES/);
    expect(within(form).getByLabelText(/^Session maximum age/)).toHaveAccessibleDescription(
      /1 to 24; 24 by default/,
    );
  });

  it('saves the changeable values, not the one the environment sets, and says so', async () => {
    const calls = server();
    const user = userEvent.setup();
    const form = await securityForm();
    const attempts = within(form).getByLabelText(/^Failed attempts before a lock/);
    await user.clear(attempts);
    await user.type(attempts, '3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Security settings saved. They are in force on every instance within 5 seconds.',
      ),
    ).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/super-admin/settings/security')).toEqual([
      {
        method: 'PUT',
        path: '/api/super-admin/settings/security',
        body: { sessionMaxAgeHours: 24, lockoutAttempts: 3, lockoutMinutes: 15 },
      },
    ]);
  });

  it('says which range a value must be in before calling the API', async () => {
    const calls = server();
    const user = userEvent.setup();
    const form = await securityForm();
    const attempts = within(form).getByLabelText(/^Failed attempts before a lock/);
    await user.clear(attempts);
    await user.type(attempts, '2');
    const maxAge = within(form).getByLabelText(/^Session maximum age/);
    await user.clear(maxAge);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Must be at least 3')).toBeVisible();
    expect(attempts).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('This field is required')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/super-admin/settings/security')).toBe(false);
  });

  it('puts the API’s field message on its field', async () => {
    server();
    const user = userEvent.setup();
    const form = await securityForm();
    const length = within(form).getByLabelText(/^Lock length/);
    await user.clear(length);
    await user.type(length, '29');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Set by LOCKOUT_MINUTES/)).toBeVisible();
    expect(length).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('System Settings, General: identity and environment', () => {
  it('links to Website Management for the identity and lists what the environment sets', async () => {
    server();
    renderApp('/super-admin/dashboard/settings');
    const card = await screen.findByRole('region', { name: 'General' });
    const link = within(card).getByRole('link', {
      name: 'Name, addresses and links in Website Management',
    });
    expect(link).toHaveAttribute('href', '/super-admin/dashboard/website');
    const names = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['JWT_SECRET', 'SESSION_IDLE_MINUTES']);
    expect(card).toHaveTextContent('Settings the environment sets cannot be changed here');
  });
});

describe('System Settings, Performance', () => {
  async function performanceCard() {
    renderApp('/super-admin/dashboard/settings');
    return screen.findByRole('region', { name: 'Performance' });
  }

  it("shows this instance's media cache and, when asked, its pages' last render times, slowest first", async () => {
    server();
    const user = userEvent.setup();
    const card = await performanceCard();
    expect(card).toHaveTextContent(
      'Media cache12 files, 3.5 MB of 256.0 MB, hit rate 83 % (120 hits, 24 misses) on this instance.',
    );
    expect(card).toHaveTextContent(
      '5 pages rendered on this instance since it started; the slowest took 1.5 s. 1 page failed: it serves its last render.',
    );
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: 'Show the render times' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(card).getByRole('table', { name: 'Page render times' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => within(row).getByRole('rowheader').querySelector('code')?.textContent),
    ).toEqual(['/newsroom', '/', '/article/kajri-nights', '404 page', '404 page (Hindi)']);
    expect(rows[0]).toHaveTextContent('1.5 s');
    expect(rows[1]).toHaveTextContent('412 ms');
    expect(rows[2]).toHaveTextContent('serves its last render');
    await user.click(within(card).getByRole('button', { name: 'Hide the render times' }));
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Render the site again' })).toBeEnabled();
  });

  it('renders the site again: busy until the server says it is done, then shows the result', async () => {
    let state = configuration.performance.siteRender;
    const calls = server(undefined, undefined, ({ method, path }) => {
      if (method === 'POST' && path === '/api/super-admin/site/render') {
        state = { available: true, running: true, last: null };
        return json(202, {
          success: true,
          message:
            'Rendering every page of the site again on this instance. The Performance card shows when it is done.',
          started: true,
        });
      }
      if (path === '/api/super-admin/configuration') {
        const answer = json(200, {
          ...configuration,
          performance: { ...configuration.performance, siteRender: state },
        });
        // The render is done by the next time the card asks.
        if (state.running)
          state = {
            available: true,
            running: false,
            last: { finishedAt: '2026-03-02T04:00:00.000Z', durationMs: 12_300, failedPages: 0 },
          };
        return answer;
      }
      return undefined;
    });
    const user = userEvent.setup();
    const card = await performanceCard();
    await user.click(within(card).getByRole('button', { name: 'Render the site again' }));
    const busy = await within(card).findByRole('button', { name: 'Rendering…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(within(card).getByRole('status')).toHaveTextContent('Rendering every page again…');
    expect(
      await screen.findByText(
        'Rendering every page of the site again on this instance. The Performance card shows when it is done.',
      ),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(within(card).getByRole('status')).toHaveTextContent(
          /The last render asked here was done .* in 12\.3 s\./,
        ),
      { timeout: 5000 },
    );
    expect(within(card).getByRole('button', { name: 'Render the site again' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(calls.filter((call) => call.path === '/api/super-admin/site/render')).toEqual([
      { method: 'POST', path: '/api/super-admin/site/render', body: undefined },
    ]);
  });

  it('says so when a render asked this way is running already (409)', async () => {
    const running =
      'The site is already being rendered again on this instance. Wait until it is done, then try again.';
    server(undefined, undefined, ({ method, path }) =>
      method === 'POST' && path === '/api/super-admin/site/render'
        ? json(409, { success: false, message: running })
        : undefined,
    );
    const user = userEvent.setup();
    const card = await performanceCard();
    await user.click(within(card).getByRole('button', { name: 'Render the site again' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(running);
    expect(within(card).getByRole('button', { name: 'Render the site again' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('offers no render when the server serves the site as built', async () => {
    server(undefined, undefined, ({ path }) =>
      path === '/api/super-admin/configuration'
        ? json(200, {
            ...configuration,
            performance: {
              ...configuration.performance,
              pages: [],
              pagesTimed: 0,
              pagesFailed: 0,
              siteRender: { available: false, running: false, last: null },
            },
          })
        : undefined,
    );
    const card = await performanceCard();
    expect(card).toHaveTextContent('there is nothing to render again');
    expect(within(card).queryByRole('button', { name: /Render/ })).not.toBeInTheDocument();
  });
});
