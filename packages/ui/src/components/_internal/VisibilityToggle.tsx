import { EyeClosedIcon, EyeOpenIcon } from '@radix-ui/react-icons';
import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { visibilityToggle } from './VisibilityToggle.css';

const Eye = () => <EyeOpenIcon width="18" height="18" aria-hidden="true" focusable="false" />;
const EyeOff = () => <EyeClosedIcon width="18" height="18" aria-hidden="true" focusable="false" />;

type VisibilityToggleProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  /** Whether the secret is currently shown. */
  visible: boolean;
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
  className,
  ...props
}: VisibilityToggleProps) {
  return (
    <button
      type="button"
      className={cx(visibilityToggle, className)}
      aria-pressed={visible}
      aria-label={visible ? hideLabel : showLabel}
      {...props}
    >
      {visible ? <EyeOff /> : <Eye />}
    </button>
  );
}
