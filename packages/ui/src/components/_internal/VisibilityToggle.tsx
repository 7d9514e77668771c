import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { visibilityToggle } from './VisibilityToggle.css';

const Eye = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

const EyeOff = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M10.6 5.1A10.9 10.9 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.5M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </svg>
);

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
