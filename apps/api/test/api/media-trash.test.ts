import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MediaMessages, type MediaAnswer, type MediaList } from '@studio/contracts';
import { DAY } from '../../src/clock.js';
import { auditLog } from '../../src/db/schema.js';
import { useApi } from '../support/api.js';
import { ORIGIN, json, sessionTokenFor, withCookie } from '../support/harness.js';
import { ADMIN, mediaCalls, photo } from '../support/media.js';

const ROOT = 'root@studio.test';
const api = useApi({ users: [{ email: ROOT }, { email: ADMIN, role: 'admin' }] });
const { h, tdb } = api;
const { upload, stored } = mediaCalls(api);

async function headersOf(email: string): Promise<Record<string, string>> {
  const user = await tdb.database.db.query.users.findFirst({
    where: (users, { eq: equals }) => equals(users.email, email),
  });
  if (!user) throw new Error(`no user ${email}`);
  return { ...withCookie(h, await sessionTokenFor(h, tdb.database, user)), origin: ORIGIN };
}

const uploaded = async (name: string) =>
  (json(await upload(name, await photo(120, 80).png().toBuffer())) as MediaAnswer).item;

const call = async (email: string, method: 'GET' | 'DELETE' | 'POST' | 'PATCH', url: string) =>
  h.app.inject({
    method,
    url,
    headers: await headersOf(email),
    ...(method === 'PATCH' ? { payload: { alt: 'A described image' } } : {}),
  });

const fileStatus = async (url: string) => (await h.app.inject({ method: 'GET', url })).statusCode;

const audited = (action: string) =>
  tdb.database.db.select().from(auditLog).where(eq(auditLog.action, action));

const listed = async (email: string, query = '') =>
  json(await call(email, 'GET', `/api/media${query}`)) as MediaList;

describe('the media trash', () => {
  it('an admin never removes an item for good: delete moves it to the trash, and nothing else an admin can call removes it', async () => {
    const item = await uploaded('stage.png');
    expect(await fileStatus(item.url)).toBe(200); // now in this instance's cache

    const moved = await call(ADMIN, 'DELETE', `/api/media/${item.id}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved)).toMatchObject({
      message: MediaMessages.trashed,
      item: { id: item.id, trashedAt: h.clock.now().toISOString() },
    });
    // Its files are no longer served, and the library leaves it out; the trash lists it.
    for (const file of item.files) expect(await fileStatus(file.url)).toBe(404);
    expect((await listed(ADMIN)).items).toEqual([]);
    const trash = await listed(ADMIN, '?trash=true');
    expect(trash).toMatchObject({ total: 1, trashDays: 30 });
    expect(trash.items.map((entry) => entry.id)).toEqual([item.id]);

    const again = await call(ADMIN, 'DELETE', `/api/media/${item.id}`);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ message: MediaMessages.alreadyInTrash });
    for (const action of ['restore', 'purge']) {
      const refused = await call(ADMIN, 'POST', `/api/media/${item.id}/${action}`);
      expect(refused.statusCode, action).toBe(403);
      expect(json(refused)).toMatchObject({ message: MediaMessages.trashSuperAdminOnly });
    }
    const edit = await call(ADMIN, 'PATCH', `/api/media/${item.id}`);
    expect(edit.statusCode).toBe(409);
    expect(json(edit)).toMatchObject({ message: MediaMessages.inTrash });
    expect(await stored()).toMatchObject({ items: 1, files: item.files.length });
    expect(await audited('media.trashed')).toHaveLength(1);
    expect((await audited('access.forbidden')).map((row) => row.details)).toEqual([
      expect.objectContaining({ mediaId: item.id, action: 'media.restore', role: 'admin' }),
      expect.objectContaining({ mediaId: item.id, action: 'media.purge', role: 'admin' }),
    ]);

    // A super admin brings it back: listed and served again.
    const restored = await call(ROOT, 'POST', `/api/media/${item.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(json(restored)).toMatchObject({
      message: MediaMessages.restored,
      item: { id: item.id, trashedAt: null },
    });
    expect(await fileStatus(item.url)).toBe(200);
    expect((await listed(ADMIN)).items.map((entry) => entry.id)).toEqual([item.id]);
    expect((await listed(ADMIN, '?trash=true')).items).toEqual([]);
    expect(await audited('media.restored')).toHaveLength(1);
  });

  it('only a super admin purges, only from the trash: the item and its bytes are gone, audited', async () => {
    const item = await uploaded('poster.png');
    const notTrashed = await call(ROOT, 'POST', `/api/media/${item.id}/purge`);
    expect(notTrashed.statusCode).toBe(409);
    expect(json(notTrashed)).toMatchObject({ message: MediaMessages.notInTrash });
    const notRestorable = await call(ROOT, 'POST', `/api/media/${item.id}/restore`);
    expect(notRestorable.statusCode).toBe(409);

    expect((await call(ROOT, 'DELETE', `/api/media/${item.id}`)).statusCode).toBe(200);
    const purged = await call(ROOT, 'POST', `/api/media/${item.id}/purge`);
    expect(purged.statusCode, purged.body).toBe(200);
    expect(json(purged)).toEqual({ success: true, message: MediaMessages.purged, id: item.id });
    expect(await stored()).toMatchObject({ items: 0, files: 0 });
    expect(await fileStatus(item.url)).toBe(404);
    const gone = await call(ROOT, 'POST', `/api/media/${item.id}/purge`);
    expect(gone.statusCode).toBe(404);
    expect(json(gone)).toMatchObject({ message: MediaMessages.notFound });
    const [audit] = await audited('media.purged');
    expect(audit?.details).toMatchObject({ mediaId: item.id, automatic: false });
  });

  it('the server purges items kept in the trash for TRASH_DAYS (30) by the injected clock', async () => {
    const kept = await uploaded('kept.png');
    const item = await uploaded('old.png');
    expect((await call(ADMIN, 'DELETE', `/api/media/${item.id}`)).statusCode).toBe(200);
    h.clock.advance(29 * DAY);
    expect(await h.app.purgeExpiredTrash()).toBe(0);
    expect(await stored()).toMatchObject({ items: 2 });
    h.clock.advance(DAY);
    expect(await h.app.purgeExpiredTrash()).toBe(1);
    expect(await stored()).toMatchObject({ items: 1, files: kept.files.length });
    const [audit] = await audited('media.purged');
    expect(audit?.details).toMatchObject({ mediaId: item.id, automatic: true, trashDays: 30 });
    expect(audit?.actorId).toBeNull();
  });

  it('documents the trash in OpenAPI: the list’s trash parameter, restore and purge', async () => {
    const openapi = json(await h.app.inject({ method: 'GET', url: '/api/docs/json' })) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: object }>>;
    };
    const list = openapi.paths['/api/media']?.get;
    expect(list?.parameters?.map((parameter) => parameter.name)).toContain('trash');
    for (const action of ['restore', 'purge']) {
      const route = openapi.paths[`/api/media/{id}/${action}`]?.post;
      expect(Object.keys(route?.responses ?? {}), action).toEqual(
        expect.arrayContaining(['200', '4XX']),
      );
    }
  });
});
