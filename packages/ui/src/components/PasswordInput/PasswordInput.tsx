import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useLayoutEffect, useRef } from 'react';
import { VisibilityToggle, useVisibilityToggle } from '../_internal/VisibilityToggle';
import type { TextFieldProps } from '../TextField';
import { TextFieldBase } from '../TextField/TextField';
import { input } from './PasswordInput.css';

export type PasswordInputProps = Omit<TextFieldProps, 'type' | 'endSlot'> & {
  /** Whether the password is shown (controlled). */
  visible?: boolean;
  /** Whether the password starts shown (uncontrolled). Default false. */
  defaultVisible?: boolean;
  /** Called when the toggle shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void;
  /** The toggle's name while the password is hidden. */
  showLabel?: string;
  /** The toggle's name while the password is shown. */
  hideLabel?: string;
};

/**
 * A password field with a show/hide toggle. Pass `autoComplete="current-password"` (sign-in,
 * the default) or `"new-password"` (sign-up, reset) so password managers fill or suggest.
 * Toggling keeps focus where it was and, in the field, the caret and selection.
 */
export function PasswordInput({
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  autoComplete = 'current-password',
  ref,
  disabled,
  inputClassName,
  ...props
}: PasswordInputProps) {
  const pendingSelection = useRef<[number, number] | null>(null);
  const {
    visible,
    field: inputRef,
    toggleProps,
  } = useVisibilityToggle({
    visible: visibleProp,
    defaultVisible,
    onVisibleChange,
    caller: 'PasswordInput',
    showLabel,
    hideLabel,
    disabled,
    beforeToggle: (node) => {
      if (node && document.activeElement === node && node.selectionStart !== null) {
        pendingSelection.current = [node.selectionStart, node.selectionEnd ?? node.selectionStart];
      }
    },
  });
  const composedRef = useComposedRefs(ref, inputRef);

  // Switching the input's type can reset the caret in some browsers: put it back.
  useLayoutEffect(() => {
    const node = inputRef.current;
    const selection = pendingSelection.current;
    pendingSelection.current = null;
    if (node && selection && document.activeElement === node) node.setSelectionRange(...selection);
  }, [visible, inputRef]);

  return (
    <TextFieldBase
      {...props}
      ref={composedRef}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      inputClassName={inputClassName ? `${input} ${inputClassName}` : input}
      endSlot={<VisibilityToggle {...toggleProps} />}
    />
  );
}
