import type { ImgHTMLAttributes } from 'react';
import { imageUrl, phoneSrcSetOf, srcSetOf, type SiteImage } from '@studio/content/images';

/** Below the tablet breakpoint every page draws its artwork across the viewport. */
const PHONE = '(max-width: 767.98px)';

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
 * `priority`; phone-width screens are also offered the artwork's phone width.
 */
export function Picture({ image, sizes, priority = false, ...rest }: PictureProps) {
  const phoneAvif = phoneSrcSetOf(image, 'avif');
  const phoneWebp = phoneSrcSetOf(image, 'webp');
  return (
    <picture>
      {phoneAvif && <source media={PHONE} type="image/avif" srcSet={phoneAvif} sizes={sizes} />}
      <source type="image/avif" srcSet={srcSetOf(image, 'avif')} sizes={sizes} />
      {phoneWebp && <source media={PHONE} type="image/webp" srcSet={phoneWebp} sizes={sizes} />}
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
        {...rest}
      />
    </picture>
  );
}
