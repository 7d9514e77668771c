import type { ComponentPropsWithRef } from 'react';
import { picture } from './ResponsiveImg.css';

/**
 * Another encoding or width set of the same image, offered before the `<img>`'s own
 * `src`/`srcSet`, e.g. `{ type: 'image/avif', srcSet: 'a-480.avif 480w, a-960.avif 960w' }`. The
 * browser takes the first source whose `type` it supports and whose `media` matches, and falls
 * back to the image's own files.
 */
export type ImageSource = {
  /** The MIME type, e.g. `image/avif`. */
  type: string;
  /** The files of that type with their widths (`480w`) or densities (`2x`). */
  srcSet: string;
  /**
   * A media query the source is offered under, e.g. `(max-width: 767.98px)` for files only phone
   * widths should pick from; put it before the source without one, which covers the rest.
   */
  media?: string;
};

export type ResponsiveImgProps = ComponentPropsWithRef<'img'> & {
  sources?: ReadonlyArray<ImageSource>;
};

/** An `<img>`, inside a `<picture>` with its `sources` when there are any (same `sizes`). */
export function ResponsiveImg({ sources, sizes, ...img }: ResponsiveImgProps) {
  // eslint-disable-next-line jsx-a11y/alt-text -- alt comes with the caller's props
  const image = <img sizes={sizes} {...img} />;
  if (!sources?.length) return image;
  return (
    <picture className={picture}>
      {sources.map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type}`}
          media={source.media}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes}
        />
      ))}
      {image}
    </picture>
  );
}
