import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../../test/renderApp';
import { EDITOR, ENTRY_PATH, entry, server } from '../../../test/entryEditor';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const live = { ...entry, state: 'published', hasUnpublishedChanges: false, live: entry.data };

describe('scheduled unpublish in the editor', () => {
  it('given a published entry › Unpublish at a time › sends it, and says when the page comes down', async () => {
    const at = '2031-05-01T10:00:00.000Z';
    let current: Omit<typeof live, 'unpublishAt'> & { unpublishAt: string | null } = {
      ...live,
      unpublishAt: null,
    };
    const sent: unknown[] = [];
    server(({ method, path, body }) => {
      if (method === 'GET' && path === ENTRY_PATH)
        return json(200, { success: true, entry: current });
      if (method === 'POST' && path === `${ENTRY_PATH}/schedule-unpublish`) {
        sent.push(body);
        current = { ...current, version: current.version + 1, unpublishAt: at };
        return json(200, { success: true, message: 'Unpublish scheduled.', entry: current });
      }
      return json(404, { success: false, message: 'Not found' });
    });
    const user = userEvent.setup();
    renderApp(EDITOR);
    const field = await screen.findByLabelText(/^Unpublish at/);
    await user.type(field, '2031-05-01T12:00');
    await user.click(screen.getByRole('button', { name: 'Schedule unpublish' }));
    expect(await screen.findByText('Unpublish scheduled.')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ version: entry.version });
    const panel = screen.getByRole('region', { name: 'Publishing' });
    await waitFor(() => expect(within(panel).getByText(/^Comes down /)).toBeVisible());
    expect(within(panel).getByRole('button', { name: 'Cancel scheduled unpublish' })).toBeVisible();
  });
});
