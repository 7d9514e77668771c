import type { ReactNode } from 'react';
import { BaseButton, type BaseButtonProps } from '../_internal/BaseButton';
import { cx } from '../_internal/cx';
import { button, type ButtonVariants } from '../_internal/BaseButton.css';
import { Spinner } from '../Spinner';
import { iconButton, iconSlot, type IconButtonVariants } from './IconButton.css';

export type IconButtonProps = Omit<BaseButtonProps, 'aria-label' | 'children'> &
  Pick<ButtonVariants, 'variant'> &
  IconButtonVariants & {
    /** Button's looks; `ghost` (default) suits toolbars, `critical` destructive actions. */
    variant?: ButtonVariants['variant'];
    /** The square's side: `sm`, `md` (default) or `lg`; small ones get a 48px touch area on phones. */
    size?: IconButtonVariants['size'];
    /** `square` (rounded corners, default) or `circle`. */
    shape?: IconButtonVariants['shape'];
    /**
     * The button's name. Required: an icon alone tells a screen reader nothing, so write the
     * action and its object (`Play Monsoon Ragas`, not `Play`).
     */
    'aria-label': string;
    /** The icon (decorative; the `aria-label` names the button). With `asChild`, the one child element. */
    children: ReactNode;
  };

/**
 * A button that shows only an icon: close, play, open menu, delete. It shares Button's variants
 * (`ghost` by default here), sizes and behaviour (`asChild`, `disabled`, `loading`) but is square
 * or round. On phones small buttons get an invisible 48px touch area.
 */
export function IconButton({
  variant = 'ghost',
  size,
  shape,
  className,
  children,
  ...props
}: IconButtonProps) {
  const { asChild, loading } = props;
  return (
    <BaseButton
      className={cx(button({ variant, size }), iconButton({ size, shape }), className)}
      data-variant={variant}
      {...props}
    >
      {asChild ? (
        children
      ) : loading ? (
        <Spinner size="sm" label="" />
      ) : (
        <span aria-hidden="true" className={iconSlot}>
          {children}
        </span>
      )}
    </BaseButton>
  );
}
