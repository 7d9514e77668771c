import * as RadixAvatar from '@radix-ui/react-avatar';
import { useState, type ComponentPropsWithRef } from 'react';
import { preload } from 'react-dom';
import { cx } from '../_internal/cx';
import {
  avatar,
  avatarColors,
  fallback,
  image,
  type AvatarColor,
  type AvatarVariants,
} from './Avatar.css';

/** The first letter (grapheme) of a name, upper-cased: "radha" → "R", "ऋषि" → "ऋ". */
export function avatarInitial(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  const segmenter =
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : undefined;
  const first = segmenter
    ? (segmenter.segment(trimmed)[Symbol.iterator]().next().value?.segment ?? '')
    : (Array.from(trimmed)[0] ?? '');
  return first.toLocaleUpperCase();
}

/**
 * A stable colour for a name: the same name always gets the same tile colour. FNV-1a over the
 * code points, then a final avalanche so that similar names spread over the five colours.
 */
export function avatarColor(name: string): AvatarColor {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return avatarColors[(hash >>> 0) % avatarColors.length] ?? avatarColors[0];
}

export type AvatarProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** The person's name: gives the fallback letter, the tile colour and the default alt text. */
  name: string;
  /** The portrait URL. When missing or when it fails to load, the letter tile is shown. */
  src?: string;
  /**
   * Text alternative. Defaults to `name`. Pass `""` when the name is written right beside the
   * avatar (a card), so screen readers do not read it twice.
   */
  alt?: string;
  /** `sm` 32 px, `md` 40 px (default), `lg` 64 px, `xl` 96 px. */
  size?: AvatarVariants['size'];
  /** Called with the URL when the image fails to load (for example to log it). */
  onImageError?: (src: string) => void;
  /** Other widths of the portrait (`srcset`), e.g. `a-128.avif 128w, a-256.avif 256w`. */
  srcSet?: string;
  /** The drawn width for `srcSet`. Defaults to the avatar's size. */
  sizes?: string;
  /**
   * Fetch the portrait at once with high priority: a preload in the page's head (also when
   * server-rendered) and `fetchpriority="high"`. For portraits in the first screenful.
   */
  priority?: boolean;
  /**
   * Where the round crop of a portrait centres, as CSS `object-position` (`40% 25%`): the image's
   * focal point, so the face stays in the circle. The centre when absent.
   */
  imagePosition?: string;
};

/** The drawn width of each size, for `sizes` (the same lengths as the theme's sizes). */
const drawnWidth: Record<NonNullable<AvatarVariants['size']>, string> = {
  sm: '2rem',
  md: '2.5rem',
  lg: '4rem',
  xl: '6rem',
};

/**
 * A person's portrait, or, when the image is missing or fails, the first letter of their name on a
 * coloured tile chosen from the name.
 *
 * A portrait of a person, e.g. a team member. When `src` is missing or the image fails, it shows
 * the first letter of `name` on a coloured tile (the colour is derived from the name, so it stays
 * the same everywhere) and calls `onImageError` with the URL so the app can log it. Accessibility:
 * the image and the tile are both announced as an image named by `alt` (default: the name). Pass
 * `alt=""` when the name is printed next to the avatar, so it is not read twice.
 */
export function Avatar({
  name,
  src,
  alt,
  size,
  onImageError,
  srcSet,
  sizes,
  priority = false,
  imagePosition,
  className,
  ...props
}: AvatarProps) {
  const label = alt ?? name;
  const decorative = label === '';
  const imageSizes = srcSet ? (sizes ?? drawnWidth[size ?? 'md']) : undefined;
  // Radix draws the image only once it has loaded: the state tells a screenshot or a test
  // whether the portrait is still on its way or the tile is final.
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');
  // The image element only appears once loaded, so the preload is what makes it start early.
  if (priority && src) {
    preload(src, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes });
  }
  return (
    <RadixAvatar.Root
      className={cx(avatar({ size }), className)}
      data-size={size ?? 'md'}
      data-image-status={src ? status : 'none'}
      {...props}
    >
      {src ? (
        <RadixAvatar.Image
          className={image}
          src={src}
          srcSet={srcSet}
          sizes={imageSizes}
          fetchPriority={priority ? 'high' : undefined}
          alt={label}
          style={imagePosition ? { objectPosition: imagePosition } : undefined}
          onLoadingStatusChange={(next) => {
            if (next !== 'idle') setStatus(next);
            if (next === 'error') onImageError?.(src);
          }}
        />
      ) : null}
      <RadixAvatar.Fallback
        className={fallback({ color: avatarColor(name) })}
        data-color={avatarColor(name)}
        // The tile stands in for the portrait, so it carries the same text alternative.
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : label}
        aria-hidden={decorative || undefined}
      >
        <span aria-hidden="true">{avatarInitial(name)}</span>
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
