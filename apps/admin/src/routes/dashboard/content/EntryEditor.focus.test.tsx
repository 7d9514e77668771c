import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp } from '../../../test/renderApp';
import {
  EDITOR,
  openRevision,
  publishAnswer,
  restoreRevision,
  revisionServer,
  savingServer,
  server,
} from '../../../test/entryEditor';

// Where focus goes in the entry editor when what held it changes or goes away.

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the entry editor by keyboard', () => {
  it('given Publish pressed by keyboard › once live it is gone, and focus is on the Publishing heading, not the page', async () => {
    savingServer(publishAnswer);
    const user = userEvent.setup();
    renderApp(EDITOR);
    const publish = await screen.findByRole('button', { name: 'Publish' });
    publish.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Entry published.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Publishing' })).toHaveFocus(),
    );
  });

  it('given a revision restored › focus is back on its Restore as draft, not the page', async () => {
    revisionServer();
    const user = userEvent.setup();
    renderApp(EDITOR);
    const panel = await openRevision(user);
    await restoreRevision(user, panel);
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: /Restore as draft/ })).toHaveFocus(),
    );
  });

  it('given a new FAQ sent empty › Create draft puts focus on the first field to fix', async () => {
    server(() => json(404, { success: false, message: 'Not found' }));
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/content/faqs/new');
    await user.click(await screen.findByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText(/Some fields need attention/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Question/ })).toHaveFocus();
  });
});
