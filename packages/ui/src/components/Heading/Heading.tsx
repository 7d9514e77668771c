import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { heading, type headingLevels, type HeadingVariants } from './Heading.css';

type HeadingLevel = (typeof headingLevels)[number];

export type HeadingProps = ComponentPropsWithRef<'h2'> &
  HeadingVariants & {
    /** The heading's text. */
    children?: ReactNode;
    /** The look, `xs` to `2xl`; without it each level has its default size. */
    size?: HeadingVariants['size'];
    /** Text alignment: `start`, `center` or `end`. */
    align?: HeadingVariants['align'];
    /** The document outline level: decides the element (`h1`–`h6`), never the look. */
    level: HeadingLevel;
  };

/** The size each level gets when `size` is not given. */
const defaultSizeByLevel: Record<HeadingLevel, NonNullable<HeadingVariants['size']>> = {
  1: '2xl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'sm',
  6: 'xs',
};

/**
 * A heading. `level` picks the element from the page's outline (one `h1` per page, no skipped
 * levels); `size` picks the look. So a card title can be an `h3` that looks small, and a hero an
 * `h1` that looks huge.
 *
 * A heading whose element and look are chosen separately. `level` (1–6) follows the page outline:
 * one `h1` per page, no skipped levels, because screen-reader users navigate by them. `size`
 * (`xs`–`2xl`) is the look; without it each level has a default size. The two display sizes step
 * down on phones. Uses the theme's heading font and balances line breaks.
 */
export function Heading({ level, size, align, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      className={cx(heading({ size: size ?? defaultSizeByLevel[level], align }), className)}
      {...props}
    />
  );
}
