import { describe, expect, it } from 'vitest';
import { ContentTexts, SLUG_MAX_BYTES, SlugTexts, utf8Bytes } from '@studio/contracts';
import { doc, paragraph, text } from '@studio/contracts/testing';
import { contentSlugs } from '../../src/db/schema.js';
import { resolveSlug } from '../../src/domain/content/store/index.js';
import { expectFieldRefused } from '../support/bad-input.js';
import { body, call } from '../support/review.js';
import { article, faq } from '../support/content.js';
import { EDITOR, useContentApi, type EntryAnswer } from '../support/content-api.js';

const { h, tdb, publisher, tokenOf, created, act } = useContentApi();

/** An editor's published article whose draft has been given the slug `monsoon-sessions-2026`. */
async function publishedThenRenamed() {
  const editor = await tokenOf(EDITOR);
  const published = await act(editor, await created(editor), 'publish');
  const renamed = await call(h, 'PUT', `/api/content/articles/${published.id}`, editor, {
    version: published.version,
    slug: 'monsoon-sessions-2026',
    data: published.data,
  });
  return { editor, published, renamed };
}

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

  it('that the site cannot store as a page file are refused with a field message, not published', async () => {
    const editor = await tokenOf(EDITOR);
    // 120 Devanagari letters: 360 bytes, more than a file name may hold.
    const response = await call(h, 'POST', '/api/content/articles', editor, {
      slug: 'क'.repeat(120),
      data: article(),
    });
    expectFieldRefused(response, 'slug');
    expect(body<{ errors: { message: string }[] }>(response).errors[0]?.message).toBe(
      SlugTexts.tooManyBytes,
    );
  });

  it('mixing scripts in a word, starting a word with a mark or holding invisible characters are refused', async () => {
    const editor = await tokenOf(EDITOR);
    for (const [slug, message] of [
      ['r\u0430dha-shyam', SlugTexts.mixedScripts],
      ['\u093f\u0915-song', SlugTexts.leadingMark],
      ['radha\u200d-shyam', SlugTexts.invisible],
      ['\ufb01ne-tunes', SlugTexts.notNormal],
    ] as const) {
      const response = await call(h, 'POST', '/api/content/articles', editor, {
        slug,
        data: article(),
      });
      expectFieldRefused(response, 'slug');
      expect(body<{ errors: { message: string }[] }>(response).errors[0]?.message).toBe(message);
    }
  });

  it('made from a long Hindi title are cut at a word boundary to fit the page files, and publish', async () => {
    const editor = await tokenOf(EDITOR);
    const title = Array.from({ length: 16 }, () => 'नमस्ते').join(' ');
    const entry = await created(editor, article({ title }));
    expect(utf8Bytes(entry.slug)).toBeLessThanOrEqual(SLUG_MAX_BYTES);
    expect(entry.slug).toBe(Array.from({ length: 12 }, () => 'नमस्ते').join('-'));
    const live = await act(editor, entry, 'publish');
    expect(live.liveSlug).toBe(entry.slug);
  });

  it('a published slug that changes keeps answering, as a redirect to the new one', async () => {
    const { editor, published, renamed } = await publishedThenRenamed();
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

describe('slugs per language', () => {
  const hindi = {
    title: 'मानसून सत्र',
    author: 'सरगम स्टूडियो',
    summary: 'लाइव रूम खुला है।',
    body: doc(paragraph(text('मानसून सत्र लौट आए हैं।'))),
    tags: [],
  };

  it('are held by the key (type, locale, slug): the same slug in two languages, never twice in one', async () => {
    const editor = await tokenOf(EDITOR);
    const english = await created(editor);
    const row = { type: 'articles', slug: english.slug, entryId: english.id, redirect: false };
    await tdb.database.db.insert(contentSlugs).values({ ...row, locale: 'hi' });
    await expect(
      tdb.database.db.insert(contentSlugs).values({ ...row, locale: 'hi' }),
    ).rejects.toThrow();
    await expect(tdb.database.db.insert(contentSlugs).values(row)).rejects.toThrow();
  });

  it('two translations into one language given one slug at the same time: one is created, the other refused on the slug', async () => {
    const editor = await tokenOf(EDITOR);
    const first = await created(editor);
    const second = await created(editor, article({ title: 'Second' }));
    const answers = await Promise.all(
      [first, second].map((source) =>
        call(h, 'POST', `/api/content/articles/${source.id}/translations`, editor, {
          locale: 'hi',
          slug: 'मानसून-सत्र',
          data: hindi,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(refused.map((answer) => body<{ errors: unknown[] }>(answer).errors)).toEqual([
      [{ field: 'slug', message: ContentTexts.slugTaken }],
    ]);
    expect(await resolveSlug(tdb.database.db, 'articles', 'मानसून-सत्र', 'hi')).toBeNull();
  });
});

describe('old article URLs', () => {
  it('answer 301 to the new slug once the renamed article is published', async () => {
    const { editor, published, renamed } = await publishedThenRenamed();
    await act(editor, body<EntryAnswer>(renamed).entry, 'publish');
    const old = await h.app.inject({ method: 'GET', url: `/article/${published.slug}?ref=feed` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/article/monsoon-sessions-2026?ref=feed');
    const current = await h.app.inject({ method: 'GET', url: '/article/monsoon-sessions-2026' });
    expect(current.statusCode).not.toBe(301);
  });
});
