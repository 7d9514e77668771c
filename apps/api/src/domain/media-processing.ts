import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import {
  MEDIA_IMAGE_WIDTHS,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MediaMessages,
  TextPatterns,
  type MediaFormat,
  type MediaKind,
} from '@studio/contracts';
import { serialQueue } from './queue.js';
import type { RefusalOf } from './refusal.js';

/** One accepted type, as read from the bytes. */
interface AcceptedType {
  kind: MediaKind;
  /** How a refusal names the contents ("a PNG image"). */
  label: string;
  /** Name endings this type may have: anything else is a renamed file. */
  extensions: readonly string[];
  /** Audio is stored as uploaded: its format, served type and the check of its codec. */
  format?: MediaFormat;
  contentType?: string;
  codec?: RegExp;
}

/** Keyed by the MIME type file-type reads from the bytes. */
const ACCEPTED: Readonly<Record<string, AcceptedType>> = {
  'image/jpeg': {
    kind: 'image',
    label: 'a JPEG image',
    extensions: ['jpg', 'jpeg', 'jpe', 'jfif'],
  },
  'image/png': { kind: 'image', label: 'a PNG image', extensions: ['png'] },
  'image/webp': { kind: 'image', label: 'a WebP image', extensions: ['webp'] },
  'image/avif': { kind: 'image', label: 'an AVIF image', extensions: ['avif'] },
  'audio/ogg; codecs=opus': {
    kind: 'audio',
    label: 'Opus audio',
    extensions: ['opus', 'ogg', 'oga'],
    format: 'opus',
    contentType: 'audio/ogg',
    codec: /opus/i,
  },
  'audio/x-m4a': {
    kind: 'audio',
    label: 'M4A audio',
    extensions: ['m4a', 'mp4', 'aac'],
    format: 'm4a',
    contentType: 'audio/mp4',
    codec: /aac/i,
  },
  'audio/aac': {
    kind: 'audio',
    label: 'AAC audio',
    extensions: ['aac'],
    format: 'aac',
    contentType: 'audio/aac',
    codec: /aac/i,
  },
  'audio/mpeg': {
    kind: 'audio',
    label: 'MP3 audio',
    extensions: ['mp3'],
    format: 'mp3',
    contentType: 'audio/mpeg',
    codec: /layer 3/i,
  },
};

/** file-type reads every format it knows from this many leading bytes. */
const SNIFF_BYTES = 4100;

/** One encoded file, ready to store. */
export interface EncodedFile {
  hash: string;
  fileName: string;
  contentType: string;
  format: MediaFormat;
  width: number | null;
  data: Buffer;
}

export interface ProcessedMedia {
  kind: MediaKind;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  bytes: number;
  files: EncodedFile[];
}

export type UploadRefusal = RefusalOf<
  'invalid_fields' | 'too_large' | 'unsupported_type' | 'unusable_file'
>;
export type UploadResult = ({ ok: true } & ProcessedMedia) | UploadRefusal;

const refuse = (
  reason: Exclude<UploadRefusal['reason'], 'invalid_fields'>,
  message: string,
): UploadRefusal => ({
  ok: false,
  reason,
  message,
});

/** A file name is shown in the library and the audit log: the text rule of every field, and more. */
const FILE_NAME = new RegExp(TextPatterns.fileName, 'u');
const BAD_FILE_NAME: UploadRefusal = {
  ok: false,
  reason: 'invalid_fields',
  message: MediaMessages.badFileName,
  errors: [{ field: 'file', message: MediaMessages.badFileName }],
};

/** The lower-case ending of a file name after its last dot, or null. */
function extensionOf(name: string): string | null {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match ? (match[1] as string).toLowerCase() : null;
}

/** A URL-safe stem of the uploaded name (`Summer Show!.JPG` → `summer-show`). */
export function fileStem(name: string, kind: MediaKind): string {
  const stem = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || kind;
}

const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 32);

/**
 * Reads an upload, judging its name first, then its bytes while they stream: the type from its first bytes (never its name or
 * declared type), then the size against that type's limit. A refusal stops reading at once, so a
 * too-large or foreign file is never held whole; nothing is stored here.
 */
export async function readUpload(
  stream: Readable,
  name: string,
): Promise<{ ok: true; data: Buffer; type: AcceptedType } | UploadRefusal> {
  if (!FILE_NAME.test(name)) {
    stream.destroy();
    return BAD_FILE_NAME;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  let type: AcceptedType | null = null;
  let refusal: UploadRefusal | null = null;

  const judge = async (ended: boolean): Promise<UploadRefusal | null> => {
    if (type === null && (received >= SNIFF_BYTES || ended)) {
      const head = Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
      const detected = await fileTypeFromBuffer(head);
      const accepted = detected ? ACCEPTED[detected.mime] : undefined;
      if (!accepted) return refuse('unsupported_type', MediaMessages.unsupported);
      const extension = extensionOf(name);
      if (extension !== null && !accepted.extensions.includes(extension))
        return refuse('unsupported_type', MediaMessages.renamed(accepted.label, extension));
      type = accepted;
    }
    if (type !== null && received > MEDIA_MAX_BYTES[type.kind])
      return refuse('too_large', MediaMessages.tooLarge(type.kind));
    return null;
  };

  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    received += chunk.length;
    refusal = await judge(false);
    if (refusal) break;
  }
  refusal ??= await judge(true);
  if (refusal) {
    stream.destroy();
    return refusal;
  }
  if (received === 0 || type === null) return refuse('unusable_file', MediaMessages.noFile);
  return { ok: true, data: Buffer.concat(chunks), type };
}

/** Turns an accepted upload into the files to store, or says why it cannot be used. */
export async function processUpload(
  data: Buffer,
  type: AcceptedType,
  name: string,
): Promise<UploadResult> {
  const stem = fileStem(name, type.kind);
  return type.kind === 'image'
    ? oneImageAtATime(() => processImage(data, stem))
    : processAudio(data, type, stem);
}

/**
 * Images are decoded and encoded one at a time in this process, whatever the number of uploads:
 * one decode's memory is bounded by the pixel limit (docs/operations.md gives the budget), and
 * uploads side by side would add theirs up.
 */
const oneImageAtATime = serialQueue();

// effort trades encoding time for size; these keep a 10 MB photo within seconds on two cores.
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 3 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9, palette: false }),
} as const;

const EXTENSIONS: Record<keyof typeof ENCODERS, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};

/** The widths rendered for an image this wide: the pages' widths below it, and itself up to the largest. */
export function renderedWidths(width: number): number[] {
  const largest = MEDIA_IMAGE_WIDTHS[MEDIA_IMAGE_WIDTHS.length - 1] as number;
  const below = MEDIA_IMAGE_WIDTHS.filter((candidate) => candidate < width);
  return width > largest ? below : [...below, width];
}

async function processImage(data: Buffer, stem: string): Promise<UploadResult> {
  // The pixel limit is read from the header before anything is decoded: a small file that
  // declares a huge canvas (a decompression bomb) is refused without inflating it.
  const options: SharpOptions = { failOn: 'warning', limitInputPixels: MEDIA_MAX_PIXELS };
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return refuse('unusable_file', MediaMessages.damagedImage);
  }
  const { width: rawWidth, height: rawHeight } = metadata;
  if (!rawWidth || !rawHeight) return refuse('unusable_file', MediaMessages.damagedImage);
  if (rawWidth * rawHeight > MEDIA_MAX_PIXELS)
    return refuse('unusable_file', MediaMessages.tooManyPixels(rawWidth, rawHeight));
  // EXIF orientations 5-8 turn the picture a quarter: the upright size swaps the sides.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? rawHeight : rawWidth;
  const height = turned ? rawWidth : rawHeight;

  // rotate() applies the EXIF orientation; sharp writes no metadata (EXIF, GPS, XMP, comments)
  // unless asked to, so the encoded files carry none of the camera's.
  const upright = sharp(data, options).rotate();
  const fallback = metadata.hasAlpha ? 'png' : 'jpeg';
  const widths = renderedWidths(width);
  const largest = Math.max(...widths);
  const jobs: { format: keyof typeof ENCODERS; width: number }[] = [
    ...widths.flatMap((w) => [
      { format: 'avif' as const, width: w },
      { format: 'webp' as const, width: w },
    ]),
    { format: fallback, width: largest },
  ];
  const files: EncodedFile[] = [];
  try {
    for (const job of jobs) {
      const resized = upright.clone().resize({ width: job.width, withoutEnlargement: true });
      const encoded = await ENCODERS[job.format](resized).toBuffer();
      files.push({
        hash: contentHash(encoded),
        fileName: `${stem}-${job.width}.${EXTENSIONS[job.format]}`,
        contentType: `image/${job.format}`,
        format: job.format,
        width: job.width,
        data: encoded,
      });
    }
  } catch {
    return refuse('unusable_file', MediaMessages.damagedImage);
  }
  return { ok: true, kind: 'image', width, height, durationMs: null, bytes: data.length, files };
}

async function processAudio(data: Buffer, type: AcceptedType, stem: string): Promise<UploadResult> {
  const format = type.format as MediaFormat;
  let duration: number | undefined;
  let codec: string | undefined;
  try {
    const metadata = await parseBuffer(
      data,
      { mimeType: type.contentType as string, size: data.length },
      { duration: true, skipCovers: true },
    );
    duration = metadata.format.duration;
    codec = metadata.format.codec;
  } catch {
    return refuse('unusable_file', MediaMessages.damagedAudio);
  }
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0)
    return refuse('unusable_file', MediaMessages.damagedAudio);
  if (type.codec && codec !== undefined && !type.codec.test(codec))
    return refuse('unsupported_type', MediaMessages.unsupported);
  const file: EncodedFile = {
    hash: contentHash(data),
    fileName: `${stem}.${format}`,
    contentType: type.contentType as string,
    format,
    width: null,
    data,
  };
  return {
    ok: true,
    kind: 'audio',
    width: null,
    height: null,
    durationMs: Math.round(duration * 1000),
    bytes: data.length,
    files: [file],
  };
}
