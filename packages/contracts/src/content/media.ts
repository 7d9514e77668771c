import { Type, type Static } from '@sinclair/typebox';
import { literals } from './schema.js';
import { SingleLine, Text } from '../text.js';

/*
 * Images and audio in content are references to the media library: an id, what a reader needs
 * (alt text, intrinsic size) and the URLs of the encoded files. Until the media library exists
 * the ids name the artworks the site ships (`site:<name>`) and the URLs are their files.
 */

/** A same-site path (`/images/a.webp`) or an absolute http(s) URL, at most 2,048 characters. */
export const MediaUrl = Type.String({
  minLength: 1,
  maxLength: 2048,
  pattern: '^(?:/(?!/)|https?://)[^\\s\\u0000-\\u001F\\u007F\\\\]*$',
});

export const MediaId = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9][A-Za-z0-9:._-]*$',
});

export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg', 'png', 'svg'] as const;
export const AUDIO_FORMATS = ['opus', 'aac', 'mp3'] as const;

export const ImageSource = Type.Object(
  {
    url: MediaUrl,
    width: Type.Integer({ minimum: 1, maximum: 20_000 }),
    format: literals(IMAGE_FORMATS),
  },
  { additionalProperties: false },
);
export type ImageSource = Static<typeof ImageSource>;

/** A percentage from the left or the top: whole numbers from 0 to 100. */
export const FocalPercent = Type.Integer({ minimum: 0, maximum: 100 });

/**
 * The point of an image every crop keeps in frame, in percent from the left (`x`) and the top
 * (`y`): the face in a portrait, the instrument in a studio shot. 50/50 is the centre.
 */
export const FocalPoint = Type.Object(
  { x: FocalPercent, y: FocalPercent },
  { additionalProperties: false },
);
export type FocalPoint = Static<typeof FocalPoint>;

export { FOCAL_CENTRE, objectPositionOf } from './focal.js';

/** An image of the media library as content refers to it. */
export const ImageReference = Type.Object(
  {
    mediaId: MediaId,
    /** What the image shows, read aloud by screen readers; '' marks a decorative image. */
    alt: SingleLine({ maxLength: 300 }),
    width: Type.Integer({ minimum: 1, maximum: 20_000 }),
    height: Type.Integer({ minimum: 1, maximum: 20_000 }),
    /** Every encoded width and format, smallest first. */
    sources: Type.Array(ImageSource, { minItems: 1, maxItems: 24 }),
    /** Absent in content stored before focal points, and for a centred one: crop at the centre. */
    focal: Type.Optional(FocalPoint),
  },
  { additionalProperties: false },
);
export type ImageReference = Static<typeof ImageReference>;

export const AudioSource = Type.Object(
  { url: MediaUrl, format: literals(AUDIO_FORMATS) },
  { additionalProperties: false },
);
export type AudioSource = Static<typeof AudioSource>;

/** A sound of the media library (a track's preview clip), in the formats players try in order. */
export const AudioReference = Type.Object(
  {
    mediaId: MediaId,
    title: Text(200),
    durationSeconds: Type.Number({ minimum: 0, maximum: 86_400 }),
    sources: Type.Array(AudioSource, { minItems: 1, maxItems: 6 }),
  },
  { additionalProperties: false },
);
export type AudioReference = Static<typeof AudioReference>;
