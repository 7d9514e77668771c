import type { FocalPoint, ImageReference, ImageSource } from '@studio/contracts';

/**
 * An image the site ships, rendered from `art/<name>.svg` by scripts/generate-images.mjs at the
 * widths listed (AVIF and WebP each). Content modules describe images with this type; pages draw
 * them with <Picture>.
 */
export interface SiteImage {
  /** File stem under /images (the artwork's name). */
  name: string;
  /** Intrinsic size of the artwork, which reserves its space before it loads. */
  width: number;
  height: number;
  /** The widths rendered (see the artwork's generated `<name>.json`). */
  widths: readonly number[];
  alt: string;
  /**
   * Its encoded files, for an image of the media library; without them the files are the shipped
   * artwork's `/images/<name>-<width>.<format>`.
   */
  files?: readonly ImageSource[];
  /** The point a crop keeps in frame (a media library image's); the centre when absent. */
  focal?: FocalPoint;
}

/** The URL of an image's file at one of its widths in `format`, if it has one. */
function fileUrl(image: SiteImage, width: number, format: 'avif' | 'webp'): string | undefined {
  if (!image.files) return `/images/${image.name}-${width}.${format}`;
  return image.files.find((file) => file.width === width && file.format === format)?.url;
}

/** The WebP of an image at least `width` wide (else its largest): for blocks that take one URL. */
export const imageUrl = (image: SiteImage, width = 960): string => {
  const fit = [...image.widths].sort((a, b) => a - b).find((candidate) => candidate >= width);
  const chosen = fit ?? Math.max(...image.widths);
  // A library image may lack a WebP at that width: any of its files there will do.
  return (
    fileUrl(image, chosen, 'webp') ??
    image.files?.find((file) => file.width === chosen)?.url ??
    image.files?.at(-1)?.url ??
    ''
  );
};

export const srcSetOf = (image: SiteImage, format: 'avif' | 'webp'): string =>
  image.widths
    .flatMap((width) => {
      const url = fileUrl(image, width, format);
      return url ? [`${url} ${width}w`] : [];
    })
    .join(', ');

/**
 * A width between 480 and 960 that the artwork the site ships (never a media library image) also
 * has, offered only where the page draws images across a phone's viewport: a 412 px screen at
 * 1.75× wants 721 px, a 375 px one at 2× 750 px, and Chromium takes the first file at least that
 * wide (720 would lose to 960 by one pixel). Wider screens keep their files.
 */
export const PHONE_WIDTH = 750;

/** `srcSetOf` with the phone width added, or null for an image without that file. */
export function phoneSrcSetOf(image: SiteImage, format: 'avif' | 'webp'): string | null {
  if (image.files || !image.widths.some((width) => width > PHONE_WIDTH)) return null;
  const widths = [...new Set([...image.widths, PHONE_WIDTH])].sort((x, y) => x - y);
  return srcSetOf({ ...image, widths }, format);
}

/** Below the tablet breakpoint every page draws its artwork across the viewport. */
export const PHONE_MEDIA = '(max-width: 767.98px)';

/** One `<source>` of a `<picture>`: the files of one type, under `media` when it has one. */
export interface PictureSource {
  media?: string;
  type: string;
  srcSet: string;
}

/**
 * The `<picture>` sources drawn before an image's WebP `srcSet`: AVIF where the browser decodes
 * it (a third to a half smaller) and, for artwork the site ships, each format again with the
 * phone width under `PHONE_MEDIA`, placed first so that phone screens pick from it and wider
 * screens get exactly the files they had.
 */
export function pictureSources(image: SiteImage): PictureSource[] {
  const phoneAvif = phoneSrcSetOf(image, 'avif');
  const phoneWebp = phoneSrcSetOf(image, 'webp');
  return [
    ...(phoneAvif ? [{ media: PHONE_MEDIA, type: 'image/avif', srcSet: phoneAvif }] : []),
    { type: 'image/avif', srcSet: srcSetOf(image, 'avif') },
    ...(phoneWebp ? [{ media: PHONE_MEDIA, type: 'image/webp', srcSet: phoneWebp }] : []),
  ];
}

/** The list thumbnails rendered beside the artwork's widths (track covers in rows: 1× and 2×). */
export const THUMBNAIL_WIDTHS = [64, 128] as const;

/** The media id of an artwork the site ships, until the media library imports it. */
const SITE_MEDIA = 'site:';
const SHIPPED_FORMATS = ['avif', 'webp'] as const;

/**
 * An image the site ships as a media reference of the content store: its id names the artwork
 * (`site:<name>`), its sources are every file rendered (AVIF and WebP of each width, smallest
 * first), with the list thumbnails when the artwork has them.
 */
export function imageReferenceOf(
  image: SiteImage,
  options: { thumbnails?: boolean } = {},
): ImageReference {
  const widths = [...(options.thumbnails ? THUMBNAIL_WIDTHS : []), ...image.widths];
  return {
    mediaId: `${SITE_MEDIA}${image.name}`,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sources: widths.flatMap((width) =>
      SHIPPED_FORMATS.map((format) => ({
        url: `/images/${image.name}-${width}.${format}`,
        width,
        format,
      })),
    ),
  };
}

/** A file of an artwork the site ships: `/images/<name>-<width>.<avif|webp>`. */
const SHIPPED_FILE = /^\/images\/([a-z0-9-]+)-\d+\.(?:avif|webp)$/;

/**
 * The artwork a reference shows when every file of it is one the site ships: a `site:<name>`
 * reference, or a media library item made of the shipped files at first start (until a
 * replacement gives it files of its own). Null for any other image.
 */
function shippedArtworkOf(reference: ImageReference): string | null {
  if (reference.mediaId.startsWith(SITE_MEDIA)) return reference.mediaId.slice(SITE_MEDIA.length);
  const names = new Set(reference.sources.map((source) => SHIPPED_FILE.exec(source.url)?.[1]));
  const [name] = names;
  return names.size === 1 && name !== undefined ? name : null;
}

/**
 * A stored image reference as the pages draw it: a shipped artwork by its name and rendered widths
 * (its list thumbnails aside), an image of the media library with its own files.
 */
export function siteImageOf(reference: ImageReference): SiteImage {
  const artwork = shippedArtworkOf(reference);
  const shipped = artwork !== null;
  const thumbnails: readonly number[] = shipped ? THUMBNAIL_WIDTHS : [];
  const widths = reference.sources
    .map((source) => source.width)
    .filter((width) => !thumbnails.includes(width));
  return {
    name: artwork ?? reference.mediaId,
    width: reference.width,
    height: reference.height,
    widths: [...new Set(widths)].sort((x, y) => x - y),
    alt: reference.alt,
    ...(shipped ? {} : { files: reference.sources }),
    ...(reference.focal ? { focal: reference.focal } : {}),
  };
}
