import type { ImageReference } from '@studio/contracts';

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
}

/** The largest WebP of an image: for blocks that take one URL. */
export const imageUrl = (image: SiteImage, width = 960): string => {
  const fit = [...image.widths].sort((a, b) => a - b).find((candidate) => candidate >= width);
  return `/images/${image.name}-${fit ?? Math.max(...image.widths)}.webp`;
};

export const srcSetOf = (image: SiteImage, format: 'avif' | 'webp'): string =>
  image.widths.map((width) => `/images/${image.name}-${width}.${format} ${width}w`).join(', ');

/**
 * The AVIF files of an image as a `<picture>` source, for blocks that take `srcSet` (the WebP
 * files) and `sources`: browsers that decode AVIF load it (a third to a half smaller).
 */
export const avifSources = (image: SiteImage) => [
  { type: 'image/avif', srcSet: srcSetOf(image, 'avif') },
];

/** The list thumbnails rendered beside the artwork's widths (track covers in rows: 1× and 2×). */
export const THUMBNAIL_WIDTHS = [64, 128] as const;

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

/** A media reference as the site's pages draw it: the artwork's name and rendered widths. */
export function siteImageOf(reference: ImageReference): SiteImage {
  const thumbnails: readonly number[] = THUMBNAIL_WIDTHS;
  const widths = reference.sources
    .filter((source) => source.format === 'webp' && !thumbnails.includes(source.width))
    .map((source) => source.width);
  return {
    name: reference.mediaId.startsWith(SITE_MEDIA)
      ? reference.mediaId.slice(SITE_MEDIA.length)
      : reference.mediaId,
    width: reference.width,
    height: reference.height,
    widths: [...new Set(widths)].sort((a, b) => a - b),
    alt: reference.alt,
  };
}
