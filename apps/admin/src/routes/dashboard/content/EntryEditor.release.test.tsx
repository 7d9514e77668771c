import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { sampleReleaseEntry } from '../../../test/contentSamples';
import { storeServer } from '../../../test/entryEditor';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const PATH = `/api/content/releases/${sampleReleaseEntry.id}`;
const EDITOR = `/super-admin/dashboard/content/releases/${sampleReleaseEntry.id}`;

const upcomingGroup = () =>
  screen.findByRole('group', { name: 'Upcoming Releases on the home page' });

describe('the release editor › Upcoming Releases on the home page', () => {
  it('shows the stage as its badge, the portrait poster, the link and the order, and saves a change', async () => {
    const store = storeServer(sampleReleaseEntry, PATH);
    const user = userEvent.setup();
    renderApp(EDITOR);
    const group = await upcomingGroup();
    expect(within(group).getByRole('combobox', { name: /^Stage/ })).toHaveTextContent(
      'Coming Soon',
    );
    expect(within(group).getByText(/^Portrait poster/)).toBeVisible();
    const link = within(group).getByRole('group', { name: 'Link from the poster' });
    expect(within(link).getByRole('textbox', { name: /^Link to/ })).toHaveValue('/coming-soon');
    expect(within(link).getByRole('textbox', { name: /^Label/ })).toHaveValue(
      'Get notified at launch',
    );

    await user.click(within(group).getByRole('combobox', { name: /^Stage/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Latest Release', 'Coming Soon', 'Post-Production']);
    await user.click(within(listbox).getByRole('option', { name: 'Post-Production' }));
    const order = within(group).getByRole('spinbutton', { name: /^Order/ });
    await user.type(order, '0');
    await waitFor(() =>
      expect(store.puts().at(-1)?.body).toMatchObject({
        data: { upcoming: { stage: 'post-production', order: 30, link: { href: '/coming-soon' } } },
      }),
    );
  });

  it('refuses a link that is neither a path of this site nor an http(s) address', async () => {
    const store = storeServer(sampleReleaseEntry, PATH);
    const user = userEvent.setup();
    renderApp(EDITOR);
    const group = await upcomingGroup();
    const href = within(group).getByRole('textbox', { name: /^Link to/ });
    await user.clear(href);
    await user.type(href, 'javascript:alert(1)');
    await user.tab();
    await waitFor(() => expect(href).toHaveAccessibleDescription(/Has an invalid format/));
    expect(store.puts()).toHaveLength(0);
  });

  it('saves the release without it once removed, and offers to add it again', async () => {
    const store = storeServer(sampleReleaseEntry, PATH);
    const user = userEvent.setup();
    renderApp(EDITOR);
    const group = await upcomingGroup();
    await user.click(
      within(group).getByRole('button', { name: 'Remove upcoming releases on the home page' }),
    );
    expect(
      within(group).getByRole('button', { name: 'Add upcoming releases on the home page' }),
    ).toBeVisible();
    await waitFor(() => expect(store.puts()).toHaveLength(1));
    const sent = store.puts()[0]?.body as { data: Record<string, unknown> };
    expect(sent.data).not.toHaveProperty('upcoming');
    expect(sent.data).toMatchObject({ title: 'Sawan Ki Bhor', kind: 'music' });
  });
});
