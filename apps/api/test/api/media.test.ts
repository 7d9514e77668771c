import { deflateSync, crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpMessages, MediaMessages, type MediaAnswer, type MediaList } from '@studio/contracts';
import { auditLog, media, mediaFiles } from '../../src/db/schema.js';
import { useApi } from '../support/api.js';
import { ORIGIN, json, sessionTokenFor, withCookie } from '../support/harness.js';

const ADMIN = 'editor@studio.test';
const { h, tdb } = useApi({ users: [{ email: ADMIN, role: 'admin' }] });

async function adminHeaders(): Promise<Record<string, string>> {
  const [user] = await tdb.database.db.query.users.findMany({
    where: (users, { eq: equals }) => equals(users.email, ADMIN),
  });
  if (!user) throw new Error('no admin');
  return withCookie(h, await sessionTokenFor(h, tdb.database, user));
}

const BOUNDARY = '----studio-media-test';

/** A multipart/form-data body of one file part. */
function multipart(name: string, data: Buffer, type = 'application/octet-stream'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function upload(
  name: string,
  data: Buffer,
  options: { headers?: Record<string, string>; url?: string; method?: 'POST' | 'PUT' } = {},
) {
  return h.app.inject({
    method: options.method ?? 'POST',
    url: options.url ?? '/api/media',
    payload: multipart(name, data),
    headers: {
      ...(await adminHeaders()),
      origin: ORIGIN,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...options.headers,
    },
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

/** A JPEG from a camera: EXIF with the owner's name and GPS position. */
const cameraJpeg = () =>
  photo(2000, 1200)
    .withExif({
      IFD0: { Copyright: 'Asha Rao', Make: 'StudioCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
    })
    .jpeg()
    .toBuffer();

/** An MPEG-1 Layer III stream of silent frames (128 kbit/s, 44.1 kHz): `frames` × 26 ms. */
function mp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG declaring a canvas of `side` × `side` pixels: a decompression bomb. */
function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(side + 1), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A ZIP archive's local file header, then zeros. */
const zip = () =>
  Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00'), Buffer.alloc(5000)]);

async function stored(): Promise<{ items: number; files: number; uploads: number }> {
  const { db } = tdb.database;
  const [items] = await db.select({ value: count() }).from(media);
  const [files] = await db.select({ value: count() }).from(mediaFiles);
  const [uploads] = await db
    .select({ value: count() })
    .from(auditLog)
    .where(eq(auditLog.action, 'media.upload'));
  return { items: items?.value ?? 0, files: files?.value ?? 0, uploads: uploads?.value ?? 0 };
}

describe('POST /api/media: accepted files', () => {
  it('re-encodes a camera JPEG into AVIF and WebP at the page widths and a JPEG fallback, without its EXIF or GPS data', async () => {
    const response = await upload('Summer Show.JPG', await cameraJpeg());
    expect(response.statusCode).toBe(201);
    const answer = json(response) as MediaAnswer;
    expect(answer.message).toBe(MediaMessages.uploaded);
    expect(answer.item).toMatchObject({
      kind: 'image',
      name: 'Summer Show.JPG',
      alt: '',
      width: 2000,
      height: 1200,
      duration: null,
    });
    expect(answer.usedBy).toEqual([]);
    expect(answer.item.files.map((file) => `${file.format}@${file.width}`)).toEqual([
      'avif@480',
      'webp@480',
      'avif@960',
      'webp@960',
      'avif@1600',
      'jpeg@1600',
      'webp@1600',
    ]);
    expect(answer.item.url).toMatch(/^\/media\/[0-9a-f]{32}\/summer-show-1600\.jpg$/);

    for (const file of answer.item.files) {
      const served = await h.app.inject({ method: 'GET', url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${file.format}`);
      const decoded = await sharp(served.rawPayload).metadata();
      expect(decoded.format).toBe(file.format === 'avif' ? 'heif' : file.format);
      expect(decoded.width).toBe(file.width);
      expect(decoded.exif).toBeUndefined();
    }
  });

  it.each([
    [
      'a PNG with transparency, with a PNG fallback',
      'logo.png',
      () =>
        sharp({
          create: {
            width: 300,
            height: 200,
            channels: 4,
            background: { r: 0, g: 0, b: 0, alpha: 0.5 },
          },
        })
          .png()
          .toBuffer(),
      'png',
    ],
    ['a WebP', 'poster.webp', () => photo(640, 480).webp().toBuffer(), 'jpeg'],
    ['an AVIF', 'poster.avif', () => photo(640, 480).avif().toBuffer(), 'jpeg'],
    [
      'a file without an extension, by its bytes',
      'poster',
      () => photo(640, 480).jpeg().toBuffer(),
      'jpeg',
    ],
  ])('accepts %s', async (_, name, make, fallback) => {
    const response = await upload(name, await make());
    expect(response.statusCode).toBe(201);
    const { item } = json(response) as MediaAnswer;
    // Never upscaled: a small image is rendered at the widths below it and its own.
    const widths = [...new Set(item.files.map((file) => file.width))];
    expect(widths).toEqual(item.width === 300 ? [300] : [480, 640]);
    expect(item.files.filter((file) => file.format === fallback)).toHaveLength(1);
  });

  it('accepts an MP3 preview, stores its duration and serves byte ranges of it', async () => {
    const data = mp3(100);
    const response = await upload('Preview.mp3', data);
    expect(response.statusCode).toBe(201);
    const { item } = json(response) as MediaAnswer;
    expect(item).toMatchObject({ kind: 'audio', width: null, height: null, bytes: data.length });
    expect(item.duration).toBeCloseTo(2.612, 2);
    expect(item.files).toEqual([{ url: item.url, format: 'mp3', bytes: data.length }]);

    const whole = await h.app.inject({ method: 'GET', url: item.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(data)).toBe(true);

    const part = await h.app.inject({
      method: 'GET',
      url: item.url,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(100, 200))).toBe(true);

    const tail = await h.app.inject({
      method: 'GET',
      url: item.url,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.rawPayload.equals(data.subarray(data.length - 10))).toBe(true);

    const past = await h.app.inject({
      method: 'GET',
      url: item.url,
      headers: { range: `bytes=${data.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${data.length}`);
  });
});

describe('POST /api/media: refused files keep nothing', () => {
  it.each([
    [
      'an SVG with a script',
      'logo.svg',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
      MediaMessages.unsupported,
    ],
    [
      'an HTML page named as a JPEG',
      'photo.jpg',
      () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      415,
      MediaMessages.unsupported,
    ],
    [
      'an executable',
      'setup.exe',
      () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000)]),
      415,
      MediaMessages.unsupported,
    ],
    [
      'a PNG renamed to .mp3',
      'song.mp3',
      () => photo(100, 100).png().toBuffer(),
      415,
      MediaMessages.renamed('a PNG image', 'mp3'),
    ],
    ['a ZIP archive disguised as a PNG', 'bomb.png', zip, 415, MediaMessages.unsupported],
    [
      'a PNG declaring a huge canvas (decompression bomb)',
      'bomb.png',
      () => pngBomb(100_000),
      422,
      MediaMessages.tooManyPixels(100_000, 100_000),
    ],
    [
      'a truncated JPEG',
      'cut.jpg',
      async () => {
        const whole = await photo(1200, 800).jpeg().toBuffer();
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      422,
      MediaMessages.damagedImage,
    ],
    [
      'an MP3 header with no frames after it',
      'empty.mp3',
      () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(10)]),
      422,
      MediaMessages.damagedAudio,
    ],
    [
      'a 16 MB image',
      'huge.png',
      () =>
        sharp(
          Buffer.alloc(2400 * 2400 * 3, 7).map((_, i) => (i * 2654435761) >>> 24),
          { raw: { width: 2400, height: 2400, channels: 3 } },
        )
          .png({ compressionLevel: 0 })
          .toBuffer(),
      413,
      MediaMessages.tooLarge('image'),
    ],
    [
      'a 21 MB audio file',
      'long.mp3',
      () => mp3(Math.ceil((21 * 1024 * 1024) / 417)),
      413,
      MediaMessages.tooLarge('audio'),
    ],
  ])('refuses %s', async (_, name, make, status, message) => {
    const data = await make();
    const response = await upload(name, data);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toMatchObject({ success: false, message });
    expect(await stored()).toEqual({ items: 0, files: 0, uploads: 0 });
  });

  it('refuses an upload without an Origin, from a foreign origin, or not as multipart', async () => {
    const data = await photo(100, 100).png().toBuffer();
    const withoutOrigin = await h.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: multipart('a.png', data),
      headers: {
        ...(await adminHeaders()),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    expect(withoutOrigin.statusCode).toBe(403);
    expect(json(withoutOrigin)).toMatchObject({ message: MediaMessages.originRequired });

    const foreign = await upload('a.png', data, { headers: { origin: 'https://evil.test' } });
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign)).toMatchObject({ message: HttpMessages.crossOrigin });

    const asJson = await h.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: { file: 'a.png' },
      headers: { ...(await adminHeaders()), origin: ORIGIN },
    });
    expect(asJson.statusCode).toBe(415);
    expect(json(asJson)).toMatchObject({ message: MediaMessages.notMultipart });

    const signedOut = await h.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: multipart('a.png', data),
      headers: { origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await stored()).toEqual({ items: 0, files: 0, uploads: 0 });
  });

  it('keeps the 64 KiB JSON limit on every other route', async () => {
    const response = await h.app.inject({
      method: 'PATCH',
      url: '/api/media/00000000-0000-4000-8000-000000000000',
      payload: { alt: 'x'.repeat(70 * 1024) },
      headers: { ...(await adminHeaders()), origin: ORIGIN },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('the library: list, read, alt text, replace, delete', () => {
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

  it('deletes an unused item with its files, audited', async () => {
    const { item } = json(
      await upload('a.png', await photo(100, 100).png().toBuffer()),
    ) as MediaAnswer;
    await h.app.inject({ method: 'GET', url: item.url });
    const headers = { ...(await adminHeaders()), origin: ORIGIN };
    const deleted = await h.app.inject({ method: 'DELETE', url: `/api/media/${item.id}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toMatchObject({ message: MediaMessages.deleted });
    expect((await h.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect(await stored()).toMatchObject({ items: 0, files: 0 });
    const again = await h.app.inject({ method: 'DELETE', url: `/api/media/${item.id}`, headers });
    expect(again.statusCode).toBe(404);
    const deletes = await tdb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'media.delete'));
    expect(deletes).toHaveLength(1);
  });
});

describe('GET /media/<hash>/<name>', () => {
  it('serves with immutable caching, its type, nosniff and the short header set', async () => {
    const { item } = json(
      await upload('a.png', await photo(100, 100).png().toBuffer()),
    ) as MediaAnswer;
    for (const attempt of ['from the database', 'from the cache']) {
      const served = await h.app.inject({ method: 'GET', url: item.url });
      expect(served.statusCode, attempt).toBe(200);
      expect(served.headers).toMatchObject({
        // An opaque PNG falls back to JPEG; only transparency keeps PNG.
        'content-type': 'image/jpeg',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy':
          "default-src 'none';frame-ancestors 'none';base-uri 'none';object-src 'none'",
      });
      expect(served.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('answers 404 for an unknown or malformed file', async () => {
    for (const url of [
      '/media/0123456789abcdef0123456789abcdef/a.png',
      '/media/xyz/a.png',
      '/media/0123456789abcdef0123456789abcdef/a.svg',
    ]) {
      const response = await h.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
