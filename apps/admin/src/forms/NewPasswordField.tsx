import { PasswordInput } from '@studio/ui';
import type { RequiredFieldProps } from './requiredField';

/** A new password for the signed-in account or a reset one, with the same advice in both places. */
export function NewPasswordField(field: RequiredFieldProps<'newPassword'>) {
  return (
    <PasswordInput
      label="New password"
      hint="8 to 128 characters. A few unrelated words make a strong one."
      autoComplete="new-password"
      {...field}
    />
  );
}
