import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Spinner } from '../Spinner';
import { button, icon, type ButtonVariants } from './Button.css';

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonVariants & {
    /** Render the child element (a router link, an `<a>`) with the button's look and behaviour. */
    asChild?: boolean;
    /** Shows a spinner, keeps the label, marks the button busy and blocks further clicks. */
    loading?: boolean;
    /** The label shown while loading, e.g. `Sending...`. Defaults to the normal label. */
    loadingText?: ReactNode;
    /** An icon before the label; decorative (the label names the button). */
    startIcon?: ReactNode;
    endIcon?: ReactNode;
  };

/** The primary action element. Defaults to `type="button"` so it never submits a form by surprise. */
export function Button({
  asChild = false,
  loading = false,
  loadingText,
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  disabled,
  className,
  children,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cx(button({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot className={classes} data-variant={variant ?? 'primary'} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      data-variant={variant ?? 'primary'}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      // A loading button stays focusable (aria-disabled) so focus is not lost mid-action.
      aria-disabled={loading || undefined}
      disabled={disabled}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading ? (
        <Spinner size="sm" label="" />
      ) : startIcon ? (
        <span className={icon} aria-hidden="true">
          {startIcon}
        </span>
      ) : null}
      {loading && loadingText ? loadingText : children}
      {endIcon && !loading ? (
        <span className={icon} aria-hidden="true">
          {endIcon}
        </span>
      ) : null}
    </button>
  );
}
