import { describe, expect, it } from 'vitest';
import { HttpMessages, MEDIA_UPLOADS_PER_MINUTE, MediaMessages } from '@studio/contracts';
import sharp from 'sharp';
import { useApi } from '../support/api.js';
import { ORIGIN, json, seedUser, sessionTokenFor, withCookie } from '../support/harness.js';
import {
  ADMIN,
  BOUNDARY,
  mediaCalls,
  mp3,
  multipart,
  photo,
  pngBomb,
  zip,
} from '../support/media.js';

const api = useApi({ users: [{ email: ADMIN, role: 'admin' }] });
const { h, tdb } = api;
const { adminHeaders, upload, stored } = mediaCalls(api);

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

  it('answers 400 at once to a file part whose name holds a line break, past the parser buffer', async () => {
    const data = Buffer.concat([await photo(100, 100).png().toBuffer(), Buffer.alloc(20_000)]);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''lf%0Abig.png\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
      headers: {
        ...(await adminHeaders()),
        origin: ORIGIN,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, message: MediaMessages.noFile });
    expect(await stored()).toEqual({ items: 0, files: 0, uploads: 0 });
  });

  it('answers that 400 over a real socket too, with a part far longer than one socket read', async () => {
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    const address = h.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const response = await fetch(`http://127.0.0.1:${address.port}/api/media`, {
      method: 'POST',
      body: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''lf%0Abig.png\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.alloc(600_000, 0x41),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
      headers: {
        ...(await adminHeaders()),
        origin: ORIGIN,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: MediaMessages.noFile });
  });

  it.each([
    ['control characters', 'ctl\u0001\u0007\u001b[31m.mp3'],
    ['a right-to-left override', 'innocent\u202e3pm.exe.mp3'],
    ['a directional isolate', 'song\u2067.mp3'],
  ])('refuses a file name with %s, as every other text field', async (_, name) => {
    const response = await upload(name, mp3(100));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      success: false,
      message: MediaMessages.badFileName,
      errors: [{ field: 'file', message: MediaMessages.badFileName }],
    });
    expect(await stored()).toEqual({ items: 0, files: 0, uploads: 0 });
  });

  it('limits uploads per person, not per address', async () => {
    const attempts = await Promise.all(
      Array.from({ length: MEDIA_UPLOADS_PER_MINUTE + 1 }, () => upload('a.zip', zip())),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 415)).toHaveLength(MEDIA_UPLOADS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    const refused = attempts.find((response) => response.statusCode === 429);
    expect(json(refused as (typeof attempts)[number])).toMatchObject({
      message: HttpMessages.tooManyRequests,
    });

    // Another editor behind the same address still uploads.
    const other = await seedUser(tdb.database, { email: 'other@studio.test', role: 'admin' });
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: multipart('a.zip', zip()),
      headers: {
        ...withCookie(h, await sessionTokenFor(h, tdb.database, other)),
        origin: ORIGIN,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    expect(response.statusCode).toBe(415);
  });
});
