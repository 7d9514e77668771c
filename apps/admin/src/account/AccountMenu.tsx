import { ChangePasswordForm, FormMessages, type MessageAnswer } from '@studio/contracts';
import { Button, ConfirmDialog, Dialog, PasswordInput, Stack, Text, useToast } from '@studio/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiFetch, errorMessage } from '../api/client';
import { useSession } from '../api/session';
import { FormAlert } from '../forms/FormAlert';
import { requiredField } from '../forms/requiredField';
import { formResolver } from '../forms/formResolver';
import { NewPasswordField } from '../forms/NewPasswordField';
import { applyServerFieldErrors } from '../forms/serverErrors';
import * as styles from './AccountMenu.css';
import { useLogout } from './useLogout';

const roleLabels = { super_admin: 'Super admin', admin: 'Admin' } as const;

function ChangePasswordSection({ onDone }: { onDone: () => void }) {
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({
    resolver: formResolver(ChangePasswordForm, ({ newPassword, confirmPassword }) =>
      newPassword === confirmPassword ? {} : { confirmPassword: FormMessages.passwordsDoNotMatch },
    ),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    // The confirmation stays here: the API takes the current and the new password only.
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordForm) =>
      apiFetch<MessageAnswer>('/api/auth/change-password', {
        method: 'POST',
        body: { currentPassword, newPassword },
      }),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await change.mutateAsync(values);
      toast.success(answer.message, { message: 'Your other sessions have been signed out.' });
      form.reset();
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword'])) {
        setFormError(errorMessage(error, 'An error occurred. Please try again.'));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="change-password-title">
      <Stack gap="4">
        <Text id="change-password-title" weight="semibold">
          Change password
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...requiredField(form, 'currentPassword')}
        />
        <NewPasswordField {...requiredField(form, 'newPassword')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...requiredField(form, 'confirmPassword')}
        />
        <FormAlert>{formError}</FormAlert>
        <Button
          type="submit"
          variant="primary"
          loading={change.isPending}
          loadingText="Changing..."
        >
          Change password
        </Button>
      </Stack>
    </form>
  );
}

/** The signed-in user's account: who they are, a password change, and signing out. */
export function AccountMenu() {
  const { data: session } = useSession();
  const [open, setOpen] = useState(false);
  if (!session) return null;
  const { user } = session;
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          variant="ghost"
          // The visible words, in order, after what the button is for.
          aria-label={`Account: ${fullName} ${roleLabels[user.role]}`}
          className={styles.trigger}
        >
          <span className={styles.triggerName}>{fullName}</span>
          <span className={styles.triggerRole}>{roleLabels[user.role]}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="sm">
        <Dialog.Title>Your account</Dialog.Title>
        <Dialog.Description>Your details, your password, and signing out.</Dialog.Description>
        <Dialog.Body>
          <Stack gap="5">
            <dl className={styles.facts}>
              <dt className={styles.term}>Name</dt>
              <dd className={styles.detail}>{fullName}</dd>
              <dt className={styles.term}>Email</dt>
              <dd className={styles.detail}>{user.email}</dd>
              <dt className={styles.term}>Role</dt>
              <dd className={styles.detail}>{roleLabels[user.role]}</dd>
            </dl>
            <div className={styles.section}>
              <ChangePasswordSection onDone={() => setOpen(false)} />
            </div>
            <div className={styles.section}>
              <SignOutConfirm title="Sign out?" label="Sign out" pendingLabel="Signing out..." />
            </div>
          </Stack>
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * Signing out, confirmed first: the same question and the same outcome wherever it is offered,
 * in the words of the place that offers it.
 */
function SignOutConfirm({
  title,
  label,
  pendingLabel,
}: {
  title: string;
  label: string;
  pendingLabel: string;
}) {
  const logout = useLogout();
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title={title}
      description="You will need your password and a new emailed code to sign in again."
      confirmLabel={label}
      confirmLoadingLabel={pendingLabel}
      tone="critical"
      error={error}
      onConfirm={async () => {
        setError(null);
        await logout.logout();
      }}
      onConfirmError={(reason) =>
        setError(errorMessage(reason, 'An error occurred. Please try again.'))
      }
      trigger={<Button variant="secondary">{label}</Button>}
    />
  );
}

/** The top bar's Logout, confirmed first. */
export function LogoutButton() {
  return <SignOutConfirm title="Log out?" label="Logout" pendingLabel="Logging out..." />;
}
