import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { badge, type BadgeRecipeVariants, type BadgeTone } from './Badge.css';

export type BadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /**
   * What the colour says, not which colour: `neutral` (default), `info`, `success`, `warning`,
   * `critical`. The app maps its own states onto these (e.g. a pending request → `warning`).
   */
  tone?: BadgeTone;
  /** `sm` for dense tables and poster corners, `md` (default) elsewhere. */
  size?: BadgeRecipeVariants['size'];
  /** The label; its words carry the meaning, the colour only repeats it. */
  children: ReactNode;
};

/**
 * A short, non-interactive label for a state or a category, read in place as plain text. Never
 * make it a button: put actions beside it.
 */
export function Badge({ tone = 'neutral', size, className, children, ...props }: BadgeProps) {
  return (
    <span
      className={cx(badge({ tone, size }), className)}
      data-tone={tone}
      data-size={size ?? 'md'}
      {...props}
    >
      {children}
    </span>
  );
}
