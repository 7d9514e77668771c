import type { ChangeEventHandler } from 'react';

/** Native form attributes the controls pass to their element, declared again to document them. */
export type NativeFieldProps<E extends HTMLElement> = {
  /** Submitted with the form under this name. */
  name?: string;
  /** Example text inside the empty control; never a replacement for the label. */
  placeholder?: string;
  /** The browser's autofill hint, e.g. `email`, `tel`, `name`. */
  autoComplete?: string;
  /** Must be filled before the form submits; announced by screen readers, checked by the browser. */
  required?: boolean;
  /** Disables the control and dims its Field's label; say nearby why it is unavailable. */
  disabled?: boolean;
  /** Called on every change of the value. */
  onChange?: ChangeEventHandler<E>;
};
