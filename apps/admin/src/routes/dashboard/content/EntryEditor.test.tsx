import { ContentTexts } from '@studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubDashboardApi, superAdminSession } from '../../../test/renderApp';
import { sampleArticleEntry } from '../../../test/contentSamples';
import {
  EDITOR,
  ENTRY_PATH,
  answerField,
  entry,
  holdSaves,
  keptDraft,
  publishAnswer,
  saved,
  savingServer,
  server,
  status,
  storeServer,
} from '../../../test/entryEditor';

// Keyboard and focus: EntryEditor.focus.test.tsx.

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the entry editor', () => {
  // The article body's rich text editor is code the editor loads when an article opens (Lexical,
  // transformed for jsdom on its first import, 30 s and more of CPU on a busy 2-core machine).
  // Loaded once before the tests, as a returning editor's browser has it cached, so that each
  // test waits for what it is about and not for the first import of that code.
  beforeAll(async () => {
    await import('@studio/ui/editor');
  }, 180_000);

  it('given a page of this entry the site could not update › says so, for which page and why', async () => {
    stubDashboardApi(
      superAdminSession,
      ({ path }) =>
        path === ENTRY_PATH
          ? json(200, { success: true, entry })
          : json(200, { success: true, items: [] }),
      [
        {
          path: '/faq',
          entryId: entry.id,
          reason: 'EISDIR: illegal operation on a directory',
          since: '2026-12-02T09:00:00.000Z',
        },
        {
          path: '/article/another-story',
          entryId: 'another-entry',
          reason: 'ENOSPC: no space left on device',
          since: '2026-12-02T09:00:00.000Z',
        },
      ],
    );
    renderApp(EDITOR);
    const alert = await screen.findByRole('alert', { name: 'The site could not be updated' });
    expect(alert).toHaveTextContent('Page /faq: EISDIR: illegal operation on a directory');
    expect(alert).not.toHaveTextContent('another-story');
  });

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

  it('given an article whose body is only an empty paragraph › a change elsewhere shows the required message at the body and sends nothing', async () => {
    const emptyParagraph = {
      type: 'paragraph',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [],
    };
    const article = {
      ...sampleArticleEntry,
      data: {
        ...sampleArticleEntry.data,
        body: { root: { ...sampleArticleEntry.data.body.root, children: [emptyParagraph] } },
      },
    };
    const store = storeServer(article, `/api/content/articles/${article.id}`);
    const user = userEvent.setup();
    renderApp(`/super-admin/dashboard/content/articles/${article.id}`);
    const body = await screen.findByRole('textbox', { name: /^Body/ }, { timeout: 45_000 });
    // Marked required before any press, as every required field is.
    expect(body).toHaveAttribute('aria-required', 'true');
    await user.type(screen.getByRole('textbox', { name: /^Summary/ }), ' And a drum.');
    await waitFor(() => expect(status()).toHaveTextContent('Not saved'));
    expect(body).toHaveAccessibleDescription(/This field is required/);
    expect(store.puts()).toHaveLength(0);
  });

  it('given the connection lost › says offline, keeps the text in this browser, and restores it after a reload', async () => {
    let online = false;
    const calls = server(({ method, path }) => {
      if (method === 'GET' && path === ENTRY_PATH) return json(200, { success: true, entry });
      if (method === 'PUT' && path === ENTRY_PATH) {
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
      expect(
        calls.filter((call) => call.method === 'PUT' && call.path === ENTRY_PATH).at(-1)?.body,
      ).toMatchObject({
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

  it('given the page left while a save was on its way, which then landed › reopening puts the later words on top of that save, with no conflict', async () => {
    const store = storeServer();
    const release = holdSaves();
    const user = userEvent.setup();
    const first = renderApp(EDITOR);
    const answer = await answerField();
    await user.type(answer, ' Or two.');
    await waitFor(() => expect(status()).toHaveTextContent('Saving'));
    await user.type(answer, ' Sometimes three.');
    first.unmount();
    // The page is gone: only what it kept before leaving stays in this browser.
    const key = window.localStorage.key(0)!;
    const left = window.localStorage.getItem(key)!;
    expect(JSON.parse(left)).toMatchObject({
      version: 3,
      value: { data: { answer: 'About a week. Or two. Sometimes three.' } },
    });
    release();
    await waitFor(() => expect(store.puts()).toHaveLength(1));
    // The closed editor's code still ran here (a real reload ends it): once it heard the answer,
    // put back what the page had kept when it was left.
    await waitFor(() => expect(window.localStorage.getItem(key)).not.toBe(left));
    window.localStorage.setItem(key, left);

    renderApp(EDITOR);
    expect(await answerField()).toHaveValue('About a week. Or two. Sometimes three.');
    expect(screen.getByText(/Unsaved changes from this browser were restored/)).toBeVisible();
    await waitFor(() => expect(store.puts()).toHaveLength(2));
    expect(store.puts()[1]?.body).toMatchObject({
      version: 4,
      data: { answer: 'About a week. Or two. Sometimes three.' },
    });
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved/));
    expect(screen.queryByRole('button', { name: /Keep mine/ })).toBeNull();
  });

  it('given Publish pressed while a save is on its way › waits for that save, then publishes', async () => {
    const calls = savingServer(publishAnswer);
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
      calls
        .map((call) => `${call.method} ${call.path}`)
        .filter((call) => !call.startsWith('GET') && !call.includes('/presence')),
    ).toEqual([`PUT ${ENTRY_PATH}`, `POST ${ENTRY_PATH}/publish`]);
    expect(calls.find((call) => call.path.endsWith('/publish'))?.body).toEqual({ version: 4 });
  });

  it('given Publish pressed twice while a save is on its way › publishes once', async () => {
    const calls = savingServer(publishAnswer);
    const release = holdSaves();
    const user = userEvent.setup();
    renderApp(EDITOR);
    await user.type(await answerField(), ' Or two.');
    await waitFor(() => expect(status()).toHaveTextContent('Saving'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    release();
    expect(await screen.findByText('Entry published.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull());
    expect(screen.queryByText('Publish failed')).toBeNull();
    expect(calls.filter((call) => call.path.endsWith('/publish'))).toHaveLength(1);
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

  it('given an article opened › says Saved, and its first save sends the body as stored', async () => {
    const article = sampleArticleEntry;
    const store = storeServer(article, `/api/content/articles/${article.id}`);
    const user = userEvent.setup();
    renderApp(`/super-admin/dashboard/content/articles/${article.id}`);
    // The body's editor has opened (and set itself up): nothing was typed, nothing is unsaved.
    // Its code loads on first use: on a busy machine that alone can outlast the usual wait.
    await screen.findByRole('textbox', { name: /^Body/ }, { timeout: 45_000 });
    expect(status()).toHaveTextContent(/^Saved/);
    await user.type(screen.getByRole('textbox', { name: /^Summary/ }), ' And a drum.');
    await waitFor(() => expect(store.puts()).toHaveLength(1));
    expect(store.puts()[0]?.body).toEqual({
      version: 3,
      slug: article.slug,
      data: { ...article.data, summary: 'What a choir taught us. And a drum.' },
      autosave: true,
    });
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
      calls
        .map((call) => `${call.method} ${call.path}`)
        .filter((call) => !call.startsWith('GET') && !call.includes('/presence')),
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
