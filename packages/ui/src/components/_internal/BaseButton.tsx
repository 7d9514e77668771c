import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';

export type BaseButtonProps = ComponentPropsWithRef<'button'> & {
  /** The label; with `asChild`, the one element to render (a link) holding the label. */
  children?: ReactNode;
  /** Called when the button is pressed (click, Enter or Space); never while `loading` or disabled. */
  onClick?: ComponentPropsWithRef<'button'>['onClick'];
  /** Render the one child element (a router link, an `<a>`) with this button's props and look. */
  asChild?: boolean;
  /** Marks the button busy and blocks activation while keeping it focusable. */
  loading?: boolean;
};

/**
 * The one place Button and IconButton decide how they render and when a click counts, after
 * Radix Themes' `_internal/base-button`. A link cannot be natively disabled and a busy button must
 * keep focus, so those stay focusable, say `aria-disabled="true"` and have the click swallowed;
 * a plain disabled button uses the native attribute.
 */
export function BaseButton({
  asChild = false,
  loading = false,
  disabled = false,
  type,
  onClickCapture,
  ...props
}: BaseButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const inert = disabled || loading;
  const nativelyDisabled = disabled && !asChild && !loading;
  return (
    <Comp
      // Outside a form an untyped button is harmless; inside one it would submit by surprise.
      type={asChild ? undefined : (type ?? 'button')}
      disabled={nativelyDisabled || undefined}
      aria-disabled={(inert && !nativelyDisabled) || undefined}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      // Capture phase: stops the consumer's and the child's own onClick (Slot calls both) alike.
      onClickCapture={(event: MouseEvent<HTMLButtonElement>) => {
        if (inert) {
          event.preventDefault();
          event.stopPropagation();
          return;
        }
        onClickCapture?.(event);
      }}
      {...props}
    />
  );
}
