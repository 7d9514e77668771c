import { useControllableState } from '@radix-ui/react-use-controllable-state';
import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Button } from '../Button';
import {
  body,
  content,
  description as descriptionClass,
  footer,
  overlay,
  title as titleClass,
  type DialogSize,
} from '../Dialog/Dialog.css';
import { error as errorClass, type ConfirmDialogTone } from './ConfirmDialog.css';

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

export type ConfirmDialogProps = {
  /** The question, e.g. "Delete this request?". The dialog's accessible name. */
  title: ReactNode;
  /** What will happen, e.g. "This cannot be undone.". Read after the title. */
  description: ReactNode;
  /** Extra content between the description and the buttons: a facts list, a message field. */
  children?: ReactNode;
  /** Label of the confirm button. Defaults to `Confirm`. */
  confirmLabel?: ReactNode;
  /** Label of the confirm button while `onConfirm`'s promise is pending. Defaults to `confirmLabel`. */
  confirmLoadingLabel?: ReactNode;
  /** Label of the cancel button. Defaults to `Cancel`. */
  cancelLabel?: ReactNode;
  /**
   * `critical` for destructive actions (a red confirm button, and focus starts on Cancel);
   * `primary` (default) otherwise (focus starts on the confirm button).
   */
  tone?: ConfirmDialogTone;
  /**
   * Called on confirm. Return nothing to close at once; return a Promise to show the confirm
   * button as loading and close when it resolves (if it rejects, the dialog stays open and
   * `onConfirmError` gets the reason); return `false` (or resolve to it) to stay open, e.g. when
   * a required reason is empty.
   */
  onConfirm: () => void | boolean | Promise<void | boolean>;
  /** Called when `onConfirm`'s promise rejects. Show the message with the `error` prop. */
  onConfirmError?: (reason: unknown) => void;
  /** Called when the user cancels (Cancel button or Escape). */
  onCancel?: () => void;
  /** An error to show above the buttons (announced as an alert), e.g. after a failed request. */
  error?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** The element that opens the dialog (uncontrolled use), e.g. `<Button variant="critical">`. */
  trigger?: ReactElement;
  /** Panel width (Dialog sizes). Defaults to `sm`. */
  size?: Exclude<DialogSize, 'full'>;
  /** Class of the panel. */
  className?: string;
  /**
   * Called as the dialog closes, before focus returns to the trigger; `event.preventDefault()`
   * lets the caller place focus itself (a dialog opened from a menu, or without a trigger).
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Asks the user to confirm an action, on `@radix-ui/react-alert-dialog`. It does not close on a
 * backdrop click (a decision is needed); Escape and Cancel cancel. While an async `onConfirm` is
 * pending, the dialog cannot be dismissed and the confirm button shows it is busy.
 */
export function ConfirmDialog({
  title,
  description,
  children,
  confirmLabel = 'Confirm',
  confirmLoadingLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  onConfirmError,
  onCancel,
  error,
  open: openProp,
  onOpenChange,
  defaultOpen = false,
  trigger,
  size = 'sm',
  className,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'ConfirmDialog',
  });
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const handleOpenChange = (next: boolean) => {
    if (!next && pending) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const handleConfirm = async () => {
    if (pending) return;
    let result: ReturnType<typeof onConfirm>;
    try {
      result = onConfirm();
    } catch (reason) {
      onConfirmError?.(reason);
      return;
    }
    if (!isPromiseLike(result)) {
      if (result !== false) setOpen(false);
      return;
    }
    setPending(true);
    try {
      const resolved = await result;
      setPending(false);
      if (resolved !== false) setOpen(false);
    } catch (reason) {
      setPending(false);
      onConfirmError?.(reason);
    }
  };

  return (
    <RadixAlertDialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger> : null}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={overlay} data-dialog-overlay="" />
        <RadixAlertDialog.Content
          className={cx(content({ size }), className)}
          data-size={size}
          data-tone={tone}
          aria-busy={pending || undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            // Radix focuses Cancel; for a non-destructive action the confirm button is the
            // expected default.
            if (tone !== 'critical') {
              event.preventDefault();
              confirmRef.current?.focus({ preventScroll: true });
            }
          }}
        >
          <RadixAlertDialog.Title className={titleClass}>{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className={descriptionClass}>
            {description}
          </RadixAlertDialog.Description>
          {children ? <div className={body}>{children}</div> : null}
          {error ? (
            <p role="alert" className={errorClass}>
              {error}
            </p>
          ) : null}
          <div className={footer}>
            <RadixAlertDialog.Cancel asChild>
              <Button
                variant="secondary"
                aria-disabled={pending || undefined}
                onClick={(event) => {
                  if (pending) event.preventDefault();
                }}
              >
                {cancelLabel}
              </Button>
            </RadixAlertDialog.Cancel>
            <Button
              ref={confirmRef}
              variant={tone}
              loading={pending}
              loadingText={confirmLoadingLabel ?? confirmLabel}
              onClick={() => void handleConfirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
