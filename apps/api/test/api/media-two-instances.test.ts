import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MediaAnswer } from '@studio/contracts';
import { useTwoApis } from '../support/api.js';
import {
  ORIGIN,
  eventually,
  json,
  sessionTokenFor,
  withCookie,
  type Harness,
} from '../support/harness.js';

// Two app instances on one database (on PostgreSQL: two connection pools), each with its own
// disk cache: what several API processes behind a load balancer share.
const ADMIN = 'editor@studio.test';
const ROOT = 'root@studio.test';
const { a, b, tdb } = useTwoApis({
  users: [
    { email: ADMIN, role: 'admin' },
    { email: ROOT, role: 'super_admin' },
  ],
});
const BOUNDARY = '----studio-media-two';

async function headers(h: Harness, email = ADMIN): Promise<Record<string, string>> {
  const user = await tdb.database.db.query.users.findFirst({
    where: (users, { eq }) => eq(users.email, email),
  });
  if (!user) throw new Error('no admin');
  return { ...withCookie(h, await sessionTokenFor(h, tdb.database, user)), origin: ORIGIN };
}

async function uploadPng(h: Harness, name: string): Promise<MediaAnswer> {
  const data = await sharp({
    create: { width: 120, height: 80, channels: 4, background: { r: 9, g: 9, b: 9, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/media',
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: {
      ...(await headers(h)),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
  });
  expect(response.statusCode).toBe(201);
  return json(response) as MediaAnswer;
}

const status = async (h: Harness, url: string) =>
  (await h.app.inject({ method: 'GET', url })).statusCode;

describe('media on two API instances sharing one database', () => {
  it('a file uploaded through one is listed and served by the other, byte for byte', async () => {
    const { item } = await uploadPng(a, 'shared.png');
    const list = await b.app.inject({
      method: 'GET',
      url: '/api/media',
      headers: await headers(b),
    });
    expect(json(list)).toMatchObject({ total: 1, items: [{ id: item.id, name: 'shared.png' }] });
    for (const file of item.files) {
      const fromA = await a.app.inject({ method: 'GET', url: file.url });
      const fromB = await b.app.inject({ method: 'GET', url: file.url });
      expect(fromB.statusCode).toBe(200);
      expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    }
  });

  it('a file trashed through one stops being served by the other, which had it cached; restored, it serves again; purged, it is gone', async () => {
    const { item } = await uploadPng(a, 'gone.png');
    expect(await status(b, item.url)).toBe(200);
    const trashed = await a.app.inject({
      method: 'DELETE',
      url: `/api/media/${item.id}`,
      headers: await headers(a, ROOT),
    });
    expect(trashed.statusCode).toBe(200);
    expect(await status(a, item.url)).toBe(404);
    await eventually(
      () => status(b, item.url),
      (code) => code === 404,
      'b forgets the trashed file',
    );

    const restored = await b.app.inject({
      method: 'POST',
      url: `/api/media/${item.id}/restore`,
      headers: await headers(b, ROOT),
    });
    expect(restored.statusCode).toBe(200);
    expect(await status(a, item.url)).toBe(200);
    expect(await status(b, item.url)).toBe(200); // cached again

    await a.app.inject({
      method: 'DELETE',
      url: `/api/media/${item.id}`,
      headers: await headers(a, ROOT),
    });
    const purged = await a.app.inject({
      method: 'POST',
      url: `/api/media/${item.id}/purge`,
      headers: await headers(a, ROOT),
    });
    expect(purged.statusCode).toBe(200);
    await eventually(
      () => status(b, item.url),
      (code) => code === 404,
      'b forgets the purged file',
    );
  });
});
