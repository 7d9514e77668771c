import type { ImageReference, ImageSource } from '@studio/contracts';

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
 * The AVIF files of an image as a `<picture>` source, for blocks that take `srcSet` (the WebP
 * files) and `sources`: browsers that decode AVIF load it (a third to a half smaller).
 */
export const avifSources = (image: SiteImage) => [
  { type: 'image/avif', srcSet: srcSetOf(image, 'avif') },
];

/** The media id of an artwork the site ships, until the media library imports it. */
const SITE_MEDIA = 'site:';

/** A shipped image as the content store refers to it: every rendered width, AVIF before WebP. */
export function imageReferenceOf(image: SiteImage): ImageReference {
  return {
    mediaId: `${SITE_MEDIA}${image.name}`,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sources: image.widths.flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        url: `/images/${image.name}-${width}.${format}`,
        width,
        format,
      })),
    ),
  };
}

/**
 * A stored image reference as the pages draw it: a shipped artwork by its name, an image of the
 * media library with its own files.
 */
export function siteImageOf(reference: ImageReference): SiteImage {
  const shipped = reference.mediaId.startsWith(SITE_MEDIA);
  return {
    name: shipped ? reference.mediaId.slice(SITE_MEDIA.length) : reference.mediaId,
    width: reference.width,
    height: reference.height,
    widths: [...new Set(reference.sources.map((source) => source.width))],
    alt: reference.alt,
    ...(shipped ? {} : { files: reference.sources }),
  };
}
