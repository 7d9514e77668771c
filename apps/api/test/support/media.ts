import { deflateSync, crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, media, mediaFiles } from '../../src/db/schema.js';
import type { Api } from './api.js';
import { ORIGIN, sessionTokenFor, withCookie } from './harness.js';

/** The editor account the media test files sign in as. */
export const ADMIN = 'editor@studio.test';

export const BOUNDARY = '----studio-media-test';

/** A multipart/form-data body of one file part. */
export function multipart(name: string, data: Buffer, type = 'application/octet-stream'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

export const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

/** A JPEG from a camera: EXIF with the owner's name and GPS position. */
export const cameraJpeg = () =>
  photo(2000, 1200)
    .withExif({
      IFD0: { Copyright: 'Asha Rao', Make: 'StudioCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
    })
    .jpeg()
    .toBuffer();

/** An MPEG-1 Layer III stream of silent frames (128 kbit/s, 44.1 kHz): `frames` × 26 ms. */
export function mp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG declaring a canvas of `side` × `side` pixels: a decompression bomb. */
export function pngBomb(side: number): Buffer {
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
export const zip = () =>
  Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00'), Buffer.alloc(5000)]);

/** Signed-in uploads and counts of what the library keeps, for the media test files. */
export function mediaCalls({ h, tdb }: Api) {
  async function adminHeaders(): Promise<Record<string, string>> {
    const [user] = await tdb.database.db.query.users.findMany({
      where: (users, { eq: equals }) => equals(users.email, ADMIN),
    });
    if (!user) throw new Error('no admin');
    return withCookie(h, await sessionTokenFor(h, tdb.database, user));
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

  return { adminHeaders, upload, stored };
}
