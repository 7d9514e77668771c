import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { card, type CardVariants } from './Card.css';

export type CardProps = ComponentPropsWithRef<'div'> &
  CardVariants & {
    /** The grouped content; with `asChild`, the one link or button that is the card. */
    children?: ReactNode;
    /** `surface` (default), a raised panel; `outline`, a border only, for quieter groups. */
    variant?: CardVariants['variant'];
    /** Inner space: `none` (images to the edges), `sm`, `md` or `lg`; the larger ones grow from 768px. */
    padding?: CardVariants['padding'];
    /** Hover and focus looks for a card that is itself a link or button (with `asChild`). */
    interactive?: CardVariants['interactive'];
    /** As tall as its grid cell, so the cards of a row line up (in Grid, PosterGrid, TeamGrid). */
    fill?: CardVariants['fill'];
    /**
     * Render the child element as the card: a link (`<a>`, router link) or a `<button>`, so the
     * whole card is one target. Use with `interactive`.
     */
    asChild?: boolean;
  };

/**
 * A surface that groups related content (a release, a team member, a stat). `interactive` adds
 * hover and focus styles for a card that is itself a link or button (`asChild`); keep other
 * links and buttons out of such a card, since they cannot nest.
 */
export function Card({
  asChild = false,
  variant,
  padding,
  interactive,
  fill,
  className,
  ...props
}: CardProps) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      className={cx(card({ variant, padding, interactive, fill }), className)}
      data-variant={variant ?? 'surface'}
      data-interactive={interactive || undefined}
      {...props}
    />
  );
}
