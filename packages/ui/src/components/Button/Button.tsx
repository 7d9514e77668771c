import { Slottable } from '@radix-ui/react-slot';
import type { ReactNode } from 'react';
import { BaseButton, type BaseButtonProps } from '../_internal/BaseButton';
import { cx } from '../_internal/cx';
import { Spinner } from '../Spinner';
import { button, type ButtonVariants } from '../_internal/BaseButton.css';
import { icon } from './Button.css';

export type ButtonProps = BaseButtonProps &
  ButtonVariants & {
    /** `primary` for the one main action, `secondary` beside it, `ghost` in toolbars, `critical` to destroy. */
    variant?: ButtonVariants['variant'];
    /** Height, padding and text size: `sm`, `md` (default) or `lg`. */
    size?: ButtonVariants['size'];
    /** Fills the width of its container (forms, phone layouts). */
    fullWidth?: ButtonVariants['fullWidth'];
    /** The label shown while loading, e.g. `Sending...`. Defaults to the normal label. */
    loadingText?: ReactNode;
    /** An icon before the label; decorative (the label names the button). */
    startIcon?: ReactNode;
    /** An icon after the label; decorative. */
    endIcon?: ReactNode;
  };

/**
 * The action element. Use `primary` for the one main action of a view, `secondary` beside it,
 * `ghost` in toolbars and `critical` for destructive actions (pair it with a ConfirmDialog).
 *
 * `asChild` gives a router link or `<a>` the button's look and behaviour; `disabled` on it sets
 * `aria-disabled` and blocks the click while the link stays focusable. `loading` keeps the label
 * (or shows `loadingText`), adds a spinner, marks the button busy and blocks clicks without
 * moving focus. Defaults to `type="button"` so it never submits a form by surprise.
 */
export function Button({
  loadingText,
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  ...props
}: ButtonProps) {
  const { loading, asChild } = props;
  const leading = loading ? <Spinner size="sm" label="" /> : startIcon;
  const trailing = loading ? null : endIcon;
  return (
    <BaseButton
      className={cx(button({ variant, size, fullWidth }), className)}
      data-variant={variant ?? 'primary'}
      {...props}
    >
      {leading ? (
        <span className={icon} aria-hidden="true">
          {leading}
        </span>
      ) : null}
      {/* With asChild the child element becomes the root and the icons go inside it. */}
      {asChild ? (
        <Slottable>{children}</Slottable>
      ) : loading && loadingText ? (
        loadingText
      ) : (
        children
      )}
      {trailing ? (
        <span className={icon} aria-hidden="true">
          {trailing}
        </span>
      ) : null}
    </BaseButton>
  );
}
