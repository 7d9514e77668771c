import { describe, expect, it } from 'vitest';
import { ContentTexts } from '@studio/contracts';
import { HOUR, MINUTE } from '../../src/clock.js';
import { resolveSlug } from '../../src/domain/content/store/index.js';
import { body, call } from '../support/review.js';
import { EDITOR, useContentApi, type Entry, type EntryAnswer } from '../support/content-api.js';

const { h, tdb, publisher, tokenOf, created, act, auditOf } = useContentApi();

type Timed = Entry & { unpublishAt: string | null };

const scheduleUnpublish = (token: string, entry: Entry, unpublishAt: string | null) =>
  call(h, 'POST', `/api/content/articles/${entry.id}/schedule-unpublish`, token, {
    version: entry.version,
    unpublishAt,
  });

describe('scheduled unpublish', () => {
  it('takes a published entry down at the set time by the injected clock, shown in the list and the entry', async () => {
    const editor = await tokenOf(EDITOR);
    const published = await act(editor, await created(editor), 'publish');
    const at = new Date(h.clock.now().getTime() + HOUR).toISOString();
    const set = await scheduleUnpublish(editor, published, at);
    expect(set.statusCode, set.body).toBe(200);
    expect(body<EntryAnswer>(set).message).toBe(ContentTexts.unpublishScheduled);
    expect(body<{ entry: Timed }>(set).entry).toMatchObject({
      state: 'published',
      unpublishAt: at,
    });
    const list = body<{ items: Timed[] }>(await call(h, 'GET', '/api/content/articles', editor));
    expect(list.items[0]?.unpublishAt).toBe(at);

    h.clock.advance(HOUR - MINUTE);
    expect(await h.app.publishDueContent()).toBe(0);
    expect(await resolveSlug(tdb.database.db, 'articles', published.slug)).not.toBeNull();
    publisher.clear();
    h.clock.advance(MINUTE);
    expect(await h.app.publishDueContent()).toBe(1);
    expect(await resolveSlug(tdb.database.db, 'articles', published.slug)).toBeNull();
    expect(publisher.paths()).toContain(`/article/${published.slug}`);
    // An hour later the first session is idle-expired: a new one reads the entry.
    const read = await call(
      h,
      'GET',
      `/api/content/articles/${published.id}`,
      await tokenOf(EDITOR),
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(body<{ entry: Timed }>(read).entry).toMatchObject({
      state: 'unpublished',
      live: null,
      unpublishAt: null,
    });
    const [audited] = await auditOf('content.scheduled_unpublished');
    expect(audited?.details).toMatchObject({ entryId: published.id });
  });

  it('is refused in the past, for an entry that is not live, and cancelled with null', async () => {
    const editor = await tokenOf(EDITOR);
    const draft = await created(editor);
    const future = new Date(h.clock.now().getTime() + HOUR).toISOString();
    const notLive = await scheduleUnpublish(editor, draft, future);
    expect(notLive.statusCode).toBe(409);
    expect(body(notLive).message).toBe(ContentTexts.notPublished);

    const published = await act(editor, draft, 'publish');
    const past = await scheduleUnpublish(
      editor,
      published,
      new Date(h.clock.now().getTime() - MINUTE).toISOString(),
    );
    expect(past.statusCode).toBe(400);
    expect(body<{ errors: unknown[] }>(past).errors).toEqual([
      { field: 'unpublishAt', message: ContentTexts.scheduleInPast },
    ]);

    const set = body<{ entry: Timed }>(await scheduleUnpublish(editor, published, future)).entry;
    const cancelled = await scheduleUnpublish(editor, set, null);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(body<EntryAnswer>(cancelled).message).toBe(ContentTexts.unpublishUnscheduled);
    expect(body<{ entry: Timed }>(cancelled).entry.unpublishAt).toBeNull();
    h.clock.advance(2 * HOUR);
    expect(await h.app.publishDueContent()).toBe(0);
    expect(await resolveSlug(tdb.database.db, 'articles', published.slug)).not.toBeNull();
  });
});
