import { ContentTexts } from '@studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubContentApi, type FakeServer } from '../../../test/renderApp';
import { sampleFaqEntry } from '../../../test/contentSamples';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const ID = sampleFaqEntry.id;
const EDITOR = `/super-admin/dashboard/content/faqs/${ID}`;
const ENTRY_PATH = `/api/content/faqs/${ID}`;

const entry = sampleFaqEntry;
type Entry = typeof entry;

const saved = (next: Entry) => json(200, { success: true, message: 'Draft saved.', entry: next });

const server = (content: FakeServer) =>
  stubContentApi((request) =>
    request.path === `${ENTRY_PATH}/revisions`
      ? json(200, { success: true, items: [] })
      : content(request),
  );

/** A server that keeps the entry and answers saves of the current version. */
function storeServer(start: Entry = entry) {
  let current = start;
  const calls = server(({ method, path, body }) => {
    if (method === 'GET' && path === ENTRY_PATH)
      return json(200, { success: true, entry: current });
    if (method === 'PUT' && path === ENTRY_PATH) {
      const sent = body as { version: number; slug: string; data: Entry['data'] };
      if (sent.version !== current.version)
        return json(409, { success: false, message: ContentTexts.stale, current });
      current = { ...current, version: current.version + 1, slug: sent.slug, data: sent.data };
      return saved(current);
    }
    return json(404, { success: false, message: 'Not found' });
  });
  return {
    calls,
    puts: () => calls.filter((call) => call.method === 'PUT'),
    /** Someone else saves. */
    change: (data: Partial<Entry['data']>, by: string) => {
      current = {
        ...current,
        version: current.version + 1,
        data: { ...current.data, ...data },
        updatedBy: by,
      };
    },
  };
}

/** A server that takes every save, and answers other POSTs with `post` (404 when it has none). */
function savingServer(post: (path: string, current: Entry) => ReturnType<typeof json> | undefined) {
  let current = entry;
  return server(({ method, path, body }) => {
    if (method === 'GET' && path === ENTRY_PATH)
      return json(200, { success: true, entry: current });
    if (method === 'PUT' && path === ENTRY_PATH) {
      const sent = body as { slug: string; data: Entry['data'] };
      current = { ...current, version: current.version + 1, slug: sent.slug, data: sent.data };
      return saved(current);
    }
    return (
      (method === 'POST' ? post(path, current) : undefined) ??
      json(404, { success: false, message: 'Not found' })
    );
  });
}

/** Holds every save request until the returned function is called. */
function holdSaves(): () => void {
  const inner = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PUT' ? gate.then(() => inner(input, init)) : inner(input, init),
  );
  return release;
}

/** The one draft kept in this browser's storage. */
const keptDraft = () => {
  const key = window.localStorage.key(0);
  return key === null ? null : (JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown);
};

const answerField = () => screen.findByRole('textbox', { name: /^Answer/ });
const status = () =>
  screen
    .getAllByRole('status')
    .find((node) => /Saved|Saving|Unsaved|Offline|Not saved/.test(node.textContent ?? ''));

describe('the entry editor', () => {
  it('given typing › saves the draft once typing pauses, naming the version it edits', async () => {
    const store = storeServer();
    const user = userEvent.setup();
    renderApp(EDITOR);
    await user.type(await answerField(), ' Longer albums take two.');
    expect(status()).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(store.puts()).toHaveLength(1));
    expect(store.puts()[0]?.body).toEqual({
      version: 3,
      slug: entry.slug,
      data: { ...entry.data, answer: 'About a week. Longer albums take two.' },
      autosave: true,
    });
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved/));
    expect(window.localStorage.length).toBe(0);
  });

  it('given typing after a save › saves the new words too', async () => {
    const store = storeServer();
    const user = userEvent.setup();
    renderApp(EDITOR);
    const answer = await answerField();
    await user.type(answer, ' Or two.');
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved/));
    await user.type(answer, ' Or three.');
    await waitFor(() => expect(store.puts()).toHaveLength(2));
    expect(store.puts()[1]?.body).toMatchObject({
      version: 4,
      data: { answer: 'About a week. Or two. Or three.' },
    });
  });

  it('given a change not yet saved › Save draft › sends it at once as a save, and the status says Saved', async () => {
    const store = storeServer();
    renderApp(EDITOR);
    const answer = await answerField();
    // No pause between the keys and the click (not even a turn of the event loop), so the
    // autosave's timer cannot run first however slow the machine: the save is the button's.
    const user = userEvent.setup({ delay: null });
    await user.type(answer, ' Or two.');
    expect(status()).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(store.puts()).toHaveLength(1));
    // Not marked as an autosave: the revision it keeps reads "Saved".
    expect(store.puts()[0]?.body).toEqual({
      version: 3,
      slug: entry.slug,
      data: { ...entry.data, answer: 'About a week. Or two.' },
    });
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved/));
  });

  it('given a slug that follows the question › editing the question changes the slug; once edited by hand it stays', async () => {
    storeServer();
    const user = userEvent.setup();
    renderApp(EDITOR);
    const question = await screen.findByRole('textbox', { name: /^Question/ });
    await user.clear(question);
    await user.type(question, 'Do you master vinyl?');
    const slug = screen.getByRole('textbox', { name: /^Slug/ });
    expect(slug).toHaveValue('do-you-master-vinyl');
    await user.clear(slug);
    await user.type(slug, 'vinyl');
    await user.type(question, ' Yes');
    expect(slug).toHaveValue('vinyl');
  });

  it('given a field broken › shows its message at the field and sends nothing', async () => {
    const store = storeServer();
    const user = userEvent.setup();
    renderApp(EDITOR);
    await user.clear(await answerField());
    expect(await screen.findByText('This field is required')).toBeVisible();
    await waitFor(() => expect(status()).toHaveTextContent('Not saved'));
    expect(store.puts()).toHaveLength(0);
  });

  it('given the connection lost › says offline, keeps the text in this browser, and restores it after a reload', async () => {
    let online = false;
    const calls = server(({ method, path }) => {
      if (method === 'GET' && path === ENTRY_PATH) return json(200, { success: true, entry });
      if (method === 'PUT') {
        if (!online) throw new TypeError('Failed to fetch');
        return saved({ ...entry, version: 4 });
      }
      return json(404, { success: false, message: 'Not found' });
    });
    const user = userEvent.setup();
    const first = renderApp(EDITOR);
    await user.type(await answerField(), ' Or two.');
    await waitFor(() => expect(status()).toHaveTextContent('Offline'));
    first.unmount();

    online = true;
    renderApp(EDITOR);
    expect(await answerField()).toHaveValue('About a week. Or two.');
    expect(screen.getByText(/Unsaved changes from this browser were restored/)).toBeVisible();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
        version: 3,
        data: { answer: 'About a week. Or two.' },
      }),
    );
  });

  it('given a save in flight › shows Saving…, and keeps the draft in this browser until the server has it', async () => {
    storeServer();
    const release = holdSaves();
    const user = userEvent.setup();
    renderApp(EDITOR);
    await user.type(await answerField(), '!');
    await waitFor(() => expect(status()).toHaveTextContent('Saving'));
    await waitFor(() =>
      expect(keptDraft()).toMatchObject({
        version: 3,
        value: { slug: entry.slug, data: { answer: 'About a week.!' } },
      }),
    );
    release();
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved/));
    expect(window.localStorage.length).toBe(0);
  });

  it('given Publish pressed while a save is on its way › waits for that save, then publishes', async () => {
    const calls = savingServer((path, current) =>
      path === `${ENTRY_PATH}/publish`
        ? json(200, {
            success: true,
            message: 'Entry published.',
            entry: { ...current, version: current.version + 1, state: 'published' },
          })
        : undefined,
    );
    const release = holdSaves();
    const user = userEvent.setup();
    renderApp(EDITOR);
    await user.type(await answerField(), ' Or two.');
    await waitFor(() => expect(status()).toHaveTextContent('Saving'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    release();
    expect(await screen.findByText('Entry published.')).toBeVisible();
    expect(screen.queryByText(/Save the draft first/)).toBeNull();
    expect(
      calls.map((call) => `${call.method} ${call.path}`).filter((call) => !call.startsWith('GET')),
    ).toEqual([`PUT ${ENTRY_PATH}`, `POST ${ENTRY_PATH}/publish`]);
    expect(calls.find((call) => call.path.endsWith('/publish'))?.body).toEqual({ version: 4 });
  });

  it('given Publish pressed by keyboard › once live it is gone, and focus is on the Publishing heading, not the page', async () => {
    savingServer((path, current) =>
      path === `${ENTRY_PATH}/publish`
        ? json(200, {
            success: true,
            message: 'Entry published.',
            entry: { ...current, state: 'published', hasUnpublishedChanges: false },
          })
        : undefined,
    );
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

  it('given a change typed and taken back › is saved as it was, with nothing to send', async () => {
    const store = storeServer();
    const user = userEvent.setup();
    renderApp(EDITOR);
    const answer = await answerField();
    await user.type(answer, '!');
    expect(status()).toHaveTextContent('Unsaved changes');
    await user.type(answer, '{Backspace}');
    expect(status()).toHaveTextContent(/^Saved/);
    expect(window.localStorage.length).toBe(0);
    expect(store.puts()).toHaveLength(0);
  });

  it('given someone else saved meanwhile › shows their version beside mine and, on Keep mine, saves mine on top of theirs', async () => {
    const store = storeServer();
    const user = userEvent.setup();
    renderApp(EDITOR);
    const answer = await answerField();
    store.change({ answer: 'Five working days.' }, 'ravi@studio.test');
    await user.type(answer, ' Rush jobs in two.');
    const panel = await screen.findByRole('region', { name: 'Changed on the server' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(ContentTexts.stale);
    const row = within(panel).getByText('Answer', { selector: 'dt' }).parentElement;
    expect(row).toHaveTextContent('Five working days.');
    expect(row).toHaveTextContent('About a week. Rush jobs in two.');
    expect(answer).toHaveValue('About a week. Rush jobs in two.');

    await user.click(within(panel).getByRole('button', { name: 'Keep mine on top of theirs' }));
    await waitFor(() =>
      expect(store.puts().at(-1)?.body).toEqual({
        version: 4,
        slug: entry.slug,
        data: { ...entry.data, answer: 'About a week. Rush jobs in two.' },
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Changed on the server' })).toBeNull(),
    );
  });

  it('given a conflict › Take the server’s version puts theirs in the form', async () => {
    const store = storeServer();
    const user = userEvent.setup();
    renderApp(EDITOR);
    const answer = await answerField();
    store.change({ answer: 'Five working days.' }, 'ravi@studio.test');
    await user.type(answer, ' Mine.');
    const panel = await screen.findByRole('region', { name: 'Changed on the server' });
    await user.click(within(panel).getByRole('button', { name: 'Take the server’s version' }));
    expect(answer).toHaveValue('Five working days.');
    expect(status()).toHaveTextContent(/^Saved/);
  });

  it('given an older revision › shows what it changed and restores it as the draft', async () => {
    const revision = {
      id: '0b6f2d4c-2222-4000-8000-000000000002',
      number: 1,
      createdAt: '2026-11-20T10:00:00.000Z',
      actorEmail: 'ravi@studio.test',
      reason: 'save',
      changedFields: ['answer'],
    };
    const older = { ...entry.data, answer: 'Two days.' };
    const calls = stubContentApi(({ method, path }) => {
      if (path === `${ENTRY_PATH}/revisions`)
        return json(200, { success: true, items: [revision] });
      if (path === `${ENTRY_PATH}/revisions/${revision.id}`)
        return json(200, {
          success: true,
          revision: { ...revision, slug: entry.slug, data: older },
        });
      if (method === 'POST' && path.endsWith('/restore'))
        return json(200, {
          success: true,
          message: ContentTexts.restored,
          entry: { ...entry, version: 4, data: older },
        });
      return json(200, { success: true, entry });
    });
    const user = userEvent.setup();
    renderApp(EDITOR);
    const panel = await screen.findByRole('region', { name: 'Revisions' });
    await user.click(await within(panel).findByRole('button', { name: /ravi@studio\.test/ }));
    const changes = await within(panel).findByLabelText('Revision 1 compared with the open draft');
    expect(changes).toHaveTextContent('About a week.');
    expect(changes).toHaveTextContent('Two days.');
    await user.click(within(panel).getByRole('button', { name: /Restore as draft/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore revision 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(ContentTexts.restored)).toBeVisible();
    expect(await answerField()).toHaveValue('Two days.');
    expect(calls.find((call) => call.path.endsWith('/restore'))?.body).toEqual({ version: 3 });
    // The dialog gives focus back to the button that opened it, not to the page.
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: /Restore as draft/ })).toHaveFocus(),
    );
  });

  it('given Preview › saves pending edits, then opens the signed preview link in a new tab', async () => {
    const url = '/preview/WyJmYXFzIl0.c2lnbmF0dXJl';
    const calls = savingServer((path) =>
      path === `${ENTRY_PATH}/preview`
        ? json(200, { success: true, url, expiresAt: '2026-01-15T09:30:00.000Z' })
        : undefined,
    );
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    renderApp(EDITOR);
    await user.type(await answerField(), ' Or two.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    // The edit was saved before the link was asked for: the preview shows it.
    expect(
      calls.map((call) => `${call.method} ${call.path}`).filter((call) => !call.startsWith('GET')),
    ).toEqual([`PUT ${ENTRY_PATH}`, `POST ${ENTRY_PATH}/preview`]);
    opened.mockRestore();
  });

  it('given Preview refused › says why and opens nothing', async () => {
    server(({ method, path }) => {
      if (method === 'GET' && path === ENTRY_PATH) return json(200, { success: true, entry });
      return json(404, { success: false, message: ContentTexts.notFound });
    });
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    renderApp(EDITOR);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(ContentTexts.notFound)).toBeVisible();
    expect(opened).not.toHaveBeenCalled();
    opened.mockRestore();
  });

  it('given an entry that cannot be loaded › says why', async () => {
    server(() => json(404, { success: false, message: ContentTexts.notFound }));
    renderApp(EDITOR);
    expect(await screen.findByRole('alert')).toHaveTextContent(ContentTexts.notFound);
  });
});
