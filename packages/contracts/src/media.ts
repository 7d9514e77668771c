import { Type, type Static } from '@sinclair/typebox';
import { PageFields, PageQuery } from './pagination.js';
import { SingleLine } from './text.js';
import {
  AUDIO_FORMATS,
  FOCAL_CENTRE,
  FocalPoint,
  IMAGE_FORMATS,
  type AudioReference,
  type AudioSource,
  type ImageReference,
  type ImageSource,
} from './content/media.js';

/*
 * The media library: images and audio previews staff upload. The API stores every encoded file
 * under its content hash and serves it at `/media/<hash>/<name>.<ext>`; content refers to a media
 * item by id and reads its URLs from here.
 */

export const MEDIA_KINDS = ['image', 'audio'] as const;
export const MediaKind = Type.Union(MEDIA_KINDS.map((kind) => Type.Literal(kind)));
export type MediaKind = Static<typeof MediaKind>;

/** The largest file accepted per kind, in bytes. */
export const MEDIA_MAX_BYTES = {
  image: 15 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
} as const satisfies Record<MediaKind, number>;

/** The most pixels an uploaded image may declare: more is refused before it is decoded. */
export const MEDIA_MAX_PIXELS = 40_000_000;

/** Uploads (and file replacements) one person may send per minute, whatever their address. */
export const MEDIA_UPLOADS_PER_MINUTE = 20;

/** The widths an image is rendered at (never wider than the upload): the ones the pages use. */
export const MEDIA_IMAGE_WIDTHS = [480, 960, 1600] as const;

/** What a file picker offers for each kind (the server reads the type from the bytes anyway). */
export const MEDIA_ACCEPT_BY_KIND = {
  image: 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif',
  audio:
    'audio/ogg,audio/opus,audio/mp4,audio/x-m4a,audio/aac,audio/mpeg,.opus,.ogg,.m4a,.aac,.mp3',
} as const;

export const MEDIA_ACCEPT = `${MEDIA_ACCEPT_BY_KIND.image},${MEDIA_ACCEPT_BY_KIND.audio}`;

export const MediaFormat = Type.Union([
  Type.Literal('avif'),
  Type.Literal('webp'),
  Type.Literal('jpeg'),
  Type.Literal('png'),
  Type.Literal('opus'),
  Type.Literal('m4a'),
  Type.Literal('aac'),
  Type.Literal('mp3'),
]);
export type MediaFormat = Static<typeof MediaFormat>;

/** One encoded file of a media item. */
export const MediaFile = Type.Object(
  {
    url: Type.String(),
    format: MediaFormat,
    /** Image files only. */
    width: Type.Optional(Type.Integer({ minimum: 1 })),
    bytes: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type MediaFile = Static<typeof MediaFile>;

/** Alt text: what a screen reader says instead of the image. */
export const MediaAlt = SingleLine({ minLength: 1, maxLength: 300 });

export const MediaItem = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: MediaKind,
    /** The file name as uploaded (display only). */
    name: Type.String(),
    /** Empty until staff describe the image; an image without alt text cannot be used. */
    alt: Type.String(),
    width: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    height: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    /** The point crops keep in frame; 50/50 (the centre) until staff choose one. Audio too. */
    focal: FocalPoint,
    /** Audio only, in seconds. */
    duration: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
    /** Size of the upload, in bytes. */
    bytes: Type.Integer({ minimum: 0 }),
    /** The file for a single URL: the fallback image (JPEG or PNG) or the audio clip. */
    url: Type.String(),
    files: Type.Array(MediaFile),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    /** When it was moved to the trash (its files answer 404 until it is restored); null otherwise. */
    trashedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type MediaItem = Static<typeof MediaItem>;

/** Where a media item is used: one entry of the content that refers to it. */
export const MediaUse = Type.Object(
  {
    type: Type.String(),
    id: Type.String(),
    title: Type.String(),
  },
  { additionalProperties: false },
);
export type MediaUse = Static<typeof MediaUse>;

export const MediaAnswer = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.Optional(Type.String()),
    item: MediaItem,
    usedBy: Type.Array(MediaUse),
  },
  { additionalProperties: false },
);
export type MediaAnswer = Static<typeof MediaAnswer>;

export const MediaList = Type.Object(
  {
    ...PageFields,
    items: Type.Array(MediaItem),
    /** Days an item stays in the trash before the server deletes it for good (`TRASH_DAYS`). */
    trashDays: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type MediaList = Static<typeof MediaList>;

/**
 * `?kind=image&q=cover&page=1`: newest first; `q` matches the file name and alt text. The
 * library leaves out what is in the trash; `?trash=true` lists the trash instead.
 */
export const MediaListQuery = Type.Object(
  {
    kind: Type.Optional(MediaKind),
    trash: Type.Optional(Type.Boolean()),
    q: Type.Optional(SingleLine({ minLength: 1, maxLength: 100 })),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type MediaListQuery = Static<typeof MediaListQuery>;

export const MediaIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const MediaAltBody = Type.Object({ alt: MediaAlt }, { additionalProperties: false });
export type MediaAltBody = Static<typeof MediaAltBody>;

/** `{ x, y }`: whole percentages from the left and the top, 0 to 100. */
export const MediaFocalBody = FocalPoint;
export type MediaFocalBody = Static<typeof MediaFocalBody>;

/** The refusal of a delete while content uses the item: the message and who uses it. */
export const MediaInUseAnswer = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    usedBy: Type.Array(MediaUse),
  },
  { additionalProperties: false },
);

/** A super admin's purge of an item in the trash: its id, and the item and files are gone. */
export const MediaPurgeAnswer = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    id: Type.String({ format: 'uuid' }),
  },
  { additionalProperties: false },
);
export type MediaPurgeAnswer = Static<typeof MediaPurgeAnswer>;

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const MediaMessages = {
  uploaded: 'File uploaded',
  replaced: 'File replaced',
  altSaved: 'Alt text saved',
  focalSaved: 'Focal point saved',
  trashed: 'File moved to the trash',
  restored: 'File restored from the trash',
  purged: 'File deleted for good',
  alreadyInTrash: 'This file is already in the trash.',
  notInTrash: 'Only a file in the trash can be restored or deleted for good.',
  inTrash: 'This file is in the trash: a super admin can restore it first.',
  trashSuperAdminOnly: 'Only a super admin can restore or delete a file in the trash.',
  notFound: 'No such file in the media library',
  altRequired: 'Describe the image for people who cannot see it.',
  noFile: 'Choose a file to upload.',
  oneFile: 'Upload one file per request.',
  originRequired: 'Uploads must come from the studio’s own pages (the Origin header is missing).',
  notMultipart: 'Send the file as multipart/form-data.',
  badFileName:
    'The file’s name holds control characters or text direction overrides: rename the file and upload it again.',
  unsupported:
    'This file type is not accepted: upload a JPEG, PNG, WebP or AVIF image, or an Opus, AAC/M4A or MP3 audio preview.',
  renamed: (detected: string, extension: string) =>
    `The file’s contents are ${detected}, but its name ends in .${extension}: choose the original file.`,
  tooLarge: (kind: MediaKind) =>
    `The file is too large: ${kind === 'image' ? 'images' : 'audio previews'} may be at most ${megabytes(MEDIA_MAX_BYTES[kind])}.`,
  tooLargeAny: `The file is too large: uploads may be at most ${megabytes(MEDIA_MAX_BYTES.audio)}.`,
  tooManyPixels: (width: number, height: number) =>
    `The image is ${width} × ${height} pixels: at most ${MEDIA_MAX_PIXELS / 1_000_000} megapixels are accepted.`,
  damagedImage: 'The image could not be read: it is damaged or incomplete.',
  damagedAudio: 'The audio could not be read: it is damaged, incomplete or has no duration.',
  kindChanged: (kind: MediaKind) =>
    `Replace an ${kind === 'image' ? 'image with an image' : 'audio preview with an audio preview'}.`,
  /** Publishing content that refers to an image nobody has described yet. */
  altBeforeUse:
    'This image has no alt text yet: describe it in the media library before it goes live.',
  /** Publishing content that refers to a file the library no longer has. */
  goneFromLibrary: 'This file is no longer in the media library: choose another.',
  inUse: (count: number) =>
    `This file is used by ${count} ${count === 1 ? 'entry' : 'entries'}: remove it from ${count === 1 ? 'that entry' : 'them'} first.`,
} as const;

const isImageFormat = (format: string): format is ImageSource['format'] =>
  (IMAGE_FORMATS as readonly string[]).includes(format);
const isAudioFormat = (format: string): format is AudioSource['format'] =>
  (AUDIO_FORMATS as readonly string[]).includes(format);

/** An M4A file is AAC in an MP4 box: content names audio by its codec, as the site's players do. */
const audioFormatOf = (format: MediaFormat): AudioSource['format'] | null =>
  format === 'm4a' ? 'aac' : isAudioFormat(format) ? format : null;

/**
 * A library item as content refers to it: what the site needs to show it without the library.
 * Null for an image nobody has described yet (it cannot be used) or an item without files.
 */
export function referenceOf(item: MediaItem): ImageReference | AudioReference | null {
  if (item.kind === 'image') {
    const sources = item.files
      .flatMap((file) =>
        isImageFormat(file.format) && file.width
          ? [{ url: file.url, width: file.width, format: file.format }]
          : [],
      )
      .sort((a, b) => a.width - b.width);
    if (!item.alt || !item.width || !item.height || sources.length === 0) return null;
    // A centred point is left out: an absent one means the same, and content stays as it was.
    const centred = item.focal.x === FOCAL_CENTRE.x && item.focal.y === FOCAL_CENTRE.y;
    return {
      mediaId: item.id,
      alt: item.alt,
      width: item.width,
      height: item.height,
      sources,
      ...(centred ? {} : { focal: { x: item.focal.x, y: item.focal.y } }),
    };
  }
  const sources = item.files.flatMap((file) => {
    const format = audioFormatOf(file.format);
    return format ? [{ url: file.url, format }] : [];
  });
  if (sources.length === 0) return null;
  return {
    mediaId: item.id,
    title: item.name.replace(/\.[^.]+$/, ''),
    durationSeconds: item.duration ?? 0,
    sources,
  };
}
