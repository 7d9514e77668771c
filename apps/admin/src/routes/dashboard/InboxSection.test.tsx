import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi, superAdminSession } from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const support = {
  id: 'm1',
  kind: 'support',
  name: 'Asha Verma',
  email: 'asha@listeners.test',
  phone: null,
  company: null,
  subject: 'Stems for the remix',
  service: 'mixing-mastering',
  message: 'Hello,\nCould you send the stems?',
  createdAt: '2026-11-20T10:00:00.000Z',
  mailed: true,
  read: false,
  readAt: null,
  readBy: null,
};

function server() {
  return stubApi(({ path }) => {
    if (path === '/api/auth/session') return json(200, superAdminSession);
    if (path === '/api/admin/dashboard')
      return json(200, { success: true, counts: { unreadMessages: 1 } });
    if (path.startsWith('/api/admin/messages'))
      return json(200, {
        success: true,
        items: [support],
        page: 1,
        pageSize: 20,
        total: 1,
        unread: 1,
      });
    return json(200, { success: true, items: [], page: 1, pageSize: 20, total: 0 });
  });
}

const inboxQueries = (calls: { path: string }[]) =>
  calls
    .filter((call) => call.path.startsWith('/api/admin/messages'))
    .map((call) => new URL(call.path, 'http://x').searchParams);

/** Opens the inbox on the sample API and waits for its support message. */
async function openSampleMessage() {
  server();
  renderApp('/super-admin/dashboard/inbox');
  return screen.findByRole('article', { name: 'Stems for the remix' });
}

describe('the inbox', () => {
  it('shows coded values by their labels', async () => {
    const message = await openSampleMessage();
    expect(message).toHaveTextContent('Service: Mixing & Mastering');
    expect(message).not.toHaveTextContent('mixing-mastering');
    expect(within(message).getByText('Support')).toBeVisible();
  });

  it('offers Reply, a mail to the visitor with a "Re:" subject and their words quoted', async () => {
    const message = await openSampleMessage();
    const reply = within(message).getByRole('link', { name: 'Reply to Asha Verma' });
    const href = reply.getAttribute('href')!;
    expect(href.startsWith('mailto:asha%40listeners.test?')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Re: Stems for the remix');
    expect(query.get('body')).toContain('Asha Verma wrote:');
    expect(query.get('body')).toContain('> Hello,\n> Could you send the stems?');
    expect(href).not.toContain('+');
  });

  it('copies the visitor’s email and says so', async () => {
    server();
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/inbox');
    const message = await screen.findByRole('article', { name: 'Stems for the remix' });
    await user.click(within(message).getByRole('button', { name: 'Copy email of Asha Verma' }));
    expect(await navigator.clipboard.readText()).toBe('asha@listeners.test');
    expect(await screen.findByText('Email copied')).toBeVisible();
  });

  it('filters by form, read state and text on the server', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/inbox');
    await screen.findByRole('article', { name: 'Stems for the remix' });
    await user.click(screen.getByRole('tab', { name: 'Support' }));
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Unread' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search this section' }), 'stems');
    await waitFor(() => {
      const last = inboxQueries(calls).at(-1)!;
      expect([last.get('kind'), last.get('read'), last.get('q')]).toEqual([
        'support',
        'false',
        'stems',
      ]);
    });
  });
});
