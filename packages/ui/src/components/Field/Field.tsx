import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import * as Label from '@radix-ui/react-label';
import { useId, useMemo, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Field.css';
import { FieldContext, type FieldContextValue } from './FieldContext';

export type FieldProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The visible label. Omit it only when the control is named another way (`aria-label`). */
  label?: ReactNode;
  /** Help text under the label, read with the control (via `aria-describedby`). */
  hint?: ReactNode;
  /** An error message. When set the control is marked `aria-invalid` and describes itself with it. */
  error?: ReactNode;
  /**
   * Shows a visible `*` after the label (hidden from screen readers) and makes the control
   * natively `required`, which screen readers announce as "required".
   */
  required?: boolean;
  /** Disables the control and dims the label. */
  disabled?: boolean;
  /** The control's id. Generated when omitted; set it here, not on the control. */
  id?: string;
  /** One control: TextField, TextArea, Select, PasswordInput, OtpInput or your own (`useFieldControl`). */
  children: ReactNode;
};

/**
 * A labelled form field: label, optional hint, required marker and error message around one
 * control. It hands the control its `id`, `aria-describedby` (hint + error) and `aria-invalid`
 * through context, so controls inside it need no manual ids.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  className,
  children,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const labelId = label ? `${controlId}-label` : undefined;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const context = useMemo<FieldContextValue>(
    () => ({
      id: controlId,
      labelId,
      describedBy:
        [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined,
      invalid: hasError,
      required,
      disabled,
    }),
    [controlId, labelId, hint, hintId, hasError, errorId, required, disabled],
  );

  return (
    <div
      className={cx(styles.field, className)}
      data-invalid={hasError || undefined}
      data-disabled={disabled || undefined}
      {...props}
    >
      {label ? (
        <Label.Root id={labelId} htmlFor={controlId} className={styles.label}>
          {label}
          {required ? (
            <span aria-hidden="true" className={styles.requiredMarker}>
              *
            </span>
          ) : null}
        </Label.Root>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      <div aria-live="polite" className={styles.errorRegion}>
        {hasError ? (
          <p id={errorId} className={styles.errorMessage}>
            <ExclamationTriangleIcon
              aria-hidden="true"
              focusable="false"
              className={styles.errorIcon}
              width="1em"
              height="1em"
            />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
