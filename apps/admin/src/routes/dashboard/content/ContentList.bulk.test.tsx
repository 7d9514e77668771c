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
const page = (items: unknown[]) =>
  json(200, { success: true, items, page: 1, pageSize: 100, total: items.length, trashDays: 30 });
const idOf = (n: number) => `0b6f2d4c-1111-4000-8000-${String(n).padStart(12, '0')}`;
const rowOf = (n: number, extra: Record<string, unknown> = {}) => ({
  ...sampleFaqSummary,
  id: idOf(n),
  slug: `question-${n}`,
  label: `Question ${n}`,
  version: 10 + n,
  updatedAt: new Date(Date.UTC(2026, 10, 21, 10, 0, 10 - n)).toISOString(),
  ...extra,
});

describe('bulk actions in a collection’s list', () => {
  it('selects rows by keyboard, publishes each with its own version, and shows and announces a result per row', async () => {
    const rows = [rowOf(1), rowOf(2), rowOf(3)];
    const calls = stubContentApi(({ method, path }) => {
      if (method === 'POST' && path === `/api/content/faqs/${idOf(1)}/publish`)
        return json(200, {
          success: true,
          message: 'Entry published.',
          entry: { ...rows[0], state: 'published', version: 12, data: {}, live: {} },
        });
      if (method === 'POST' && path === `/api/content/faqs/${idOf(2)}/publish`)
        return json(409, {
          success: false,
          message: 'This entry was changed by someone else.',
          current: { ...rows[1], version: 13, data: {}, live: null },
        });
      if (path.startsWith('/api/content/faqs?')) return page(rows);
      return json(404, { success: false, message: 'Not found' });
    });
    const user = userEvent.setup();
    renderApp(LIST);
    const table = await screen.findByRole('table', { name: 'FAQs' });
    const first = await within(table).findByRole('checkbox', { name: 'Select Question 1' });
    first.focus();
    await user.keyboard(' ');
    // Tab passes through the row's link and actions, then reaches the next row's box.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(table).getByRole('checkbox', { name: 'Select Question 2' })).toHaveFocus();
    await user.keyboard(' ');
    const bulk = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bulk).getByText('2 entries selected')).toBeVisible();
    await user.click(within(bulk).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish 2 entries?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    await waitFor(() =>
      expect(screen.getByText('Publish: 1 done, 1 conflict, 0 refused.')).toHaveAttribute(
        'role',
        'status',
      ),
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      [`/api/content/faqs/${idOf(1)}/publish`, { version: 11 }],
      [`/api/content/faqs/${idOf(2)}/publish`, { version: 12 }],
    ]);
    const rowOfLabel = (label: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(label) })
        .closest('tr')!;
    expect(within(rowOfLabel('Question 1')).getByText('Done: Entry published.')).toBeVisible();
    expect(
      within(rowOfLabel('Question 2')).getByText(
        'Conflict: This entry was changed by someone else.',
      ),
    ).toBeVisible();
    // The conflicting row stays selected, to try again; the published one is cleared.
    expect(within(table).getByRole('checkbox', { name: 'Select Question 2' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(table).getByRole('checkbox', { name: 'Select Question 1' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('select all, Move to trash › confirms from Cancel, then one DELETE per row; a refusal is shown beside its row', async () => {
    const rows = [rowOf(1), rowOf(2)];
    const calls = stubContentApi(({ method, path }) => {
      if (method === 'DELETE' && path === `/api/content/faqs/${idOf(1)}?version=11`)
        return json(200, {
          success: true,
          message: 'Entry moved to the trash.',
          entry: { ...rows[0], state: 'deleted', version: 12, data: {}, live: null },
        });
      if (method === 'DELETE')
        return json(403, { success: false, message: 'You cannot move this entry to the trash.' });
      if (path.startsWith('/api/content/faqs?')) return page(rows);
      return json(404, { success: false, message: 'Not found' });
    });
    const user = userEvent.setup();
    renderApp(LIST);
    const table = await screen.findByRole('table', { name: 'FAQs' });
    await user.click(
      await within(table).findByRole('checkbox', { name: 'Select all rows on this page' }),
    );
    const bulk = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bulk).getByRole('button', { name: 'Move to trash' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Move 2 entries to the trash?',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
    await waitFor(() =>
      expect(screen.getByText('Move to trash: 1 done, 0 conflict, 1 refused.')).toBeVisible(),
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/content/faqs/${idOf(1)}?version=11`,
      `/api/content/faqs/${idOf(2)}?version=12`,
    ]);
    expect(
      within(table).getByText('Refused: You cannot move this entry to the trash.'),
    ).toBeVisible();
  });

  it('Unpublish in bulk opens its confirmation on Cancel, and Cancel sends nothing', async () => {
    const rows = [rowOf(1, { state: 'published', hasUnpublishedChanges: false })];
    const calls = stubContentApi(({ path }) =>
      path.startsWith('/api/content/faqs?')
        ? page(rows)
        : json(404, { success: false, message: 'Not found' }),
    );
    const user = userEvent.setup();
    renderApp(LIST);
    const table = await screen.findByRole('table', { name: 'FAQs' });
    await user.click(await within(table).findByRole('checkbox', { name: 'Select Question 1' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', {
        name: 'Unpublish',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Unpublish 1 entry?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('Schedule in bulk asks when: an empty time is refused at the field, then each row is scheduled with its own version', async () => {
    const rows = [rowOf(1), rowOf(2)];
    const calls = stubContentApi(({ method, path }) => {
      if (method === 'POST' && path === `/api/content/faqs/${idOf(1)}/schedule`)
        return json(200, {
          success: true,
          message: 'Publishing scheduled.',
          entry: { ...rows[0], version: 12, data: {}, live: null },
        });
      if (method === 'POST' && path === `/api/content/faqs/${idOf(2)}/schedule`)
        return json(400, { success: false, message: 'Publish at: choose a time in the future' });
      if (path.startsWith('/api/content/faqs?')) return page(rows);
      return json(404, { success: false, message: 'Not found' });
    });
    const user = userEvent.setup();
    renderApp(LIST);
    const table = await screen.findByRole('table', { name: 'FAQs' });
    await user.click(await within(table).findByRole('checkbox', { name: 'Select Question 1' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Question 2' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', {
        name: 'Schedule',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Schedule 2 entries?' });
    const when = within(dialog).getByLabelText(/^Publish at/);
    expect(when).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose a date and time')).toBeVisible();
    expect(when).toHaveAccessibleDescription(/Choose a date and time/);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(when, '2030-05-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(screen.getByText('Schedule: 1 done, 0 conflict, 1 refused.')).toHaveAttribute(
        'role',
        'status',
      ),
    );
    const at = new Date('2030-05-01T10:00').toISOString();
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
    ).toEqual([
      [`/api/content/faqs/${idOf(1)}/schedule`, { version: 11, publishAt: at }],
      [`/api/content/faqs/${idOf(2)}/schedule`, { version: 12, publishAt: at }],
    ]);
    const rowOfLabel = (label: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(label) })
        .closest('tr')!;
    expect(within(rowOfLabel('Question 1')).getByText('Done: Publishing scheduled.')).toBeVisible();
    expect(
      within(rowOfLabel('Question 2')).getByText(
        'Refused: Publish at: choose a time in the future',
      ),
    ).toBeVisible();
  });

  it('in the trash a super admin restores the selected entries, each with its version', async () => {
    const inTrash = [
      rowOf(1, { state: 'deleted', deletedAt: '2026-11-22T10:00:00.000Z' }),
      rowOf(2, { state: 'deleted', deletedAt: '2026-11-22T10:00:00.000Z' }),
    ];
    const calls = stubContentApi(({ method, path }) => {
      if (method === 'POST' && path.endsWith('/restore'))
        return json(200, {
          success: true,
          message: 'Entry restored as a draft.',
          entry: { ...inTrash[0], state: 'draft', data: {}, live: null },
        });
      if (path.startsWith('/api/content/faqs?'))
        return page(path.includes('state=deleted') ? inTrash : []);
      return json(404, { success: false, message: 'Not found' });
    });
    const user = userEvent.setup();
    renderApp(`${LIST}?view=trash`);
    const table = await screen.findByRole('table', { name: 'FAQs in the trash' });
    await user.click(
      await within(table).findByRole('checkbox', { name: 'Select all rows on this page' }),
    );
    const bulk = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bulk).queryByRole('button', { name: 'Publish' })).toBeNull();
    await user.click(within(bulk).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore 2 entries?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(screen.getByText('Restore: 2 done, 0 conflict, 0 refused.')).toBeVisible(),
    );
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
    ).toEqual([
      [`/api/content/faqs/${idOf(1)}/restore`, { version: 11 }],
      [`/api/content/faqs/${idOf(2)}/restore`, { version: 12 }],
    ]);
  });

  it('an admin in the trash has nothing to select', async () => {
    const inTrash = rowOf(1, { state: 'deleted', deletedAt: '2026-11-22T10:00:00.000Z' });
    stubDashboardApi(adminSession, ({ path }) =>
      path.startsWith('/api/content/faqs?')
        ? page(path.includes('state=deleted') ? [inTrash] : [])
        : json(404, { success: false, message: 'Not found' }),
    );
    renderApp('/admin/dashboard/content/faqs?view=trash');
    const table = await screen.findByRole('table', { name: 'FAQs in the trash' });
    expect(await within(table).findByText('Question 1')).toBeVisible();
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });
});
