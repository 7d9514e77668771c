import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi, superAdminSession } from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const pendingComment = (id: string, name: string, text: string) => ({
  id,
  entryId: 'e1',
  articleTitle: 'Monsoon Sessions',
  articleSlug: 'monsoon-sessions',
  name,
  email: id === 'c1' ? 'asha@fans.test' : null,
  notify: id === 'c1',
  text,
  state: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
});

type Comment = ReturnType<typeof pendingComment>;

/** The comments API: the pending and trashed comments it starts with, changed by the calls. */
function server(
  pending: Comment[] = [
    pendingComment('c1', 'Asha', '<img src=x onerror=alert(1)> Lovely!'),
    pendingComment('c2', 'Ravi', 'Second'),
    pendingComment('c3', 'Mina', 'Third'),
  ],
  trashed: Comment[] = [],
) {
  let published = 0;
  return stubApi(({ path, method, body }) => {
    if (path === '/api/auth/session') return json(200, superAdminSession);
    if (path === '/api/admin/dashboard')
      return json(200, { success: true, counts: { unreadMessages: 0 } });
    if (method === 'POST' && path === '/api/admin/comments/approve') {
      const { ids } = body as { ids: string[] };
      pending = pending.filter((comment) => !ids.includes(comment.id));
      published += ids.length;
      return json(200, {
        success: true,
        message: `${ids.length} comments approved.`,
        approved: ids.length,
      });
    }
    if (method === 'POST' && path.startsWith('/api/admin/comments/')) {
      const [, , , , id, action] = path.split('/');
      if (action === 'restore') {
        const comment = trashed.find((item) => item.id === id)!;
        trashed = trashed.filter((item) => item.id !== id);
        pending = [...pending, { ...comment, state: 'pending' }];
        return json(200, {
          success: true,
          message: 'Comment restored: it waits for a decision again.',
          item: { ...comment, state: 'pending' },
        });
      }
      const comment = pending.find((item) => item.id === id)!;
      pending = pending.filter((item) => item.id !== id);
      if (action === 'approve') published += 1;
      return json(200, {
        success: true,
        message: action === 'spam' ? 'Comment marked as spam.' : 'Comment approved.',
        item: { ...comment, state: action === 'spam' ? 'spam' : 'published' },
      });
    }
    if (path.startsWith('/api/admin/comments')) {
      const state = new URL(path, 'http://x').searchParams.get('state');
      const items = state === 'pending' ? pending : state === 'trashed' ? trashed : [];
      return json(200, {
        success: true,
        items,
        page: 1,
        pageSize: 20,
        total: items.length,
        counts: { pending: pending.length, published, spam: 0, trashed: trashed.length },
        trashDays: 7,
      });
    }
    return json(200, { success: true, items: [], page: 1, pageSize: 20, total: 0 });
  });
}

describe('Content Management › Comments', () => {
  it('shows pending comments with their article, name, email and escaped text, tab counts and the sidebar badge', async () => {
    server();
    renderApp('/super-admin/dashboard/content/comments');
    const first = await screen.findByRole('article', { name: 'Asha on “Monsoon Sessions”' });
    expect(first).toHaveTextContent('<img src=x onerror=alert(1)> Lovely!');
    expect(first.querySelector('img')).toBeNull();
    expect(first).toHaveTextContent('Email (never shown): asha@fans.test');
    expect(screen.getByRole('tab', { name: 'Pending (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Published (0)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Spam (0)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Trash (0)' })).toBeVisible();
    // How long the purged states are kept is the server's TRASH_DAYS, as the list answered it.
    expect(
      screen.getByText(
        "Visitors' comments on articles. A comment shows on its article only once approved; spam, rejected and deleted comments are purged after 7 days.",
      ),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toContain('Comments3 pending'),
    );
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('approves one, marks one as spam, and bulk-approves the selected', async () => {
    const calls = server();
    renderApp('/super-admin/dashboard/content/comments');
    await screen.findByRole('article', { name: 'Asha on “Monsoon Sessions”' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark as spam: the comment by Ravi' }),
    );
    expect(await screen.findByText('Comment marked as spam.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Ravi/ })).toBeNull());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the comment by Asha' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the comment by Mina' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    expect(await screen.findByText('2 comments approved.')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/admin/comments/approve')?.body).toEqual({
      ids: ['c1', 'c3'],
    });
    expect(await screen.findByText('No comments here.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Published (2)' })).toBeVisible();
  });

  it('the Trash tab lists deleted comments, says when they are purged, and Restore sends one back to Pending', async () => {
    const calls = server(
      [],
      [{ ...pendingComment('c9', 'Dev', 'Deleted by mistake'), state: 'trashed' }],
    );
    const user = userEvent.setup();
    renderApp('/super-admin/dashboard/content/comments');
    await user.click(await screen.findByRole('tab', { name: 'Trash (1)' }));
    const card = await screen.findByRole('article', { name: 'Dev on “Monsoon Sessions”' });
    expect(
      screen.getByText(
        'Deleted comments wait here for 7 days, then are deleted for good. Restore sends one back to Pending.',
      ),
    ).toBeVisible();
    // A deleted comment can only come back; no other decision is offered from the trash.
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Restore']);
    await user.click(within(card).getByRole('button', { name: 'Restore: the comment by Dev' }));
    expect(
      await screen.findByText('Comment restored: it waits for a decision again.'),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/comments/c9/restore',
    ]);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Trash (0)' })).toBeVisible());
    expect(await screen.findByText('No comments here.')).toBeVisible();
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
