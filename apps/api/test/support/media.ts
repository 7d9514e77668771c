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

/** The CRC-32 of Ogg pages (polynomial 0x04c11db7, not reflected, no final xor). */
function oggCrc(data: Buffer): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x80000000 ? ((crc << 1) ^ 0x04c11db7) >>> 0 : (crc << 1) >>> 0;
  }
  return crc >>> 0;
}

/** One Ogg page of one packet (under 255 bytes) of stream 1. */
function oggPage(packet: Buffer, sequence: number, granule: bigint, flags: number): Buffer {
  const header = Buffer.alloc(28);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigUInt64LE(granule, 6);
  header.writeUInt32LE(1, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = 1;
  header[27] = packet.length;
  const page = Buffer.concat([header, packet]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/**
 * An Ogg Opus stream of `seconds` (mono, 48 kHz): its identification and comment headers, and
 * one audio page whose granule position gives the length (silent 20 ms frames stand in for audio).
 */
export function opus(seconds: number): Buffer {
  const preSkip = 312;
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(preSkip, 10);
  head.writeUInt32LE(48_000, 12);
  const vendor = Buffer.from('studio-test', 'latin1');
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  const silence = Buffer.from([0xf8, 0xff, 0xfe]);
  return Buffer.concat([
    oggPage(head, 0, 0n, 0x02),
    oggPage(tags, 1, 0n, 0x00),
    oggPage(silence, 2, BigInt(seconds * 48_000 + preSkip), 0x04),
  ]);
}

/** An MP4 box: its size, its type and what it holds. */
function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A full box: version 0, no flags, then its fields. */
const fullBox = (type: string, ...parts: Buffer[]) => box(type, Buffer.alloc(4), ...parts);

const u32 = (...values: number[]) => {
  const out = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => out.writeUInt32BE(value >>> 0, index * 4));
  return out;
};
const u16 = (...values: number[]) => {
  const out = Buffer.alloc(values.length * 2);
  values.forEach((value, index) => out.writeUInt16BE(value, index * 2));
  return out;
};
const IDENTITY_MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/**
 * An M4A file (AAC in MP4) of `seconds` at 44.1 kHz: the boxes a player reads to know the codec
 * and the length (an AAC-LC decoder description, a time-to-sample table), and silent frames.
 */
export function m4a(seconds: number): Buffer {
  const rate = 44_100;
  const frames = Math.ceil((seconds * rate) / 1024);
  const frame = Buffer.from([0x21, 0x10, 0x04, 0x60, 0x8c, 0x1c]);
  const esds = fullBox(
    'esds',
    Buffer.from([0x03, 25, 0x00, 0x01, 0x00]),
    Buffer.from([0x04, 17, 0x40, 0x15, 0x00, 0x00, 0x00]),
    u32(128_000, 128_000),
    Buffer.from([0x05, 2, 0x12, 0x08]),
    Buffer.from([0x06, 1, 0x02]),
  );
  const mp4a = box(
    'mp4a',
    Buffer.alloc(6),
    u16(1),
    Buffer.alloc(8),
    u16(1, 16, 0, 0),
    u32(rate << 16),
    esds,
  );
  const stbl = box(
    'stbl',
    fullBox('stsd', u32(1), mp4a),
    fullBox('stts', u32(1, frames, 1024)),
    fullBox('stsc', u32(1, 1, frames, 1)),
    fullBox('stsz', u32(frame.length, frames)),
    fullBox('stco', u32(1, 0)),
  );
  const duration = Math.round(seconds * 1000);
  const trak = box(
    'trak',
    fullBox(
      'tkhd',
      u32(0, 0, 1, 0, duration, 0, 0),
      u16(0, 0, 0x0100, 0),
      IDENTITY_MATRIX,
      u32(0, 0),
    ),
    box(
      'mdia',
      fullBox('mdhd', u32(0, 0, rate, frames * 1024), u16(0x55c4, 0)),
      fullBox(
        'hdlr',
        u32(0),
        Buffer.from('soun', 'latin1'),
        u32(0, 0, 0),
        Buffer.from('Sound\0', 'latin1'),
      ),
      box(
        'minf',
        fullBox('smhd', u16(0, 0)),
        box('dinf', fullBox('dref', u32(1), fullBox('url ', Buffer.alloc(0)))),
        stbl,
      ),
    ),
  );
  const moov = box(
    'moov',
    fullBox(
      'mvhd',
      u32(0, 0, 1000, duration, 0x10000),
      u16(0x0100),
      Buffer.alloc(10),
      IDENTITY_MATRIX,
      Buffer.alloc(24),
      u32(2),
    ),
    trak,
  );
  const ftyp = box(
    'ftyp',
    Buffer.from('M4A ', 'latin1'),
    u32(0),
    Buffer.from('M4A isommp42', 'latin1'),
  );
  const mdat = box('mdat', Buffer.concat(Array.from({ length: frames }, () => frame)));
  // The chunk offset points at the first frame, after ftyp, moov and mdat's header.
  const file = Buffer.concat([ftyp, moov, mdat]);
  const stco = file.indexOf('stco', 0, 'latin1');
  file.writeUInt32BE(ftyp.length + moov.length + 8, stco + 12);
  return file;
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
