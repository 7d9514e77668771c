import type { ImgHTMLAttributes } from 'react';
import { objectPositionOf } from '@studio/contracts/focal';
import { imageUrl, pictureSources, srcSetOf, type SiteImage } from '@studio/content/images';

export interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height'
> {
  image: SiteImage;
  /** The layout width the image takes, for the browser to pick a file, e.g. `(min-width: 1024px) 50vw, 100vw`. */
  sizes: string;
  /** The page's largest above-the-fold image: loaded eagerly with high priority (LCP). */
  priority?: boolean;
}

/**
 * A shipped image: AVIF with a WebP fallback, its intrinsic size set (no layout shift), lazy unless
 * `priority`; phone-width screens are also offered the artwork's phone width. An image with a
 * focal point is positioned on it, so that a page cropping it (`object-fit: cover`) keeps that
 * point in frame at every width.
 */
export function Picture({ image, sizes, priority = false, style, ...rest }: PictureProps) {
  return (
    <picture>
      {pictureSources(image).map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type}`}
          media={source.media}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes}
        />
      ))}
      <img
        src={imageUrl(image)}
        srcSet={srcSetOf(image, 'webp')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={image.focal ? { objectPosition: objectPositionOf(image), ...style } : style}
        {...rest}
      />
    </picture>
  );
}
