import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/client';

/**
 * Puts the API's field messages (`errors:[{field, message}]`) on the form's own fields; `prefix`
 * is where the request body nests them (`updatedData.`). Returns true when at least one landed,
 * so the caller shows no second, general message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  prefix = '',
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let placed = false;
  for (const { field, message } of error.errors) {
    const name = fields.find((candidate) => `${prefix}${candidate}` === field);
    if (name) {
      setError(name, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
