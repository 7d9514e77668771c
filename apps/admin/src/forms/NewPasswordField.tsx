import { PasswordInput } from '@studio/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A new password for the signed-in account or a reset one, with the same advice in both places. */
export function NewPasswordField({
  error,
  ...registration
}: UseFormRegisterReturn<'newPassword'> & { error?: string }) {
  return (
    <PasswordInput
      label="New password"
      hint="8 to 128 characters. A few unrelated words make a strong one."
      autoComplete="new-password"
      required
      error={error}
      {...registration}
    />
  );
}
