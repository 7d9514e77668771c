import { Button, Dialog } from '@studio/ui';
import type { ReactNode } from 'react';

/** A dialog form's footer: Cancel closes the dialog, the primary button submits the form. */
export function DialogFormFooter({
  pending,
  pendingText,
  children,
}: {
  /** While the submitted form is being answered: the button shows `pendingText` and waits. */
  pending: boolean;
  pendingText: string;
  /** The submit button's words. */
  children: ReactNode;
}) {
  return (
    <Dialog.Footer>
      <Dialog.Close asChild>
        <Button variant="secondary">Cancel</Button>
      </Dialog.Close>
      <Button type="submit" variant="primary" loading={pending} loadingText={pendingText}>
        {children}
      </Button>
    </Dialog.Footer>
  );
}
