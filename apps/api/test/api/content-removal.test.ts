import { describe, expect, it } from 'vitest';
import { ContentTexts } from '@studio/contracts';
import { resolveSlug } from '../../src/domain/content/store/index.js';
import { body, call } from '../support/review.js';
import { faq } from '../support/content.js';
import {
  EDITOR,
  ROOT,
  useContentApi,
  type Entry,
  type EntryAnswer,
} from '../support/content-api.js';

const { h, tdb, publisher, tokenOf, created, act } = useContentApi();

describe('unpublish and move to the trash', () => {
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

  it('an admin moves a draft or a published entry to the trash; nothing in the trash can be changed', async () => {
    const editor = await tokenOf(EDITOR);
    const root = await tokenOf(ROOT);
    const draft = await created(editor, faq(), 'faqs');
    const removed = await call(h, 'DELETE', `/api/content/faqs/${draft.id}?version=1`, editor);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(body<EntryAnswer>(removed).entry.state).toBe('deleted');

    const published = await act(editor, await created(editor), 'publish');
    publisher.clear();
    const done = await call(
      h,
      'DELETE',
      `/api/content/articles/${published.id}?version=${published.version}`,
      editor,
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
    expect(body(changeDeleted).message).toBe(ContentTexts.deletedEntry);
  });
});
