import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { useNativeControl } from '../_internal/useNativeControl';
import { controlAdornment, controlBox, controlEnd, controlInput } from '../_internal/control.css';
import { FieldShorthand, type FieldShorthandProps } from '../_internal/FieldShorthand';
import { input, type textFieldSizes, type textFieldTypes } from './TextField.css';
import type { NativeFieldProps } from '../_internal/nativeFieldProps';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'size' | 'type'> &
  FieldShorthandProps &
  NativeFieldProps<HTMLInputElement> & {
    /** The kind of text. Passwords use PasswordInput, one-time codes OtpInput. */
    type?: (typeof textFieldTypes)[number];
    /** Height and font size. On phones `md` is 48px tall for touch. */
    size?: (typeof textFieldSizes)[number];
    /** Marks the field invalid (red border, `aria-invalid`). Set automatically by a Field with an error. */
    invalid?: boolean;
    /** A decorative icon before the text (e.g. a search glass). Hidden from screen readers. */
    leadingIcon?: ReactNode;
    /** Interactive content at the end of the box (used by PasswordInput for its toggle). */
    endSlot?: ReactNode;
    /** Class name of the inner `<input>` (`className` styles the outer box). */
    inputClassName?: string;
  };

/**
 * A single-line text input. Put it in a `<Field>` (or pass `label`, `hint`, `error`) to label it;
 * the Field wires its id, description and invalid state.
 *
 * A single-line input for names, emails, phone numbers, URLs, searches and numbers. Label it with
 * a `<Field>` around it, or pass `label`, `hint` and `error` to the TextField itself (it then
 * draws the Field). Do not use it for passwords (PasswordInput) or one-time codes (OtpInput).
 *
 * **Accessibility:** the label is a real `<label>`; the hint and error describe the input through
 * `aria-describedby`; an error sets `aria-invalid`; `required` is native, so it is announced and
 * validated by the browser. The leading icon is decorative. On phones the default size is 48px
 * tall and text stays at 16px so iOS does not zoom.
 */
export function TextField(props: TextFieldProps) {
  return <TextFieldBase {...props} />;
}

type TextFieldBaseProps = Omit<TextFieldProps, 'type'> & {
  /** Any input type; `password` is for PasswordInput (the public TextField narrows the list). */
  type?: (typeof textFieldTypes)[number] | 'password';
};

/** @internal TextField with `password` allowed, for PasswordInput. */
export function TextFieldBase({ label, hint, error, ...props }: TextFieldBaseProps) {
  return (
    <FieldShorthand label={label} hint={hint} error={error} control={props}>
      <TextFieldControl {...props} />
    </FieldShorthand>
  );
}

function TextFieldControl({
  type = 'text',
  size,
  leadingIcon,
  endSlot,
  className,
  inputClassName,
  ...control
}: Omit<TextFieldBaseProps, keyof FieldShorthandProps>) {
  const { ref, wiring, boxState, props } = useNativeControl<HTMLInputElement, typeof control>(
    control,
  );
  return (
    <div className={cx(controlBox({ size }), className)} data-size={size ?? 'md'} {...boxState}>
      {leadingIcon ? (
        <span className={controlAdornment} aria-hidden="true">
          {leadingIcon}
        </span>
      ) : null}
      <input
        type={type}
        className={cx(controlInput, input, inputClassName)}
        {...wiring}
        {...props}
        ref={ref}
      />
      {endSlot ? <span className={controlEnd}>{endSlot}</span> : null}
    </div>
  );
}
