import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminSession,
  json,
  renderApp,
  stubContentApi,
  stubDashboardApi,
} from '../../../test/renderApp';
import { sampleFaqSummary } from '../../../test/contentSamples';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/super-admin/dashboard/content/faqs';

const row = sampleFaqSummary;

/** One list answer; `trashDays` is the server's TRASH_DAYS (30 by default). */
const page = (items: unknown[], trashDays = 30) =>
  json(200, { success: true, items, page: 1, pageSize: 100, total: items.length, trashDays });

describe('a collection’s list', () => {
  it('given no entries › says what to do first and offers New FAQ', async () => {
    stubContentApi(() => page([]));
    renderApp(LIST);
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    expect(await screen.findByText(/No FAQs yet\. Start with New FAQ/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'New FAQ' })).toHaveAttribute('href', `${LIST}/new`);
  });

  it('given more entries than one request holds › asks page after page and lists them all', async () => {
    const entries = Array.from({ length: 150 }, (_, index) => ({
      ...row,
      id: `0b6f2d4c-1111-4000-8000-${String(index).padStart(12, '0')}`,
      slug: `question-${index}`,
      label: `Question ${index}`,
      updatedAt: new Date(Date.UTC(2026, 10, 21, 10, 0, 150 - index)).toISOString(),
    }));
    const calls = stubContentApi(({ path }) => {
      const query = new URLSearchParams(path.split('?')[1]);
      const number = Number(query.get('page'));
      const items = entries.slice((number - 1) * 100, number * 100);
      return json(200, {
        success: true,
        items,
        page: number,
        pageSize: 100,
        total: 150,
        trashDays: 30,
      });
    });
    renderApp(LIST);
    expect(await screen.findByText('Showing 1–20 of 150')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Question 0' })).toBeVisible();
    expect(
      calls.filter((call) => call.path.startsWith('/api/content/faqs?')).map((call) => call.path),
    ).toEqual([
      '/api/content/faqs?page=1&pageSize=100&sort=updated-desc',
      '/api/content/faqs?page=2&pageSize=100&sort=updated-desc',
    ]);
  });

  it('given a failing server › shows why and asks again on Retry', async () => {
    let fail = true;
    stubContentApi(({ path }) =>
      path.startsWith('/api/content/faqs?')
        ? fail
          ? json(500, { success: false, message: 'Internal server error' })
          : page([row])
        : json(404, { success: false, message: 'Not found' }),
    );
    const user = userEvent.setup();
    renderApp(LIST);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: row.label })).toBeVisible();
  });

  it('given a draft › Publish from its row menu › publishes that version, says so, and the list shows it published', async () => {
    let published = false;
    const calls = stubContentApi(({ method, path }) => {
      if (method === 'POST' && path === `/api/content/faqs/${row.id}/publish`) {
        published = true;
        return json(200, {
          success: true,
          message: 'Entry published.',
          entry: { ...row, state: 'published', version: 4, data: {}, live: {} },
        });
      }
      if (path.startsWith('/api/content/faqs?'))
        return page([
          published
            ? { ...row, state: 'published', version: 4, hasUnpublishedChanges: false }
            : row,
        ]);
      return json(404, { success: false, message: 'Not found' });
    });
    const user = userEvent.setup();
    renderApp(LIST);
    const table = await screen.findByRole('table', { name: 'FAQs' });
    expect(await within(table).findByText('Draft')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: `More actions for ${row.label}` }));
    await user.click(await screen.findByRole('menuitem', { name: /Publish/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish this FAQ?' });
    await user.click(within(dialog).getByRole('button', { name: /Publish/ }));
    expect(await screen.findByText('Entry published.')).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/publish'))?.body).toEqual({ version: 3 });
    await waitFor(() => expect(within(table).getByText('Published')).toBeVisible());
  });

  it('sends the top bar’s search to the server', async () => {
    const calls = stubContentApi(() => page([]));
    const user = userEvent.setup();
    renderApp(LIST);
    await screen.findByText(/No FAQs yet/);
    await user.type(screen.getByRole('searchbox', { name: 'Search this section' }), 'mixing');
    await waitFor(() => expect(calls.some((call) => call.path.includes('q=mixing'))).toBe(true));
    expect(await screen.findByText('No results match your search')).toBeVisible();
  });

  it('given a published entry › Unpublish from its row menu › the dialog opens with focus on Cancel', async () => {
    const live = { ...row, state: 'published', hasUnpublishedChanges: false };
    stubContentApi(({ path }) =>
      path.startsWith('/api/content/faqs?')
        ? page([live])
        : json(404, { success: false, message: 'Not found' }),
    );
    const user = userEvent.setup();
    renderApp(LIST);
    const table = await screen.findByRole('table', { name: 'FAQs' });
    await user.click(
      await within(table).findByRole('button', { name: `More actions for ${row.label}` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: /Unpublish/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unpublish this FAQ?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  });

  it('given an entry › Move to trash › the dialog opens on Cancel, then the entry goes to the trash', async () => {
    let trashed = false;
    const calls = stubContentApi(({ method, path }) => {
      if (method === 'DELETE' && path === `/api/content/faqs/${row.id}?version=3`) {
        trashed = true;
        return json(200, {
          success: true,
          message: 'Entry moved to the trash.',
          entry: { ...row, state: 'deleted', version: 4, data: {}, live: null },
        });
      }
      if (path.startsWith('/api/content/faqs?')) return page(trashed ? [] : [row]);
      return json(404, { success: false, message: 'Not found' });
    });
    const user = userEvent.setup();
    renderApp(LIST);
    const table = await screen.findByRole('table', { name: 'FAQs' });
    await user.click(
      await within(table).findByRole('button', { name: `More actions for ${row.label}` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: /Move to trash/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Move this FAQ to the trash?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
    expect(await screen.findByText('Entry moved to the trash.')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('the Trash view lists what is in the trash; a super admin restores or deletes for good, each confirmed from Cancel', async () => {
    const inTrash = { ...row, state: 'deleted', version: 4, deletedAt: '2026-11-22T10:00:00.000Z' };
    let gone = false;
    const calls = stubContentApi(({ method, path }) => {
      if (method === 'POST' && path === `/api/content/faqs/${row.id}/purge`) {
        gone = true;
        return json(200, { success: true, message: 'Entry deleted for good.', id: row.id });
      }
      if (path.startsWith('/api/content/faqs?'))
        return page(path.includes('state=deleted') && !gone ? [inTrash] : [], 7);
      return json(404, { success: false, message: 'Not found' });
    });
    const user = userEvent.setup();
    renderApp(LIST);
    await user.click(await screen.findByRole('link', { name: 'Trash' }));
    const table = await screen.findByRole('table', { name: 'FAQs in the trash' });
    expect(await within(table).findByText(row.label)).toBeVisible();
    // The days are the server's TRASH_DAYS, as the list answered them.
    expect(
      screen.getByText('Entries here are deleted for good after 7 days unless restored.'),
    ).toBeVisible();
    expect(within(table).getByRole('button', { name: /^Restore/ })).toBeVisible();
    await user.click(within(table).getByRole('button', { name: `More actions for ${row.label}` }));
    await user.click(screen.getByRole('menuitem', { name: /Delete for good/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete this FAQ for good?',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Entry deleted for good.')).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/purge'))?.body).toEqual({ version: 4 });
  });

  it('an admin sees the trash but offers neither Restore nor Delete for good', async () => {
    const inTrash = { ...row, state: 'deleted', version: 4, deletedAt: '2026-11-22T10:00:00.000Z' };
    stubDashboardApi(adminSession, ({ path }) =>
      path.startsWith('/api/content/faqs?')
        ? page(path.includes('state=deleted') ? [inTrash] : [], 1)
        : json(404, { success: false, message: 'Not found' }),
    );
    renderApp('/admin/dashboard/content/faqs?view=trash');
    const table = await screen.findByRole('table', { name: 'FAQs in the trash' });
    expect(await within(table).findByText(row.label)).toBeVisible();
    expect(
      within(table).queryByRole('button', { name: `More actions for ${row.label}` }),
    ).toBeNull();
    expect(
      screen.getByText(
        'Only a super admin can restore an entry or delete it for good. Entries here are deleted for good after 1 day.',
      ),
    ).toBeVisible();
  });

  it('until a list answer tells the server’s TRASH_DAYS, the trash names no number of days', async () => {
    let fail = true;
    stubDashboardApi(adminSession, ({ path }) =>
      path.startsWith('/api/content/faqs?')
        ? fail
          ? json(500, { success: false, message: 'Internal server error' })
          : page([], 14)
        : json(404, { success: false, message: 'Not found' }),
    );
    const user = userEvent.setup();
    renderApp('/admin/dashboard/content/faqs?view=trash');
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(
      screen.getByText('Only a super admin can restore an entry or delete it for good.'),
    ).toBeVisible();
    expect(screen.queryByText(/deleted for good after/)).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(
        'Only a super admin can restore an entry or delete it for good. Entries here are deleted for good after 14 days.',
      ),
    ).toBeVisible();
  });
});
