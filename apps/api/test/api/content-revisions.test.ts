import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contentRevisions } from '../../src/db/schema.js';
import { MINUTE } from '../../src/clock.js';
import { expectFieldRefused } from '../support/bad-input.js';
import { body, call } from '../support/review.js';
import { article } from '../support/content.js';
import { EDITOR, useContentApi, type Entry, type EntryAnswer } from '../support/content-api.js';

const { h, tdb, publisher, tokenOf, created, act, saved, auditOf } = useContentApi();

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

  it('restoring over autosaves no revision holds keeps them first, so they can be restored too', async () => {
    const editor = await tokenOf(EDITOR);
    const first = await created(editor);
    const typed = await saved(editor, first, { summary: 'Typed since.' }, { autosave: true });
    const again = await saved(editor, typed, { author: 'Second Writer' }, { autosave: true });
    const listed = async () =>
      body<{ items: { id: string; number: number; reason: string; changedFields: string[] }[] }>(
        await call(h, 'GET', `/api/content/articles/${first.id}/revisions`, editor),
      ).items;
    const before = await listed();
    expect(before.map((r) => [r.number, r.reason])).toEqual([[1, 'save']]);

    const response = await call(
      h,
      'POST',
      `/api/content/articles/${first.id}/revisions/${before[0]!.id}/restore`,
      editor,
      { version: again.version },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(body<EntryAnswer>(response).entry.data).toMatchObject({
      summary: article().summary,
      author: article().author,
    });
    const after = await listed();
    expect(after.map((r) => [r.number, r.reason, r.changedFields])).toEqual([
      [3, 'restore', ['author', 'summary']],
      [2, 'autosave', ['author', 'summary']],
      [1, 'save', expect.any(Array)],
    ]);
    const kept = await call(
      h,
      'GET',
      `/api/content/articles/${first.id}/revisions/${after[1]!.id}`,
      editor,
    );
    expect(body<{ revision: { data: { summary: string; author: string } } }>(kept).revision.data)
      .toMatchObject({ summary: 'Typed since.', author: 'Second Writer' });
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
