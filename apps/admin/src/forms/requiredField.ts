import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/** What `requiredField` gives an input: spread it onto a field component. */
export type RequiredFieldProps<N extends string> = UseFormRegisterReturn<N> & {
  required: true;
  error: string | undefined;
};

/**
 * A required input wired to its form: marked required for assistive technology, registered, and
 * showing the schema's message for it. Reading the message through `getFieldState` with the
 * form's state keeps the field re-rendering when its error changes.
 */
export function requiredField<T extends FieldValues, N extends FieldPath<T>>(
  form: UseFormReturn<T>,
  name: N,
): RequiredFieldProps<N> {
  return {
    ...form.register(name),
    required: true,
    error: form.getFieldState(name, form.formState).error?.message,
  };
}
