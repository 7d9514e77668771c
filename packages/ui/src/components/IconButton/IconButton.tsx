import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { button, type ButtonVariants } from '../Button/Button.css';
import { Spinner } from '../Spinner';
import { iconButton, iconSlot, type IconButtonVariants } from './IconButton.css';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> &
  Pick<ButtonVariants, 'variant'> &
  IconButtonVariants & {
    /** The button's name. Required: an icon alone tells a screen reader nothing. */
    'aria-label': string;
    /** The icon (decorative; the `aria-label` names the button). With `asChild`, the one child element. */
    children: ReactNode;
    /** Render the child element (a router link, an `<a>`) with the icon button's look. */
    asChild?: boolean;
    /** Shows a spinner instead of the icon, marks the button busy and blocks clicks. */
    loading?: boolean;
  };

/**
 * An icon-only button (close, play, menu, more). Shares Button's variants and sizes but is
 * square (or round); `aria-label` is required. Defaults to `type="button"`.
 */
export function IconButton({
  asChild = false,
  loading = false,
  variant = 'ghost',
  size,
  shape,
  className,
  children,
  type,
  onClick,
  ...props
}: IconButtonProps) {
  const classes = cx(button({ variant, size }), iconButton({ size, shape }), className);
  if (asChild) {
    return (
      <Slot className={classes} data-variant={variant} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      data-variant={variant}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
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
      ) : (
        <span aria-hidden="true" className={iconSlot}>
          {children}
        </span>
      )}
    </button>
  );
}
