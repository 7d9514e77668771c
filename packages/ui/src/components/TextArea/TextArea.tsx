import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import { useNativeControl } from '../_internal/useNativeControl';
import { controlBox, controlInput } from '../_internal/control.css';
import { FieldShorthand, type FieldShorthandProps } from '../_internal/FieldShorthand';
import { box, textArea, type TextAreaVariants } from './TextArea.css';
import type { NativeFieldProps } from '../_internal/nativeFieldProps';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> &
  FieldShorthandProps &
  NativeFieldProps<HTMLTextAreaElement> &
  TextAreaVariants & {
    /** `vertical` (default) lets people drag it taller; `none` keeps its height. */
    resize?: TextAreaVariants['resize'];
    /** Visible lines of text before it scrolls (the user can drag it taller). */
    rows?: number;
    /** Marks the field invalid (red border, `aria-invalid`). Set automatically by a Field with an error. */
    invalid?: boolean;
    /** Class name of the inner `<textarea>` (`className` styles the outer box). */
    textAreaClassName?: string;
  };

/**
 * A multi-line text input (a message, a bio, notes). Resizable vertically by default. Label it
 * with a `<Field>` or the `label`/`hint`/`error` props.
 *
 * A multi-line text input for messages, bios and notes. `rows` sets its starting height; users can
 * drag it taller (`resize="vertical"`, the default) unless `resize="none"`. Label it with a
 * `<Field>` around it or the `label`, `hint` and `error` props.
 *
 * **Accessibility:** a real `<label>`, hint and error through `aria-describedby`, `aria-invalid`
 * on error, native `required`. The focus ring is drawn on the box around it.
 */
export function TextArea({ label, hint, error, ...props }: TextAreaProps) {
  return (
    <FieldShorthand label={label} hint={hint} error={error} control={props}>
      <TextAreaControl {...props} />
    </FieldShorthand>
  );
}

function TextAreaControl({
  rows = 4,
  resize,
  className,
  textAreaClassName,
  ...control
}: Omit<TextAreaProps, keyof FieldShorthandProps>) {
  const { ref, wiring, boxState, props } = useNativeControl<HTMLTextAreaElement, typeof control>(
    control,
  );
  return (
    <div className={cx(controlBox({ size: 'md' }), box, className)} {...boxState}>
      <textarea
        rows={rows}
        className={cx(controlInput, textArea({ resize }), textAreaClassName)}
        {...wiring}
        {...props}
        ref={ref}
      />
    </div>
  );
}
