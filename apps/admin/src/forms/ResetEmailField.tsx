import { TextField } from '@studio/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The email of the account whose password is being reset, asked for when getting and using a code. */
export function ResetEmailField({
  error,
  ...registration
}: UseFormRegisterReturn<'email'> & { error?: string }) {
  return (
    <TextField
      label="Email address"
      type="email"
      autoComplete="email"
      required
      error={error}
      {...registration}
    />
  );
}
