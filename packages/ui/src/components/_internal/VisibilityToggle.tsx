import { EyeClosedIcon, EyeOpenIcon } from '@radix-ui/react-icons';
import type { ComponentPropsWithRef, RefObject } from 'react';
import { cx } from './cx';
import { visibilityToggle } from './VisibilityToggle.css';

const Eye = () => <EyeOpenIcon width="18" height="18" aria-hidden="true" focusable="false" />;
const EyeOff = () => <EyeClosedIcon width="18" height="18" aria-hidden="true" focusable="false" />;

type VisibilityToggleProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  /** Whether the secret is currently shown. */
  visible: boolean;
  /** The field being typed in: a mouse press on the toggle must not pull focus out of it. */
  field: RefObject<HTMLInputElement | null>;
  showLabel: string;
  hideLabel: string;
};

/**
 * The show/hide button of PasswordInput and OtpInput. Its name says what pressing it does and
 * `aria-pressed` says whether the secret is shown.
 */
export function VisibilityToggle({
  visible,
  showLabel,
  hideLabel,
  field,
  className,
  ...props
}: VisibilityToggleProps) {
  return (
    <button
      type="button"
      className={cx(visibilityToggle, className)}
      aria-pressed={visible}
      aria-label={visible ? hideLabel : showLabel}
      onMouseDown={(event) => {
        if (document.activeElement === field.current) event.preventDefault();
      }}
      {...props}
    >
      {visible ? <EyeOff /> : <Eye />}
    </button>
  );
}
