import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useContext, useState, type ClipboardEvent, type ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import { FieldShorthand, type FieldShorthandProps } from '../_internal/FieldShorthand';
import { VisibilityToggle, useVisibilityToggle } from '../_internal/VisibilityToggle';
import { FieldContext, useFieldControl } from '../Field/FieldContext';
import * as styles from './OtpInput.css';
import type { NativeFieldProps } from '../_internal/nativeFieldProps';

/** Keeps only the digits of any text (typed, pasted or autofilled), at most `length` of them. */
export function cleanOtp(text: string, length = 6): string {
  return text.replace(/\D/g, '').slice(0, length);
}

export type OtpInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'type'
  | 'size'
  | 'maxLength'
  | 'pattern'
  | 'inputMode'
  | 'autoComplete'
  | 'children'
> &
  FieldShorthandProps &
  Pick<NativeFieldProps<HTMLInputElement>, 'name' | 'disabled' | 'required'> & {
    /** The digits entered (controlled). Anything but digits is dropped. */
    value?: string;
    /** The initial digits (uncontrolled). */
    defaultValue?: string;
    /** Called with the cleaned digits after every change. */
    onChange?: (value: string) => void;
    /** Called once the code has all its digits (typed, pasted or autofilled). */
    onComplete?: (value: string) => void;
    /** Number of digits. Default 6, the common length of sign-in codes. */
    length?: number;
    /** Whether the digits are shown (controlled). Default: masked. */
    visible?: boolean;
    /** Whether the digits start shown (uncontrolled). Default false. */
    defaultVisible?: boolean;
    /** Called when the toggle shows or masks the digits. */
    onVisibleChange?: (visible: boolean) => void;
    /** Show the show/hide button. Default true. */
    showToggle?: boolean;
    /** The toggle's name while the code is masked. */
    showLabel?: string;
    /** The toggle's name while the code is shown. */
    hideLabel?: string;
    /** Marks the code invalid. Set automatically by a Field with an error, or by `error`. */
    invalid?: boolean;
    /** Class name of the outer row (slots and toggle). */
    className?: string;
  };

/**
 * A one-time code entry drawn as six slots over ONE real, labelled `<input>`
 * (`autocomplete="one-time-code"`, numeric keyboard), so SMS and password-manager autofill work
 * and screen readers hear one field. Non-digits are dropped; pasted text such as `Code: 123 456`
 * is cleaned to its digits. Masked by default with a show/hide toggle.
 */
export function OtpInput({ label, hint, error, ...props }: OtpInputProps) {
  const inField = useContext(FieldContext) !== null;
  // Without a Field or visible label, the code still needs a name.
  const fallbackName =
    !inField && label === undefined && !props['aria-label'] && !props['aria-labelledby']
      ? 'One-time code'
      : undefined;
  return (
    <FieldShorthand label={label} hint={hint} error={error} control={props}>
      <OtpInputControl aria-label={fallbackName} {...props} />
    </FieldShorthand>
  );
}

function OtpInputControl({
  value: valueProp,
  defaultValue = '',
  onChange,
  onComplete,
  length = 6,
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  showToggle = true,
  showLabel = 'Show code',
  hideLabel = 'Hide code',
  invalid: invalidProp,
  id,
  required,
  disabled: disabledProp,
  className,
  ref,
  'aria-describedby': describedBy,
  onFocus,
  onBlur,
  onSelect,
  onPaste,
  onClick,
  ...inputProps
}: Omit<OtpInputProps, keyof FieldShorthandProps>) {
  const { invalid, ...wiring } = useFieldControl({
    id,
    required,
    disabled: disabledProp,
    invalid: invalidProp,
    'aria-describedby': describedBy,
  });
  const disabled = wiring.disabled;
  const [value, setValue] = useControllableState({
    prop: valueProp === undefined ? undefined : cleanOtp(valueProp, length),
    defaultProp: cleanOtp(defaultValue, length),
    onChange,
    caller: 'OtpInput',
  });
  const {
    visible,
    field: inputRef,
    toggleProps,
  } = useVisibilityToggle({
    visible: visibleProp,
    defaultVisible,
    onVisibleChange,
    caller: 'OtpInput',
    showLabel,
    hideLabel,
    disabled,
  });
  const [focused, setFocused] = useState(false);
  const [caret, setCaret] = useState<number | null>(null);
  const composedRef = useComposedRefs(ref, inputRef);

  const update = (next: string) => {
    if (next === value) return;
    setValue(next);
    if (next.length === length) onComplete?.(next);
  };

  const syncCaret = () => {
    const node = inputRef.current;
    if (node) setCaret(node.selectionStart);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    // Handled here: the browser would cut `Code: 123456` to its first 6 characters (maxLength).
    event.preventDefault();
    const pasted = cleanOtp(event.clipboardData.getData('text'), Number.MAX_SAFE_INTEGER);
    if (!pasted) return;
    const node = event.currentTarget;
    const start = node.selectionStart ?? value.length;
    const end = node.selectionEnd ?? value.length;
    const next =
      pasted.length >= length
        ? pasted.slice(0, length)
        : cleanOtp(value.slice(0, start) + pasted + value.slice(end), length);
    update(next);
    const position = Math.min(
      pasted.length >= length ? length : start + pasted.length,
      next.length,
    );
    // After React writes the new value, put the caret after the pasted digits.
    requestAnimationFrame(() => {
      if (document.activeElement === node) {
        node.setSelectionRange(position, position);
        setCaret(position);
      }
    });
  };

  const activeIndex = focused ? Math.min(caret ?? value.length, value.length, length - 1) : -1;

  return (
    <div
      className={cx(styles.root, className)}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      data-complete={value.length === length || undefined}
    >
      <div
        className={styles.field}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <input
          ref={composedRef}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={length}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className={styles.input}
          value={value}
          {...wiring}
          {...inputProps}
          onChange={(event) => {
            update(cleanOtp(event.target.value, length));
            syncCaret();
          }}
          onPaste={handlePaste}
          onSelect={(event) => {
            onSelect?.(event);
            syncCaret();
          }}
          onClick={(event) => {
            onClick?.(event);
            // The slots are drawn, not typed into: a click continues at the end of the code.
            const end = event.currentTarget.value.length;
            event.currentTarget.setSelectionRange(end, end);
            setCaret(end);
          }}
          onFocus={(event) => {
            onFocus?.(event);
            setFocused(true);
            syncCaret();
          }}
          onBlur={(event) => {
            onBlur?.(event);
            setFocused(false);
          }}
        />
        {Array.from({ length }, (_, index) => {
          const digit = value[index];
          return (
            <span
              key={index}
              aria-hidden="true"
              className={styles.slot}
              data-filled={digit !== undefined || undefined}
              data-active={index === activeIndex || undefined}
            >
              {digit === undefined ? (
                index === activeIndex ? (
                  <span className={styles.caret} />
                ) : null
              ) : visible ? (
                digit
              ) : (
                '•'
              )}
            </span>
          );
        })}
      </div>
      {showToggle ? <VisibilityToggle {...toggleProps} /> : null}
    </div>
  );
}
