import { ContentTexts } from '@studio/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubContentApi } from '../../../test/renderApp';
import {
  EDITOR,
  ENTRY_PATH,
  answerField,
  entry,
  olderData,
  openRevision,
  restoreRevision,
  revision,
  revisionServer,
} from '../../../test/entryEditor';

// The entry editor's Revisions panel: what an older revision changed, and Restore. Typing,
// saving and publishing: EntryEditor.test.tsx; keyboard and focus: EntryEditor.focus.test.tsx.

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the entry editor’s revisions', () => {
  it('given an older revision › shows what it changed and restores it as the draft', async () => {
    const calls = revisionServer();
    const user = userEvent.setup();
    renderApp(EDITOR);
    const panel = await openRevision(user);
    const changes = await within(panel).findByLabelText('Revision 1 compared with the open draft');
    expect(changes).toHaveTextContent('About a week.');
    expect(changes).toHaveTextContent(olderData.answer);
    await restoreRevision(user, panel);
    expect(await screen.findByText(ContentTexts.restored)).toBeVisible();
    expect(await answerField()).toHaveValue(olderData.answer);
    expect(calls.find((call) => call.path.endsWith('/restore'))?.body).toEqual({ version: 3 });
  });

  it('given an older revision restored on a published entry › says the draft has unpublished changes, as after an edit', async () => {
    const published = {
      ...entry,
      state: 'published',
      hasUnpublishedChanges: false,
      live: entry.data,
    };
    revisionServer(published);
    const user = userEvent.setup();
    renderApp(EDITOR);
    const publishing = await screen.findByRole('region', { name: 'Publishing' });
    expect(within(publishing).queryByText('Live; draft has unpublished changes')).toBeNull();
    await restoreRevision(user, await openRevision(user));
    expect(await screen.findByText(ContentTexts.restored)).toBeVisible();
    expect(within(publishing).getByText('Published')).toBeVisible();
    expect(within(publishing).getByText('Live; draft has unpublished changes')).toBeVisible();
    expect(within(publishing).getByRole('button', { name: 'Publish' })).toBeVisible();
  });

  it('given Restore pressed while a Publish is on its way › restores once the publish has answered, naming its version, and blames no one', async () => {
    let current = { ...entry };
    const calls = stubContentApi(({ method, path, body }) => {
      if (path === `${ENTRY_PATH}/revisions`)
        return json(200, { success: true, items: [revision] });
      if (path === `${ENTRY_PATH}/revisions/${revision.id}`)
        return json(200, {
          success: true,
          revision: { ...revision, slug: entry.slug, data: olderData },
        });
      if (method === 'POST') {
        const sent = body as { version: number };
        if (sent.version !== current.version)
          return json(409, { success: false, message: ContentTexts.stale, current });
        if (path.endsWith('/publish')) {
          current = {
            ...current,
            version: current.version + 1,
            state: 'published',
            hasUnpublishedChanges: false,
          };
          return json(200, { success: true, message: 'Entry published.', entry: current });
        }
        if (path.endsWith('/restore')) {
          current = {
            ...current,
            version: current.version + 1,
            data: olderData,
            hasUnpublishedChanges: true,
          };
          return json(200, { success: true, message: ContentTexts.restored, entry: current });
        }
      }
      return json(200, { success: true, entry: current });
    });
    const inner = globalThis.fetch;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/publish') ? gate.then(() => inner(input, init)) : inner(input, init),
    );
    const user = userEvent.setup();
    renderApp(EDITOR);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await restoreRevision(user, await openRevision(user));
    release();
    expect(await screen.findByText(ContentTexts.restored)).toBeVisible();
    expect(screen.getByText('Entry published.')).toBeVisible();
    expect(screen.queryByText(/someone else/)).toBeNull();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path.split('/').pop(), call.body])).toEqual([
      ['publish', { version: 3 }],
      ['restore', { version: 4 }],
    ]);
  });
});
