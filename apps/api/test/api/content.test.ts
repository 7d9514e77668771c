import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ContentTexts } from '@studio/contracts';
import { auditLog, contentRevisions } from '../../src/db/schema.js';
import { resolveSlug } from '../../src/domain/content/store/index.js';
import { MINUTE } from '../../src/clock.js';
import { useApi } from '../support/api.js';
import { expectFieldRefused } from '../support/bad-input.js';
import { userByEmail } from '../support/database.js';
import { sessionTokenFor } from '../support/harness.js';
import { body, call } from '../support/review.js';
import { RecordingPublisher, article, faq } from '../support/content.js';

const ROOT = 'owner@studio.test';
const EDITOR = 'editor@studio.test';
const publisher = new RecordingPublisher();
const { h, tdb } = useApi({
  users: [{ email: ROOT }, { email: EDITOR, role: 'admin' }],
  harness: { contentPublisher: publisher },
  beforeEach: async () => publisher.clear(),
});

interface Entry {
  id: string;
  state: string;
  version: number;
  slug: string;
  liveSlug: string | null;
  label: string;
  hasUnpublishedChanges: boolean;
  scheduledFor: string | null;
  data: Record<string, unknown>;
  live: Record<string, unknown> | null;
}
interface EntryAnswer {
  success: boolean;
  message: string;
  entry: Entry;
}

async function tokenOf(email: string): Promise<string> {
  const user = await userByEmail(tdb.database, email);
  if (!user) throw new Error(`no user ${email}`);
  return sessionTokenFor(h, tdb.database, user);
}

async function created(
  token: string,
  data: Record<string, unknown> = article(),
  type = 'articles',
) {
  const response = await call(h, 'POST', `/api/content/${type}`, token, { data });
  expect(response.statusCode, response.body).toBe(201);
  return body<EntryAnswer>(response).entry;
}

async function act(
  token: string,
  entry: Entry,
  action: string,
  extra: Record<string, unknown> = {},
) {
  const response = await call(h, 'POST', `/api/content/articles/${entry.id}/${action}`, token, {
    version: entry.version,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<EntryAnswer>(response).entry;
}

async function saved(
  token: string,
  entry: Entry,
  changes: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const response = await call(h, 'PUT', `/api/content/articles/${entry.id}`, token, {
    version: entry.version,
    data: { ...entry.data, ...changes },
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<EntryAnswer>(response).entry;
}

const auditOf = (action: string) =>
  tdb.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('content entries: create, save and publish', () => {
  it('an admin creates a draft article: slug from its title, version 1, audited, nothing re-rendered', async () => {
    const editor = await tokenOf(EDITOR);
    const entry = await created(editor);
    expect(entry).toMatchObject({
      state: 'draft',
      version: 1,
      slug: 'monsoon-sessions-open-for-bookings',
      liveSlug: null,
      label: 'Monsoon Sessions Open for Bookings',
      hasUnpublishedChanges: true,
      live: null,
    });
    const [entryAudit] = await auditOf('content.created');
    expect(entryAudit).toMatchObject({ actorEmail: EDITOR });
    expect(entryAudit?.details).toMatchObject({ type: 'articles', entryId: entry.id });
    expect(publisher.calls).toEqual([]);
  });

  it('refuses a visitor (401) and answers no-store', async () => {
    const response = await call(h, 'GET', '/api/content/articles', null);
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('publishes the draft: live on its page, the newsroom and Home, which are re-rendered', async () => {
    const editor = await tokenOf(EDITOR);
    const entry = await act(editor, await created(editor), 'publish');
    expect(entry).toMatchObject({
      state: 'published',
      version: 2,
      liveSlug: 'monsoon-sessions-open-for-bookings',
      hasUnpublishedChanges: false,
    });
    expect(entry.live).toEqual(entry.data);
    expect(publisher.paths()).toEqual([
      '/article/monsoon-sessions-open-for-bookings',
      '/newsroom',
      '/',
    ]);
    expect(await resolveSlug(tdb.database.db, 'articles', entry.slug)).toMatchObject({
      kind: 'live',
    });
  });

  it('a newer draft of a published entry leaves the live page untouched until published', async () => {
    const editor = await tokenOf(EDITOR);
    const published = await act(editor, await created(editor), 'publish');
    publisher.clear();
    const draft = await saved(editor, published, { summary: 'A new teaser.' });
    expect(draft).toMatchObject({ state: 'published', version: 3, hasUnpublishedChanges: true });
    expect(draft.live?.summary).toBe(article().summary);
    expect(publisher.calls).toEqual([]);
    const again = await act(editor, draft, 'publish');
    expect(again.live?.summary).toBe('A new teaser.');
    const nothing = await call(h, 'POST', `/api/content/articles/${again.id}/publish`, editor, {
      version: again.version,
    });
    expect(nothing.statusCode).toBe(409);
    expect(body(nothing).message).toBe(ContentTexts.nothingToPublish);
  });

  it('refuses a stale write with 409 and the current entry, and keeps what was saved', async () => {
    const editor = await tokenOf(EDITOR);
    const root = await tokenOf(ROOT);
    const entry = await created(editor);
    const first = await saved(root, entry, { title: 'Saved First' });
    const stale = await call(h, 'PUT', `/api/content/articles/${entry.id}`, editor, {
      version: entry.version,
      data: { ...entry.data, title: 'Saved Second' },
    });
    expect(stale.statusCode).toBe(409);
    const answer = body<{ success: boolean; message: string; current: Entry }>(stale);
    expect(answer.success).toBe(false);
    expect(answer.message).toBe(ContentTexts.stale);
    expect(answer.current).toMatchObject({
      version: first.version,
      data: { title: 'Saved First' },
    });
    for (const action of ['publish', 'unpublish', 'schedule']) {
      const refused = await call(h, 'POST', `/api/content/articles/${entry.id}/${action}`, editor, {
        version: entry.version,
        ...(action === 'schedule' ? { publishAt: null } : {}),
      });
      expect(refused.statusCode, action).toBe(409);
      expect(body<{ current: Entry }>(refused).current.version).toBe(first.version);
    }
    const deleted = await call(h, 'DELETE', `/api/content/articles/${entry.id}?version=1`, editor);
    expect(deleted.statusCode).toBe(409);
  });

  it('answers 404 for an unknown id, and for an id of another type', async () => {
    const editor = await tokenOf(EDITOR);
    const entry = await created(editor);
    const unknown = await call(
      h,
      'GET',
      '/api/content/articles/6f1c2a8e-0000-4000-8000-000000000000',
      editor,
    );
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe(ContentTexts.notFound);
    expect((await call(h, 'GET', `/api/content/faqs/${entry.id}`, editor)).statusCode).toBe(404);
    expect((await call(h, 'GET', `/api/content/articles/${entry.id}`, editor)).statusCode).toBe(
      200,
    );
  });
});

describe('slugs', () => {
  it('are unique per type: a second article with the same slug is refused on the slug field', async () => {
    const editor = await tokenOf(EDITOR);
    await created(editor);
    const response = await call(h, 'POST', '/api/content/articles', editor, { data: article() });
    expectFieldRefused(response, 'slug');
    expect(body<{ errors: { message: string }[] }>(response).errors[0]?.message).toBe(
      ContentTexts.slugTaken,
    );
    // Another type may use the same slug.
    await created(editor, faq({ question: 'Monsoon sessions open for bookings' }), 'faqs');
  });

  it('follow the slug rule', async () => {
    const editor = await tokenOf(EDITOR);
    const response = await call(h, 'POST', '/api/content/articles', editor, {
      slug: 'Not A Slug',
      data: article(),
    });
    expectFieldRefused(response, 'slug');
  });

  it('a published slug that changes keeps answering, as a redirect to the new one', async () => {
    const editor = await tokenOf(EDITOR);
    const published = await act(editor, await created(editor), 'publish');
    const renamed = await call(h, 'PUT', `/api/content/articles/${published.id}`, editor, {
      version: published.version,
      slug: 'monsoon-sessions-2026',
      data: published.data,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const draft = body<EntryAnswer>(renamed).entry;
    expect(draft).toMatchObject({ slug: 'monsoon-sessions-2026', liveSlug: published.slug });
    // Until published, the old slug is still the live one.
    expect(await resolveSlug(tdb.database.db, 'articles', published.slug)).toMatchObject({
      kind: 'live',
    });
    publisher.clear();
    await act(editor, draft, 'publish');
    expect(await resolveSlug(tdb.database.db, 'articles', published.slug)).toEqual({
      kind: 'moved',
      slug: 'monsoon-sessions-2026',
    });
    expect(publisher.paths()).toEqual([
      '/article/monsoon-sessions-open-for-bookings',
      '/article/monsoon-sessions-2026',
      '/newsroom',
      '/',
    ]);
    // The old slug is still held: another article cannot take it while it redirects... unless
    // it is meant to: a new article may take over an old URL.
    const takeover = await created(
      editor,
      article({ title: 'Monsoon Sessions Open for Bookings' }),
    );
    expect(takeover.slug).toBe(published.slug);
  });
});

describe('revisions', () => {
  it('are kept at each explicit save and publish; autosaves keep one only after 10 quiet minutes', async () => {
    const editor = await tokenOf(EDITOR);
    let entry = await created(editor);
    entry = await saved(editor, entry, { summary: 'One' }, { autosave: true });
    h.clock.advance(5 * MINUTE);
    entry = await saved(editor, entry, { summary: 'Two' }, { autosave: true });
    h.clock.advance(10 * MINUTE);
    entry = await saved(editor, entry, { summary: 'Three' }, { autosave: true });
    entry = await saved(editor, entry, { title: 'Explicit' });
    entry = await act(editor, entry, 'publish');
    const response = await call(h, 'GET', `/api/content/articles/${entry.id}/revisions`, editor);
    expect(response.statusCode).toBe(200);
    const revisions = body<{
      items: { number: number; reason: string; actorEmail: string; changedFields: string[] }[];
    }>(response).items;
    expect(revisions.map((r) => [r.number, r.reason])).toEqual([
      [4, 'publish'],
      [3, 'save'],
      [2, 'autosave'],
      [1, 'save'],
    ]);
    expect(revisions[1]?.changedFields).toEqual(['title']);
    expect(revisions[2]?.changedFields).toEqual(['summary']);
    expect(revisions[0]?.actorEmail).toBe(EDITOR);
  });

  it('restoring one makes a new working draft; the live page stays', async () => {
    const editor = await tokenOf(EDITOR);
    const first = await act(editor, await created(editor), 'publish');
    const changed = await saved(editor, first, { title: 'Changed Title' });
    const [original] = await tdb.database.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.entryId, first.id), eq(contentRevisions.number, 1)));
    const response = await call(
      h,
      'POST',
      `/api/content/articles/${first.id}/revisions/${original!.id}/restore`,
      editor,
      { version: changed.version },
    );
    expect(response.statusCode, response.body).toBe(200);
    const restored = body<EntryAnswer>(response).entry;
    expect(restored).toMatchObject({
      version: changed.version + 1,
      data: { title: article().title },
    });
    expect(restored.live?.title).toBe(article().title);
    expect(await auditOf('content.restored')).toHaveLength(1);
  });
});

describe('scheduled publishing', () => {
  it('goes live at its time, by the injected clock, once however many instances look', async () => {
    const editor = await tokenOf(EDITOR);
    const entry = await created(editor);
    const past = await call(h, 'POST', `/api/content/articles/${entry.id}/schedule`, editor, {
      version: entry.version,
      publishAt: new Date(h.clock.now().getTime() - MINUTE).toISOString(),
    });
    expectFieldRefused(past, 'publishAt');
    const at = new Date(h.clock.now().getTime() + 60 * MINUTE);
    const scheduled = await act(editor, entry, 'schedule', { publishAt: at.toISOString() });
    expect(scheduled).toMatchObject({ state: 'scheduled', scheduledFor: at.toISOString() });
    // Edits after scheduling stay in the draft: the schedule publishes what was scheduled.
    await saved(editor, scheduled, { summary: 'Written after scheduling.' });
    expect(await h.app.publishDueContent()).toBe(0);
    h.clock.advance(60 * MINUTE);
    const runs = await Promise.all([h.app.publishDueContent(), h.app.publishDueContent()]);
    expect(runs[0] + runs[1]).toBeLessThanOrEqual(1);
    // An hour later the editor's session has idled out: a new one reads the result.
    const read = await call(h, 'GET', `/api/content/articles/${entry.id}`, await tokenOf(EDITOR));
    expect(read.statusCode, read.body).toBe(200);
    const after = body<{ entry: Entry }>(read).entry;
    expect(after).toMatchObject({
      state: 'published',
      scheduledFor: null,
      hasUnpublishedChanges: true,
    });
    expect(after.live?.summary).toBe(article().summary);
    expect(await auditOf('content.scheduled_published')).toHaveLength(1);
    expect(publisher.paths()).toContain('/article/monsoon-sessions-open-for-bookings');
    expect(await h.app.publishDueContent()).toBe(0);
  });

  it('can be cancelled', async () => {
    const editor = await tokenOf(EDITOR);
    const entry = await created(editor);
    const at = new Date(h.clock.now().getTime() + MINUTE).toISOString();
    const scheduled = await act(editor, entry, 'schedule', { publishAt: at });
    const cancelled = await act(editor, scheduled, 'schedule', { publishAt: null });
    expect(cancelled).toMatchObject({ state: 'draft', scheduledFor: null });
    h.clock.advance(2 * MINUTE);
    expect(await h.app.publishDueContent()).toBe(0);
  });
});

describe('unpublish and delete', () => {
  it('unpublishing takes the page down and re-renders it and its listings', async () => {
    const editor = await tokenOf(EDITOR);
    const published = await act(editor, await created(editor), 'publish');
    publisher.clear();
    const down = await act(editor, published, 'unpublish');
    expect(down).toMatchObject({ state: 'unpublished', live: null, liveSlug: null });
    expect(publisher.paths()).toEqual([
      '/article/monsoon-sessions-open-for-bookings',
      '/newsroom',
      '/',
    ]);
    expect(await resolveSlug(tdb.database.db, 'articles', published.slug)).toBeNull();
  });

  it('an admin may delete a draft but not a published entry (403, audited); a super admin may', async () => {
    const editor = await tokenOf(EDITOR);
    const root = await tokenOf(ROOT);
    const draft = await created(editor, faq(), 'faqs');
    const removed = await call(h, 'DELETE', `/api/content/faqs/${draft.id}?version=1`, editor);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(body<EntryAnswer>(removed).entry.state).toBe('deleted');

    const published = await act(editor, await created(editor), 'publish');
    const refused = await call(
      h,
      'DELETE',
      `/api/content/articles/${published.id}?version=${published.version}`,
      editor,
    );
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe(ContentTexts.deletePublishedForbidden);
    const [forbidden] = await auditOf('access.forbidden');
    expect(forbidden?.details).toMatchObject({ action: 'content.delete', entryId: published.id });

    publisher.clear();
    const done = await call(
      h,
      'DELETE',
      `/api/content/articles/${published.id}?version=${published.version}`,
      root,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(publisher.paths()).toContain(`/article/${published.slug}`);
    const list = body<{ items: Entry[] }>(await call(h, 'GET', '/api/content/articles', editor));
    expect(list.items).toEqual([]);
    const changeDeleted = await call(h, 'PUT', `/api/content/articles/${published.id}`, root, {
      version: published.version + 1,
      data: published.data,
    });
    expect(changeDeleted.statusCode).toBe(409);
  });
});

describe('the list', () => {
  it('filters by state and text, sorts by last change, pages', async () => {
    const editor = await tokenOf(EDITOR);
    const a = await created(editor, article({ title: 'Alpha Story' }));
    h.clock.advance(MINUTE);
    await created(editor, article({ title: 'Beta Story' }));
    h.clock.advance(MINUTE);
    await act(editor, a, 'publish');
    const list = async (query: string) =>
      body<{ items: Entry[]; total: number }>(
        await call(h, 'GET', `/api/content/articles${query}`, editor),
      );
    expect((await list('')).items.map((e) => e.label)).toEqual(['Alpha Story', 'Beta Story']);
    expect((await list('?sort=updated-asc')).items.map((e) => e.label)).toEqual([
      'Beta Story',
      'Alpha Story',
    ]);
    expect((await list('?state=published')).items.map((e) => e.label)).toEqual(['Alpha Story']);
    expect((await list('?q=beta')).items.map((e) => e.label)).toEqual(['Beta Story']);
    expect((await list('?q=100%25')).total).toBe(0);
    const paged = await list('?pageSize=1&page=2');
    expect(paged).toMatchObject({ total: 2, items: [{ label: 'Beta Story' }] });
    expect(paged.items[0]).not.toHaveProperty('data');
  });
});

describe('old article URLs', () => {
  it('answer 301 to the new slug once the renamed article is published', async () => {
    const editor = await tokenOf(EDITOR);
    const published = await act(editor, await created(editor), 'publish');
    const renamed = await call(h, 'PUT', `/api/content/articles/${published.id}`, editor, {
      version: published.version,
      slug: 'monsoon-sessions-2026',
      data: published.data,
    });
    await act(editor, body<EntryAnswer>(renamed).entry, 'publish');
    const old = await h.app.inject({ method: 'GET', url: `/article/${published.slug}?ref=feed` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/article/monsoon-sessions-2026?ref=feed');
    const current = await h.app.inject({ method: 'GET', url: '/article/monsoon-sessions-2026' });
    expect(current.statusCode).not.toBe(301);
  });
});
