import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ContentTexts } from '@studio/contracts';
import { doc, paragraph, text } from '@studio/contracts/testing';
import { HOUR, MINUTE } from '../../src/clock.js';
import { contentEntries } from '../../src/db/schema.js';
import { readPublishedContent, readPublishedEntries } from '../../src/domain/content/published.js';
import { resolveSlug } from '../../src/domain/content/store/index.js';
import { livePagesUsing } from '../../src/domain/media-usage.js';
import { expectFieldRefused } from '../support/bad-input.js';
import { body, call } from '../support/review.js';
import { article, poster } from '../support/content.js';
import { EDITOR, ROOT, useContentApi, type Entry } from '../support/content-api.js';

const { h, tdb, publisher, tokenOf, created, act, auditOf } = useContentApi();

interface Translated extends Entry {
  locale: string;
  sourceId: string | null;
  translations?: Record<string, { id: string; state: string }>;
  unpublishAt: string | null;
}

/** An article's Hindi words: every translatable field it requires, none of the neutral ones. */
function hindi(overrides: Record<string, unknown> = {}) {
  return {
    title: 'मानसून सत्र की बुकिंग शुरू',
    author: 'सरगम स्टूडियो समाचार',
    summary: 'हमारा लाइव रूम मानसून सत्रों के लिए खुला है।',
    body: doc(paragraph(text('मानसून सत्र लौट आए हैं।'))),
    tags: ['सत्र'],
    ...overrides,
  };
}

const translate = (token: string, source: Entry, payload: Record<string, unknown>) =>
  call(h, 'POST', `/api/content/articles/${source.id}/translations`, token, payload);

async function translated(token: string, source: Entry, extra: Record<string, unknown> = {}) {
  const response = await translate(token, source, {
    locale: 'hi',
    slug: 'मानसून-सत्र',
    data: hindi(),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ entry: Translated }>(response).entry;
}

const read = async (token: string, id: string) => {
  const response = await call(h, 'GET', `/api/content/articles/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ entry: Translated }>(response).entry;
};

const stored = async (id: string) =>
  (await tdb.database.db.select().from(contentEntries).where(eq(contentEntries.id, id)))[0];

describe('translations of entries', () => {
  it('are created as a draft of their own holding exactly the fields sent, nothing from the source', async () => {
    const editor = await tokenOf(EDITOR);
    const source = await act(editor, await created(editor), 'publish');
    const translation = await translated(editor, source);
    expect(translation).toMatchObject({
      locale: 'hi',
      sourceId: source.id,
      state: 'draft',
      version: 1,
      slug: 'मानसून-सत्र',
      label: hindi().title,
      data: hindi(),
      live: null,
    });
    // No fallback: no neutral field and no field it did not write is stored in the translation.
    expect((await stored(translation.id))?.draft).toEqual({ slug: 'मानसून-सत्र', data: hindi() });
    const [audited] = (await auditOf('content.created')).filter(
      (row) => row.details?.['entryId'] === translation.id,
    );
    expect(audited?.details).toMatchObject({ locale: 'hi', sourceId: source.id });
    // The source itself is untouched.
    expect(await read(editor, source.id)).toMatchObject({
      state: 'published',
      version: source.version,
      locale: 'en',
      sourceId: null,
      translations: { hi: { id: translation.id, state: 'draft' } },
    });
    // Its slug comes from its own title when none is given.
    const other = await translated(editor, await created(editor, article({ title: 'Other' })), {
      slug: undefined,
    });
    expect(other.slug).toBe('मानसून-सत्र-की-बुकिंग-शुरू');
  });

  it('refuse a neutral field, a missing translatable one, the default or an unknown language, a translation of a translation and a second one in a language', async () => {
    const editor = await tokenOf(EDITOR);
    const source = await created(editor);
    const neutral = await translate(editor, source, {
      locale: 'hi',
      data: hindi({ category: 'Studio' }),
    });
    expect(neutral.statusCode, neutral.body).toBe(400);
    const { summary: _summary, ...withoutSummary } = hindi();
    expectFieldRefused(
      await translate(editor, source, { locale: 'hi', data: withoutSummary }),
      'data.summary',
    );
    const english = await translate(editor, source, { locale: 'en', data: hindi() });
    expectFieldRefused(english, 'locale');
    expect(body<{ errors: { message: string }[] }>(english).errors[0]?.message).toBe(
      ContentTexts.translationLocale,
    );
    expect((await translate(editor, source, { locale: 'fr', data: hindi() })).statusCode).toBe(400);

    const translation = await translated(editor, source);
    const ofTranslation = await translate(editor, translation, { locale: 'hi', data: hindi() });
    expect(ofTranslation.statusCode, ofTranslation.body).toBe(400);
    expect(body(ofTranslation).message).toBe(ContentTexts.translationOfTranslation);
    const second = await translate(editor, source, {
      locale: 'hi',
      slug: 'दूसरा',
      data: hindi(),
    });
    expect(second.statusCode, second.body).toBe(409);
    expect(body(second).message).toBe(`${ContentTexts.translationExists}: ${translation.id}.`);
  });

  it('are saved at their translation address with their own version; a neutral field or a whole entry is refused', async () => {
    const editor = await tokenOf(EDITOR);
    const source = await created(editor);
    const translation = await translated(editor, source);
    const save = (id: string, path: string, payload: Record<string, unknown>) =>
      call(h, 'PUT', `/api/content/articles/${id}${path}`, editor, payload);

    const neutral = await save(translation.id, '/translation', {
      version: translation.version,
      data: hindi({ date: '2026-02-01' }),
    });
    expect(neutral.statusCode, neutral.body).toBe(400);
    const asSource = await save(translation.id, '', {
      version: translation.version,
      data: article(),
    });
    expect(asSource.statusCode, asSource.body).toBe(400);
    expect(body(asSource).message).toBe(ContentTexts.saveAsTranslation);
    const sourceAsTranslation = await save(source.id, '/translation', {
      version: source.version,
      data: hindi(),
    });
    expect(sourceAsTranslation.statusCode).toBe(400);
    expect(body(sourceAsTranslation).message).toBe(ContentTexts.saveAsSource);

    const { tags: _tags, ...rest } = hindi();
    const words = { ...rest, tags: ['सत्र', 'बारिश'], subtitle: 'तीन हफ़्ते' };
    const saved = await save(translation.id, '/translation', {
      version: translation.version,
      data: words,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<{ entry: Translated }>(saved).entry).toMatchObject({
      version: translation.version + 1,
      data: words,
    });
    expect((await stored(translation.id))?.draft.data).toEqual(words);
    const stale = await save(translation.id, '/translation', {
      version: translation.version,
      data: hindi(),
    });
    expect(stale.statusCode).toBe(409);
    const preview = await call(
      h,
      'POST',
      `/api/content/articles/${translation.id}/preview`,
      editor,
    );
    expect(preview.statusCode).toBe(409);
    expect(body(preview).message).toBe(ContentTexts.translationPreviewUnavailable);
    const revisions = await call(
      h,
      'GET',
      `/api/content/articles/${translation.id}/revisions`,
      editor,
    );
    expect(body<{ items: unknown[] }>(revisions).items).toHaveLength(2);
    expect((await read(editor, source.id)).version).toBe(source.version);
  });

  it('publish and unpublish one language at a time', async () => {
    const editor = await tokenOf(EDITOR);
    const draft = await created(editor);
    const translation = await translated(editor, draft);
    publisher.clear();
    const liveHindi = await act(editor, translation, 'publish');
    expect(liveHindi).toMatchObject({ state: 'published', liveSlug: 'मानसून-सत्र', live: hindi() });
    expect(publisher.paths()).toContain('/hi/article/मानसून-सत्र');
    expect(publisher.paths().every((path) => path.startsWith('/hi/'))).toBe(true);
    // The English entry stays a draft with no live page.
    expect(await read(editor, draft.id)).toMatchObject({
      state: 'draft',
      version: draft.version,
      live: null,
      translations: { hi: { id: translation.id, state: 'published' } },
    });
    expect(await resolveSlug(tdb.database.db, 'articles', draft.slug)).toBeNull();

    const liveEnglish = await act(editor, draft, 'publish');
    expect((await read(editor, translation.id)).version).toBe(liveHindi.version);
    await act(editor, liveHindi, 'unpublish');
    expect(await read(editor, draft.id)).toMatchObject({
      state: 'published',
      version: liveEnglish.version,
    });
    expect(await resolveSlug(tdb.database.db, 'articles', draft.slug)).toMatchObject({
      kind: 'live',
    });
    expect(await resolveSlug(tdb.database.db, 'articles', 'मानसून-सत्र', 'hi')).toBeNull();
    const [audited] = await auditOf('content.unpublished');
    expect(audited?.details).toMatchObject({ entryId: translation.id, locale: 'hi' });
  });

  it('schedule one language at a time by the injected clock', async () => {
    let editor = await tokenOf(EDITOR);
    const source = await act(editor, await created(editor), 'publish');
    const translation = await translated(editor, source);
    const at = new Date(h.clock.now().getTime() + HOUR).toISOString();
    const scheduled = await act(editor, translation, 'schedule', { publishAt: at });
    expect(scheduled).toMatchObject({ state: 'scheduled', scheduledFor: at });
    expect(await read(editor, source.id)).toMatchObject({ state: 'published', scheduledFor: null });
    h.clock.advance(HOUR);
    expect(await h.app.publishDueContent()).toBe(1);
    // An hour later the first session is idle-expired: a new one reads the entries.
    editor = await tokenOf(EDITOR);
    const live = await read(editor, translation.id);
    expect(live).toMatchObject({ state: 'published', live: hindi() });

    const down = new Date(h.clock.now().getTime() + MINUTE).toISOString();
    const timed = await act(editor, live, 'schedule-unpublish', { unpublishAt: down });
    expect((timed as Translated).unpublishAt).toBe(down);
    h.clock.advance(MINUTE);
    expect(await h.app.publishDueContent()).toBe(1);
    expect((await read(editor, translation.id)).state).toBe('unpublished');
    expect((await read(editor, source.id)).state).toBe('published');
  });

  it('have slugs unique per language: a Hindi article may use an English slug, two Hindi ones may not share one', async () => {
    const editor = await tokenOf(EDITOR);
    const first = await created(editor);
    const second = await created(editor, article({ title: 'Second' }));
    const sameAsEnglish = await translated(editor, first, { slug: first.slug });
    expect(sameAsEnglish.slug).toBe(first.slug);
    const taken = await translate(editor, second, {
      locale: 'hi',
      slug: first.slug,
      data: hindi(),
    });
    expectFieldRefused(taken, 'slug');
    expect(body<{ errors: { message: string }[] }>(taken).errors[0]?.message).toBe(
      ContentTexts.slugTaken,
    );
    await translated(editor, second, { slug: 'दूसरा-लेख' });
    // English slugs are still their own: a new English article cannot take the first one's.
    const english = await call(h, 'POST', '/api/content/articles', editor, { data: article() });
    expectFieldRefused(english, 'slug');
  });

  it('are listed with their source only: the list holds default-language entries with their translations’ states', async () => {
    const editor = await tokenOf(EDITOR);
    const translatedSource = await created(editor);
    const alone = await created(editor, article({ title: 'Alone' }));
    const translation = await translated(editor, translatedSource);
    const list = body<{ items: Translated[]; total: number }>(
      await call(h, 'GET', '/api/content/articles', editor),
    );
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.id).sort()).toEqual(
      [translatedSource.id, alone.id].sort(),
    );
    expect(list.items.find((item) => item.id === translatedSource.id)?.translations).toEqual({
      hi: { id: translation.id, state: 'draft' },
    });
    expect(list.items.find((item) => item.id === alone.id)?.translations).toEqual({});
  });

  it('go to the trash with their source and come back with it', async () => {
    const editor = await tokenOf(EDITOR);
    const source = await act(editor, await created(editor), 'publish');
    const translation = await act(editor, await translated(editor, source), 'publish');
    const current = await read(editor, source.id);
    publisher.clear();
    const trashed = await call(
      h,
      'DELETE',
      `/api/content/articles/${source.id}?version=${current.version}`,
      editor,
    );
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect(publisher.paths()).toEqual(
      expect.arrayContaining([`/article/${source.slug}`, '/hi/article/मानसून-सत्र']),
    );
    const gone = await read(editor, translation.id);
    expect(gone).toMatchObject({ state: 'deleted', live: null });
    const root = await tokenOf(ROOT);
    const alone = await call(h, 'POST', `/api/content/articles/${translation.id}/restore`, root, {
      version: gone.version,
    });
    expect(alone.statusCode).toBe(409);
    expect(body(alone).message).toBe(ContentTexts.restoreSourceFirst);
    const back = await call(h, 'POST', `/api/content/articles/${source.id}/restore`, root, {
      version: (await read(root, source.id)).version,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await read(root, translation.id)).state).toBe('draft');
  });
});

describe('the published content of a language', () => {
  it('holds only entries whose translation is live, as the source’s neutral fields with the translation’s words and slug', async () => {
    const editor = await tokenOf(EDITOR);
    const db = tdb.database.db;
    const both = await act(editor, await created(editor), 'publish');
    const hindiOfBoth = await act(editor, await translated(editor, both), 'publish');
    const englishOnly = await act(
      editor,
      await created(editor, article({ title: 'English only' })),
      'publish',
    );
    // A Hindi draft is not live: its entry is absent from the Hindi pages.
    await translated(editor, englishOnly, { slug: 'केवल-मसौदा' });
    // A live translation whose source has nothing live is absent too.
    const unpublishedSource = await created(editor, article({ title: 'Not live in English' }));
    await act(
      editor,
      await translated(editor, unpublishedSource, { slug: 'अंग्रेज़ी-में-नहीं' }),
      'publish',
    );

    const entries = await readPublishedEntries(db, 'hi');
    expect(entries.articles).toHaveLength(1);
    const [shown] = entries.articles;
    expect(shown?.id).toBe(both.id);
    expect(shown?.slug).toBe(hindiOfBoth.liveSlug);
    const neutral = article();
    expect(shown?.data).toMatchObject({
      ...hindi(),
      category: neutral.category,
      date: neutral.date,
    });
    // The English subtitle is not shown under a Hindi address: the translation has none.
    expect(shown?.data).not.toHaveProperty('subtitle');
    expect(entries.faqs).toEqual([]);

    // The English read is what it was: English entries only, in English.
    const english = await readPublishedContent(db);
    expect(english.entries.articles.map((entry) => entry.id).sort()).toEqual(
      [both.id, englishOnly.id].sort(),
    );
    expect(english.entries.articles.find((entry) => entry.id === both.id)?.data).toMatchObject({
      title: neutral.title,
    });
    expect(await readPublishedEntries(db, 'en')).toEqual(english.entries);
    // A change of the source's hero image re-renders its Hindi page too.
    expect(await livePagesUsing(db, poster.mediaId)).toEqual({
      paths: expect.arrayContaining([
        `/article/${both.slug}`,
        `/hi/article/${hindiOfBoth.liveSlug}`,
      ]),
    });
  });
});
