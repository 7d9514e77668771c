import type { ReactNode } from 'react';
import { Field } from '../Field/Field';

/** The `label`/`hint`/`error` props every form control accepts when used without a `<Field>`. */
export type FieldShorthandProps = {
  /** Standalone use: renders a `<Field>` around the control with this label. */
  label?: ReactNode;
  /** Standalone use: help text under the label (needs `label`). */
  hint?: ReactNode;
  /** Standalone use: an error message; marks the control invalid (needs `label`). */
  error?: ReactNode;
};

/** Wraps a control in a Field when the shorthand props are used; otherwise renders it as is. */
export function FieldShorthand({
  label,
  hint,
  error,
  control,
  required = control?.required,
  disabled = control?.disabled,
  id = control?.id,
  className,
  children,
}: FieldShorthandProps & {
  /** The wrapped control's props, where `required`, `disabled` and `id` are read from. */
  control?: { required?: boolean; disabled?: boolean; id?: string };
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  if (label === undefined && hint === undefined && error === undefined) return <>{children}</>;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      className={className}
    >
      {children}
    </Field>
  );
}
