import { describe, expect, it } from 'vitest';
import { ContentTexts } from '@studio/contracts';
import { resolveSlug } from '../../src/domain/content/store/index.js';
import { expectFieldRefused } from '../support/bad-input.js';
import { body, call } from '../support/review.js';
import { article, faq } from '../support/content.js';
import { EDITOR, useContentApi, type EntryAnswer } from '../support/content-api.js';

const { h, tdb, publisher, tokenOf, created, act } = useContentApi();

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
