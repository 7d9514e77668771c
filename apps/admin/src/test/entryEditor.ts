import { ContentTexts } from '@studio/contracts';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { sampleFaqEntry } from './contentSamples';
import { json, stubContentApi, type FakeAnswer, type FakeServer } from './renderApp';

/*
 * What the entry editor's tests share (EntryEditor.test.tsx, EntryEditor.focus.test.tsx): the
 * sample FAQ's addresses, stand-in servers that keep the entry, and the editor's save status.
 */

export const entry = sampleFaqEntry;
export type Entry = typeof entry;

export const ENTRY_PATH = `/api/content/faqs/${entry.id}`;
/** The sample FAQ's editor, as a super admin opens it. */
export const EDITOR = `/super-admin/dashboard/content/faqs/${entry.id}`;

/** The API's answer to a save. */
export const saved = <E>(next: E) =>
  json(200, { success: true, message: 'Draft saved.', entry: next });

/** The content API with an empty revision list, every other call answered by `content`. */
export const server = (content: FakeServer) =>
  stubContentApi((request) =>
    request.path.endsWith('/revisions')
      ? json(200, { success: true, items: [] })
      : content(request),
  );

/** A server that keeps `start` (at `path`) and answers saves of its current version. */
export function storeServer<E extends { version: number; data: object }>(
  start: E = entry as unknown as E,
  path = ENTRY_PATH,
) {
  let current = start;
  const calls = server(({ method, path: asked, body }) => {
    if (method === 'GET' && asked === path) return json(200, { success: true, entry: current });
    if (method === 'PUT' && asked === path) {
      const sent = body as { version: number; slug: string; data: E['data'] };
      if (sent.version !== current.version)
        return json(409, { success: false, message: ContentTexts.stale, current });
      current = { ...current, version: current.version + 1, slug: sent.slug, data: sent.data };
      return saved(current);
    }
    return json(404, { success: false, message: 'Not found' });
  });
  return {
    calls,
    /** The saves (an open editor's presence heartbeats are PUTs too, to another path). */
    puts: () => calls.filter((call) => call.method === 'PUT' && call.path === path),
    /** Someone else saves. */
    change: (data: Partial<E['data']>, by: string) => {
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
export function savingServer(post: (path: string, current: Entry) => FakeAnswer | undefined) {
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

/** `savingServer`'s answer to Publish: the entry live, nothing left unpublished. */
export const publishAnswer = (path: string, current: Entry) =>
  path === `${ENTRY_PATH}/publish`
    ? json(200, {
        success: true,
        message: 'Entry published.',
        entry: {
          ...current,
          version: current.version + 1,
          state: 'published',
          hasUnpublishedChanges: false,
        },
      })
    : undefined;

/** Revision 1 of the sample FAQ, by ravi: its answer was "Two days.". */
export const revision = {
  id: '0b6f2d4c-2222-4000-8000-000000000002',
  number: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  actorEmail: 'ravi@studio.test',
  reason: 'save',
  changedFields: ['answer'],
};
export const olderData = { ...entry.data, answer: 'Two days.' };

/**
 * A server with revision 1 listed, that restores it as the draft of `start` (the open entry):
 * a published entry's restored draft has unpublished changes.
 */
export const revisionServer = (start: Omit<Entry, 'live'> & { live: unknown } = entry) =>
  stubContentApi(({ method, path }) => {
    if (path === `${ENTRY_PATH}/revisions`) return json(200, { success: true, items: [revision] });
    if (path === `${ENTRY_PATH}/revisions/${revision.id}`)
      return json(200, {
        success: true,
        revision: { ...revision, slug: entry.slug, data: olderData },
      });
    if (method === 'POST' && path.endsWith('/restore'))
      return json(200, {
        success: true,
        message: ContentTexts.restored,
        entry: {
          ...start,
          version: start.version + 1,
          data: olderData,
          hasUnpublishedChanges: start.state === 'published' || start.hasUnpublishedChanges,
        },
      });
    return json(200, { success: true, entry: start });
  });

/** Opens revision 1 in the Revisions panel; answers the panel. */
export async function openRevision(user: UserEvent) {
  const panel = await screen.findByRole('region', { name: 'Revisions' });
  await user.click(await within(panel).findByRole('button', { name: /ravi@studio\.test/ }));
  return panel;
}

/** Restore as draft, then Restore in the dialog that asks. */
export async function restoreRevision(user: UserEvent, panel: HTMLElement) {
  await user.click(within(panel).getByRole('button', { name: /Restore as draft/ }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Restore revision 1?' });
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
}

/** Holds every save request until the returned function is called. */
export function holdSaves(): () => void {
  const inner = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PUT' ? gate.then(() => inner(input, init)) : inner(input, init),
  );
  return release;
}

/** The one draft kept in this browser's storage. */
export const keptDraft = () => {
  const key = window.localStorage.key(0);
  return key === null ? null : (JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown);
};

export const answerField = () => screen.findByRole('textbox', { name: /^Answer/ });

/** The editor's save status (Saved, Saving…, Unsaved changes, Offline, Not saved). */
export const status = () =>
  screen
    .getAllByRole('status')
    .find((node) => /Saved|Saving|Unsaved|Offline|Not saved/.test(node.textContent ?? ''));
