import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DAY } from '../../src/clock.js';
import { contentEntries } from '../../src/db/schema.js';
import { useApi } from '../support/api.js';
import { EDITOR, ROOT, contentCalls, type Entry } from '../support/content-api.js';
import { body, call } from '../support/review.js';

// A trash kept 7 days instead of the default 30: the list answers tell the admin the server's
// setting, and it is the one the server purges by.
const api = useApi({
  users: [{ email: ROOT }, { email: EDITOR, role: 'admin' }],
  harness: { env: { TRASH_DAYS: '7' } },
});
const { h, tdb } = api;
const { tokenOf, created } = contentCalls(api);

const listAnswer = async (token: string, query: string) => {
  const response = await call(h, 'GET', `/api/content/articles${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ items: Entry[]; trashDays: number }>(response);
};

describe('TRASH_DAYS in the list answers', () => {
  it('every list answer, the entries and the trash, to any staff member, tells trashDays from the config', async () => {
    const editor = await tokenOf(EDITOR);
    const root = await tokenOf(ROOT);
    const draft = await created(editor);
    const moved = await call(
      h,
      'DELETE',
      `/api/content/articles/${draft.id}?version=${draft.version}`,
      editor,
    );
    expect(moved.statusCode, moved.body).toBe(200);

    for (const token of [editor, root]) {
      expect(await listAnswer(token, '')).toMatchObject({ items: [], trashDays: 7 });
      const inTrash = await listAnswer(token, '?state=deleted');
      expect(inTrash.trashDays).toBe(7);
      expect(inTrash.items.map((entry) => entry.id)).toEqual([draft.id]);
    }

    // And the server deletes it for good after those 7 days, not 30.
    h.clock.advance(6 * DAY);
    expect(await h.app.purgeExpiredTrash()).toBe(0);
    h.clock.advance(DAY);
    expect(await h.app.purgeExpiredTrash()).toBe(1);
    const rows = await tdb.database.db
      .select()
      .from(contentEntries)
      .where(eq(contentEntries.id, draft.id));
    expect(rows).toEqual([]);
    // (A week later the session has expired: a new one.)
    expect((await listAnswer(await tokenOf(ROOT), '?state=deleted')).items).toEqual([]);
  });

  it('the comments list tells trashDays from the config too', async () => {
    const response = await call(h, 'GET', '/api/admin/comments?state=spam', await tokenOf(EDITOR));
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ trashDays: number }>(response)).toMatchObject({ items: [], trashDays: 7 });
  });
});
