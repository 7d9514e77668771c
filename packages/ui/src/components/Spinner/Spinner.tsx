import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import { spinner, wrapper, type SpinnerVariants } from './Spinner.css';

export type SpinnerProps = ComponentPropsWithRef<'span'> &
  SpinnerVariants & {
    /** `sm` in buttons and text, `md` (default), `lg` for a section loading. */
    size?: SpinnerVariants['size'];
    /** What is loading, read to screen readers. Empty string when a parent already says so. */
    label?: string;
  };

/**
 * A busy indicator. Announced as a status with its label unless `label` is empty.
 *
 * A busy indicator. With a `label` it is a status region read to screen readers ("Loading
 * releases"); pass `label=""` when a surrounding element already says it is busy (a loading Button
 * does). It draws in the current text colour and slows down under reduced motion instead of
 * stopping, so the page never looks frozen.
 */
export function Spinner({ size, label = 'Loading', className, ...props }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      className={cx(wrapper, className)}
      data-size={size ?? 'md'}
      {...props}
    >
      <span aria-hidden="true" className={spinner({ size })} />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  );
}
