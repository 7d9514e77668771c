import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MediaMessages,
  ValidationMessages,
  type MediaAnswer,
  type MediaList,
} from '@studio/contracts';
import { auditLog } from '../../src/db/schema.js';
import { useApi } from '../support/api.js';
import { ORIGIN, json } from '../support/harness.js';
import { ADMIN, mediaCalls, mp3, photo } from '../support/media.js';

const api = useApi({ users: [{ email: ADMIN, role: 'admin' }] });
const { h, tdb } = api;
const { adminHeaders, upload } = mediaCalls(api);

describe('the library: list, read, alt text, replace', () => {
  it('lists newest first by kind and text, with paging', async () => {
    await upload('drums.mp3', mp3(40));
    h.clock.advance(1000);
    await upload('Cover Art.png', await photo(200, 200).png().toBuffer());
    h.clock.advance(1000);
    await upload('poster.jpg', await photo(200, 300).jpeg().toBuffer());
    const headers = await adminHeaders();
    const list = async (query: string) =>
      json(await h.app.inject({ method: 'GET', url: `/api/media${query}`, headers })) as MediaList;

    expect((await list('')).items.map((item) => item.name)).toEqual([
      'poster.jpg',
      'Cover Art.png',
      'drums.mp3',
    ]);
    expect((await list('?kind=audio')).items.map((item) => item.name)).toEqual(['drums.mp3']);
    expect((await list('?q=cover')).items.map((item) => item.name)).toEqual(['Cover Art.png']);
    const second = await list('?pageSize=2&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.items.map((item) => item.name)).toEqual(['drums.mp3']);
  });

  it('sets alt text (audited), refuses a blank one, and answers 404 for an unknown id', async () => {
    const { item } = json(
      await upload('a.png', await photo(100, 100).png().toBuffer()),
    ) as MediaAnswer;
    const headers = { ...(await adminHeaders()), origin: ORIGIN };
    const saved = await h.app.inject({
      method: 'PATCH',
      url: `/api/media/${item.id}`,
      payload: { alt: ' The band on stage ' },
      headers,
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({
      message: MediaMessages.altSaved,
      item: { alt: 'The band on stage' },
    });
    const read = await h.app.inject({ method: 'GET', url: `/api/media/${item.id}`, headers });
    expect(json(read)).toMatchObject({ item: { alt: 'The band on stage' }, usedBy: [] });

    const blank = await h.app.inject({
      method: 'PATCH',
      url: `/api/media/${item.id}`,
      payload: { alt: '   ' },
      headers,
    });
    expect(blank.statusCode).toBe(400);
    expect(json(blank)).toMatchObject({
      errors: [{ field: 'alt', message: MediaMessages.altRequired }],
    });

    const unknown = await h.app.inject({
      method: 'PATCH',
      url: '/api/media/00000000-0000-4000-8000-000000000000',
      payload: { alt: 'x' },
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ message: MediaMessages.notFound });

    const audits = await tdb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'media.alt'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorEmail: ADMIN, details: { mediaId: item.id } });
  });

  it('sets the focal point (audited), answers it in the item, refuses a point off the image or between percents', async () => {
    const { item } = json(
      await upload('portrait.png', await photo(100, 160).png().toBuffer()),
    ) as MediaAnswer;
    // Every item starts centred.
    expect(item.focal).toEqual({ x: 50, y: 50 });
    const headers = { ...(await adminHeaders()), origin: ORIGIN };
    const focal = (id: string, payload: Record<string, unknown>) =>
      h.app.inject({ method: 'PUT', url: `/api/media/${id}/focal`, payload, headers });

    const saved = await focal(item.id, { x: 30, y: 12 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({
      message: MediaMessages.focalSaved,
      item: { id: item.id, focal: { x: 30, y: 12 } },
    });
    const read = await h.app.inject({ method: 'GET', url: `/api/media/${item.id}`, headers });
    expect(json(read)).toMatchObject({ item: { focal: { x: 30, y: 12 } } });
    const listed = json(
      await h.app.inject({ method: 'GET', url: '/api/media', headers }),
    ) as MediaList;
    expect(listed.items.find((one) => one.id === item.id)?.focal).toEqual({ x: 30, y: 12 });

    for (const [payload, field, message] of [
      [{ x: 101, y: 50 }, 'x', ValidationMessages.maximum(100)],
      [{ x: 50, y: -1 }, 'y', ValidationMessages.minimum(0)],
      [{ x: 33.5, y: 50 }, 'x', ValidationMessages.type('integer')],
      [{ x: '30', y: 50 }, 'x', ValidationMessages.type('integer')],
      [{ x: 30 }, 'y', ValidationMessages.required],
    ] as const) {
      const refused = await focal(item.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(refused)).toMatchObject({ errors: [{ field, message }] });
    }
    // Nothing refused moved the point.
    const after = await h.app.inject({ method: 'GET', url: `/api/media/${item.id}`, headers });
    expect(json(after)).toMatchObject({ item: { focal: { x: 30, y: 12 } } });

    const unknown = await focal('00000000-0000-4000-8000-000000000000', { x: 10, y: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ message: MediaMessages.notFound });

    const signedOut = await h.app.inject({
      method: 'PUT',
      url: `/api/media/${item.id}/focal`,
      payload: { x: 10, y: 10 },
      headers: { origin: ORIGIN },
    });
    expect(signedOut.statusCode).toBe(401);

    const audits = await tdb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'media.focal'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorEmail: ADMIN,
      details: { mediaId: item.id, focal: '30% 12%' },
    });
  });

  it('documents the focal point route in OpenAPI', async () => {
    const openapi = json(await h.app.inject({ method: 'GET', url: '/api/docs/json' })) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: object }>>;
    };
    const route = openapi.paths['/api/media/{id}/focal']?.put;
    expect(Object.keys(route?.responses ?? {})).toEqual(expect.arrayContaining(['200', '4XX']));
    expect(JSON.stringify(route?.requestBody)).toContain('"maximum":100');
  });

  it('replaces the file of the same item: new URLs serve, old ones are gone; another kind is refused', async () => {
    const { item } = json(
      await upload('old.png', await photo(500, 500).png().toBuffer()),
    ) as MediaAnswer;
    await h.app.inject({ method: 'GET', url: item.url }); // now in the cache
    const replaced = await upload('new.jpg', await photo(800, 600).jpeg().toBuffer(), {
      method: 'PUT',
      url: `/api/media/${item.id}/file`,
    });
    expect(replaced.statusCode).toBe(200);
    const after = (json(replaced) as MediaAnswer).item;
    expect(after).toMatchObject({ id: item.id, name: 'new.jpg', width: 800, height: 600 });
    expect((await h.app.inject({ method: 'GET', url: after.url })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);

    const audio = await upload('song.mp3', mp3(20), {
      method: 'PUT',
      url: `/api/media/${item.id}/file`,
    });
    expect(audio.statusCode).toBe(422);
    expect(json(audio)).toMatchObject({ message: MediaMessages.kindChanged('image') });
    const refused = await upload('song.svg', Buffer.from('<svg/>'), {
      method: 'PUT',
      url: `/api/media/${item.id}/file`,
    });
    expect(refused.statusCode).toBe(415);
    const read = await h.app.inject({
      method: 'GET',
      url: `/api/media/${item.id}`,
      headers: await adminHeaders(),
    });
    expect((json(read) as MediaAnswer).item.url).toBe(after.url);
    const replaces = await tdb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'media.replace'));
    expect(replaces).toHaveLength(1);
  });
});
