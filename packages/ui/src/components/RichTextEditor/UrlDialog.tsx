import { useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextField } from '../TextField';
import * as styles from './RichTextEditor.css';

export interface UrlDialogProps {
  open: boolean;
  /** The address the field starts with (the link's own when editing one). */
  initialUrl: string;
  title: string;
  fieldLabel: string;
  hint: string;
  invalidMessage: string;
  submitLabel: string;
  cancelLabel: string;
  /** Whether an address is one to accept. */
  accepts: (url: string) => boolean;
  onSubmit: (url: string) => void;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the editor, so that writing goes on). */
  onCloseAutoFocus: (event: Event) => void;
}

/** Asks for one address, refusing what `accepts` does not take with an inline error. */
export function UrlDialog({
  open,
  title,
  cancelLabel,
  onOpenChange,
  onCloseAutoFocus,
  ...form
}: UrlDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        size="sm"
        aria-describedby={undefined}
        closeLabel={cancelLabel}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Dialog.Title>{title}</Dialog.Title>
        {/* Mounted per opening, so the field starts from `initialUrl` with no stale error. */}
        {open ? <UrlForm cancelLabel={cancelLabel} {...form} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

type UrlFormProps = Omit<UrlDialogProps, 'open' | 'title' | 'onOpenChange' | 'onCloseAutoFocus'>;

function UrlForm({
  initialUrl,
  fieldLabel,
  hint,
  invalidMessage,
  submitLabel,
  cancelLabel,
  accepts,
  onSubmit,
}: UrlFormProps) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form is inside the editor's own form in most pages: keep the submit to ourselves.
    event.stopPropagation();
    const trimmed = url.trim();
    if (!accepts(trimmed)) {
      setError(invalidMessage);
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Dialog.Body>
        <TextField
          label={fieldLabel}
          hint={hint}
          error={error}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            if (error) setError(undefined);
          }}
        />
      </Dialog.Body>
      <Dialog.Footer className={styles.dialogFooter}>
        <Dialog.Close>
          <Button variant="secondary">{cancelLabel}</Button>
        </Dialog.Close>
        <Button type="submit">{submitLabel}</Button>
      </Dialog.Footer>
    </form>
  );
}
