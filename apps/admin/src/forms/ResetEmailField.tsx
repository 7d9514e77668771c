import { TextField } from '@studio/ui';
import type { RequiredFieldProps } from './requiredField';

/** The email of the account whose password is being reset, asked for when getting and using a code. */
export function ResetEmailField(field: RequiredFieldProps<'email'>) {
  return <TextField label="Email address" type="email" autoComplete="email" {...field} />;
}
