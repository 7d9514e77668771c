import { describe, expect, it } from 'vitest';
import { ContentTexts } from '@studio/contracts';
import { resolveSlug } from '../../src/domain/content/store/index.js';
import { MINUTE } from '../../src/clock.js';
import { body, call } from '../support/review.js';
import { readPublishedContent, readPublishedEntries } from '../../src/domain/content/published.js';
import { article, faq } from '../support/content.js';
import {
  EDITOR,
  ROOT,
  useContentApi,
  type Entry,
  type EntryAnswer,
} from '../support/content-api.js';

const { h, tdb, publisher, tokenOf, created, act, saved, auditOf } = useContentApi();

describe('content entries: create, save, publish and unpublish', () => {
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

describe('what the site reads from the store', () => {
  async function acted(token: string, type: string, entry: Entry, action: string) {
    const response = await call(h, 'POST', `/api/content/${type}/${entry.id}/${action}`, token, {
      version: entry.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    return body<EntryAnswer>(response).entry;
  }

  it('reads only what is live: a newer draft, a draft and an unpublished entry stay off the site', async () => {
    const editor = await tokenOf(EDITOR);
    const second = await acted(
      editor,
      'faqs',
      await created(editor, faq({ question: 'Second by order?', order: 2 }), 'faqs'),
      'publish',
    );
    await acted(
      editor,
      'faqs',
      await created(editor, faq({ question: 'First by order?', order: 1 }), 'faqs'),
      'publish',
    );
    const response = await call(h, 'PUT', `/api/content/faqs/${second.id}`, editor, {
      version: second.version,
      data: { ...second.data, question: 'A draft question?' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await created(editor, faq({ question: 'Never published?' }), 'faqs');
    const gone = await acted(
      editor,
      'faqs',
      await created(editor, faq({ question: 'Taken down?' }), 'faqs'),
      'publish',
    );
    await acted(editor, 'faqs', gone, 'unpublish');

    const store = await readPublishedContent(tdb.database.db);
    expect(store.entries.faqs.map((entry) => entry.data.question)).toEqual([
      'First by order?',
      'Second by order?',
    ]);
    expect(store.entries.faqs[1]).toMatchObject({
      id: second.id,
      slug: 'second-by-order',
      publishedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(store.entries.articles).toEqual([]);
    expect(store.website).toBeNull();
  });
});

describe('translations in the store', () => {
  const hindi = {
    question: 'सत्र का भुगतान कैसे करें?',
    answer: 'बैंक ट्रांसफ़र या कार्ड से।',
  };

  it('two translations of one entry into one language at once: one is created, the other refused naming it', async () => {
    const editor = await tokenOf(EDITOR);
    const source = await created(editor, faq(), 'faqs');
    const answers = await Promise.all(
      ['पहला', 'दूसरा'].map((slug) =>
        call(h, 'POST', `/api/content/faqs/${source.id}/translations`, editor, {
          locale: 'hi',
          slug,
          data: hindi,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const made = answers.find((answer) => answer.statusCode === 201);
    const id = made ? body<EntryAnswer>(made).entry.id : '';
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused.map((answer) => body(answer).message)).toEqual([
      `${ContentTexts.translationExists}: ${id}.`,
    ]);
  });

  it('a language’s read holds the entries whose translation is live, merged with their source’s live neutral fields', async () => {
    const editor = await tokenOf(EDITOR);
    const draft = await created(editor, faq(), 'faqs');
    const source = await call(h, 'POST', `/api/content/faqs/${draft.id}/publish`, editor, {
      version: draft.version,
    });
    expect(source.statusCode, source.body).toBe(200);
    const response = await call(h, 'POST', `/api/content/faqs/${draft.id}/translations`, editor, {
      locale: 'hi',
      data: hindi,
    });
    expect(response.statusCode, response.body).toBe(201);
    const translation = body<EntryAnswer>(response).entry;
    expect((await readPublishedEntries(tdb.database.db, 'hi')).faqs).toEqual([]);
    const published = await call(h, 'POST', `/api/content/faqs/${translation.id}/publish`, editor, {
      version: translation.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    const [shown] = (await readPublishedEntries(tdb.database.db, 'hi')).faqs;
    expect(shown).toMatchObject({
      id: draft.id,
      slug: translation.slug,
      data: { ...hindi, category: faq().category, order: faq().order },
    });
    expect((await readPublishedContent(tdb.database.db)).entries.faqs).toEqual([
      expect.objectContaining({ id: draft.id, data: faq() }),
    ]);
  });
});
