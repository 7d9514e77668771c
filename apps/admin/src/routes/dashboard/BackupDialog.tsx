import { BackupForm } from '@studio/contracts';
import { Button, Dialog, PasswordInput, Stack, useToast } from '@studio/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/client';
import { requestBackupLink, startDownload } from '../../api/dashboard/backup';
import { DialogFormFooter } from '../../forms/DialogFormFooter';
import { FormAlert } from '../../forms/FormAlert';
import { formResolver } from '../../forms/formResolver';
import { requiredField } from '../../forms/requiredField';
import { applyServerFieldErrors } from '../../forms/serverErrors';

function BackupPasswordForm({ onDone }: { onDone: () => void }) {
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BackupForm>({
    resolver: formResolver(BackupForm),
    defaultValues: { currentPassword: '' },
  });
  const link = useMutation({
    mutationFn: ({ currentPassword }: BackupForm) => requestBackupLink(currentPassword),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await link.mutateAsync(values);
      startDownload(answer.url);
      toast.success('Your backup is downloading.', {
        message: 'Keep it as safe as the database: it holds every password hash.',
      });
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['currentPassword']))
        setFormError(errorMessage(error, 'The backup could not be started. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Dialog.Body>
        <Stack gap="4">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...requiredField(form, 'currentPassword')}
          />
          <FormAlert>{formError}</FormAlert>
        </Stack>
      </Dialog.Body>
      <DialogFormFooter pending={link.isPending} pendingText="Starting...">
        Download
      </DialogFormFooter>
    </form>
  );
}

/** "Download a backup": the password again, then the browser downloads the streamed archive. */
export function BackupDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Download a backup</Button>
      </Dialog.Trigger>
      <Dialog.Content size="sm">
        <Dialog.Title>Download a backup</Dialog.Title>
        <Dialog.Description>
          The archive holds all content, media, users with their password hashes, messages and the
          audit log. Confirm your password to download it.
        </Dialog.Description>
        {open ? <BackupPasswordForm onDone={() => setOpen(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
