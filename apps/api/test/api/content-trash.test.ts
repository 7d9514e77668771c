import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ContentTexts } from '@studio/contracts';
import { DAY } from '../../src/clock.js';
import { contentEntries, contentRevisions } from '../../src/db/schema.js';
import { resolveSlug } from '../../src/domain/content/store/index.js';
import { body, call } from '../support/review.js';
import { article, faq } from '../support/content.js';
import {
  EDITOR,
  ROOT,
  useContentApi,
  type Entry,
  type EntryAnswer,
} from '../support/content-api.js';

const { h, tdb, publisher, tokenOf, created, act, auditOf } = useContentApi();

const trash = (token: string, entry: Entry) =>
  call(h, 'DELETE', `/api/content/articles/${entry.id}?version=${entry.version}`, token);

const listed = async (token: string, query = '') =>
  body<{ items: Entry[] }>(await call(h, 'GET', `/api/content/articles${query}`, token)).items;

const rowOf = async (id: string) =>
  (await tdb.database.db.select().from(contentEntries).where(eq(contentEntries.id, id)))[0];

describe('the trash', () => {
  it('an admin never removes an entry for good: unpublish then delete only moves it to the trash', async () => {
    const editor = await tokenOf(EDITOR);
    const root = await tokenOf(ROOT);
    const published = await act(editor, await created(editor), 'publish');
    const down = await act(editor, published, 'unpublish');
    const moved = await trash(editor, down);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body<EntryAnswer>(moved).message).toBe(ContentTexts.trashed);

    // Every other call an admin can make leaves it in the trash.
    const entry = body<EntryAnswer>(moved).entry;
    const again = await trash(editor, entry);
    expect(again.statusCode).toBe(409);
    const save = await call(h, 'PUT', `/api/content/articles/${entry.id}`, editor, {
      version: entry.version,
      data: entry.data,
    });
    expect(save.statusCode).toBe(409);
    expect(body(save).message).toBe(ContentTexts.deletedEntry);
    const purge = await call(h, 'POST', `/api/content/articles/${entry.id}/purge`, editor, {
      version: entry.version,
    });
    expect(purge.statusCode).toBe(403);
    const restore = await call(h, 'POST', `/api/content/articles/${entry.id}/restore`, editor, {
      version: entry.version,
    });
    expect(restore.statusCode).toBe(403);
    expect(await rowOf(entry.id)).toBeDefined();

    // And a super admin brings it back, as a draft, with its revisions.
    const back = await call(h, 'POST', `/api/content/articles/${entry.id}/restore`, root, {
      version: entry.version,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(body<EntryAnswer>(back).message).toBe(ContentTexts.untrashed);
    expect(body<EntryAnswer>(back).entry).toMatchObject({ state: 'draft', live: null });
    const revisions = await call(h, 'GET', `/api/content/articles/${entry.id}/revisions`, root);
    expect(body<{ items: unknown[] }>(revisions).items.length).toBeGreaterThanOrEqual(2);
    expect((await auditOf('content.untrashed')).length).toBe(1);
  });

  it('an admin moves a draft of any collection to the trash', async () => {
    const editor = await tokenOf(EDITOR);
    const draft = await created(editor, faq(), 'faqs');
    const moved = await call(h, 'DELETE', `/api/content/faqs/${draft.id}?version=1`, editor);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body<EntryAnswer>(moved).entry.state).toBe('deleted');
    expect(publisher.calls).toEqual([]);
  });

  it('an admin moves a published entry to the trash: its page and listings are re-rendered without it', async () => {
    const editor = await tokenOf(EDITOR);
    const published = await act(editor, await created(editor), 'publish');
    publisher.clear();
    const moved = await trash(editor, published);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body<EntryAnswer>(moved).entry).toMatchObject({ state: 'deleted', live: null });
    expect(publisher.paths()).toContain(`/article/${published.slug}`);
    expect(await resolveSlug(tdb.database.db, 'articles', published.slug)).toBeNull();
    expect(await listed(editor)).toEqual([]);
    const inTrash = await listed(editor, '?state=deleted');
    expect(inTrash.map((item) => item.id)).toEqual([published.id]);
    expect(inTrash[0]).toMatchObject({ deletedAt: expect.any(String) });
    const [audited] = await auditOf('content.trashed');
    expect(audited?.details).toMatchObject({ entryId: published.id, wasLive: true });
  });

  it('a restore whose slug has since been taken is refused with a field message', async () => {
    const editor = await tokenOf(EDITOR);
    const root = await tokenOf(ROOT);
    const first = await created(editor);
    const moved = body<EntryAnswer>(await trash(editor, first)).entry;
    await created(editor, article());
    const refused = await call(h, 'POST', `/api/content/articles/${first.id}/restore`, root, {
      version: moved.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(body<{ errors: unknown[] }>(refused).errors).toEqual([
      { field: 'slug', message: ContentTexts.restoreSlugTaken },
    ]);
  });

  it('only a super admin purges, only from the trash; the entry and its revisions are gone', async () => {
    const editor = await tokenOf(EDITOR);
    const root = await tokenOf(ROOT);
    const draft = await created(editor);
    const notTrashed = await call(h, 'POST', `/api/content/articles/${draft.id}/purge`, root, {
      version: draft.version,
    });
    expect(notTrashed.statusCode).toBe(409);
    const moved = body<EntryAnswer>(await trash(editor, draft)).entry;
    const purged = await call(h, 'POST', `/api/content/articles/${draft.id}/purge`, root, {
      version: moved.version,
    });
    expect(purged.statusCode, purged.body).toBe(200);
    expect(body(purged).message).toBe(ContentTexts.purged);
    expect(await rowOf(draft.id)).toBeUndefined();
    const revisions = await tdb.database.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.entryId, draft.id));
    expect(revisions).toEqual([]);
    const [audited] = await auditOf('content.purged');
    expect(audited?.details).toMatchObject({ entryId: draft.id, automatic: false });
  });

  it('the server purges entries kept in the trash for TRASH_DAYS (30) by the injected clock', async () => {
    const editor = await tokenOf(EDITOR);
    const draft = await created(editor);
    await trash(editor, draft);
    // The trash view's answer tells the admin the same number of days.
    const answer = await call(h, 'GET', '/api/content/articles?state=deleted', editor);
    expect(body<{ trashDays: number }>(answer).trashDays).toBe(30);
    h.clock.advance(29 * DAY);
    expect(await h.app.purgeExpiredTrash()).toBe(0);
    expect(await rowOf(draft.id)).toBeDefined();
    h.clock.advance(DAY);
    expect(await h.app.purgeExpiredTrash()).toBe(1);
    expect(await rowOf(draft.id)).toBeUndefined();
    const [audited] = await auditOf('content.purged');
    expect(audited?.details).toMatchObject({ entryId: draft.id, automatic: true });
  });
});
