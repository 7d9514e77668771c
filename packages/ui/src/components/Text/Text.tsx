import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { text, type TextVariants } from './Text.css';

/** Elements Text can render. */
export const textElements = [
  'p',
  'span',
  'div',
  'strong',
  'em',
  'small',
  'label',
  'li',
  'time',
] as const;

export type TextProps = ComponentPropsWithRef<'p'> &
  TextVariants & {
    /** The text, with inline elements (`strong`, `Link`) as needed. */
    children?: ReactNode;
    /** Font size from the theme's scale, `xs` to `xl`. */
    size?: TextVariants['size'];
    /** `neutral` (default), `muted` for secondary details, `success`/`critical` for outcomes (say them in words too). */
    tone?: TextVariants['tone'];
    /** `regular`, `medium`, `semibold` or `bold`. */
    weight?: TextVariants['weight'];
    /** Text alignment: `start`, `center` or `end`. */
    align?: TextVariants['align'];
    /** Cuts the text to one line with an ellipsis. */
    truncate?: TextVariants['truncate'];
    /** The element to render; pick by meaning (`p` for paragraphs, `span` inline). Default `p`. */
    as?: (typeof textElements)[number];
    /** For `as="label"`. */
    htmlFor?: string;
    /** For `as="time"`. */
    dateTime?: string;
  };

/**
 * Body text with the theme's sizes, tones and weights. `tone="critical"` and `"success"` colour
 * the text only: say the meaning in words too (colour alone is not enough).
 *
 * Body text in the theme's sizes, tones and weights. Choose `as` by meaning (`p` for paragraphs,
 * `span` inline, `time`, `strong`), not by look. `tone="muted"` for secondary details, `critical`
 * and `success` for outcome messages: always say the outcome in words too, since colour alone is
 * not enough (WCAG 1.4.1). Every tone meets AA contrast on the page, surface and card backgrounds
 * in both themes.
 */
export function Text({
  as: Tag = 'p',
  size,
  tone,
  weight,
  align,
  truncate,
  className,
  ...props
}: TextProps) {
  const Component = Tag as 'p';
  return (
    <Component
      className={cx(text({ size, tone, weight, align, truncate }), className)}
      {...props}
    />
  );
}
