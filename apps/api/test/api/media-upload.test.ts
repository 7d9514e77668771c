import { describe, expect, it } from 'vitest';
import { MediaMessages, type MediaAnswer } from '@studio/contracts';
import sharp from 'sharp';
import { useApi } from '../support/api.js';
import { json } from '../support/harness.js';
import { ADMIN, cameraJpeg, mediaCalls, m4a, mp3, opus, photo } from '../support/media.js';

const api = useApi({ users: [{ email: ADMIN, role: 'admin' }] });
const { h } = api;
const { upload } = mediaCalls(api);

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

  it('answers HEAD with the file\'s length and type, and no body', async () => {
    const data = mp3(100);
    const { item } = json(await upload('Preview.mp3', data)) as MediaAnswer;
    // The first HEAD reads the file from the database, the second from this instance's cache.
    for (const round of ['database', 'cache']) {
      const head = await h.app.inject({ method: 'HEAD', url: item.url });
      expect(head.statusCode, round).toBe(200);
      expect(head.headers['content-length'], round).toBe(String(data.length));
      expect(head.headers['content-type'], round).toBe('audio/mpeg');
      expect(head.rawPayload.length, round).toBe(0);
    }
    const range = await h.app.inject({
      method: 'HEAD',
      url: item.url,
      headers: { range: 'bytes=100-199' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-length']).toBe('100');
  });

  it('accepts an Opus preview in Ogg and stores its duration', async () => {
    const data = opus(3);
    const response = await upload('Preview.opus', data);
    expect(response.statusCode, response.body).toBe(201);
    const { item } = json(response) as MediaAnswer;
    expect(item).toMatchObject({ kind: 'audio', width: null, height: null, bytes: data.length });
    expect(item.duration).toBeCloseTo(3, 2);
    expect(item.files).toEqual([{ url: item.url, format: 'opus', bytes: data.length }]);
    const served = await h.app.inject({ method: 'GET', url: item.url });
    expect(served.headers['content-type']).toBe('audio/ogg');
    expect(served.rawPayload.equals(data)).toBe(true);
  });

  it('accepts an AAC preview in M4A and stores its duration', async () => {
    const data = m4a(2);
    const response = await upload('Preview.m4a', data);
    expect(response.statusCode, response.body).toBe(201);
    const { item } = json(response) as MediaAnswer;
    expect(item).toMatchObject({ kind: 'audio', bytes: data.length });
    expect(item.duration).toBeCloseTo(2, 1);
    expect(item.files).toEqual([{ url: item.url, format: 'm4a', bytes: data.length }]);
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
