import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/client';

/**
 * Puts the API's field messages (`errors:[{field, message}]`) on the form's own fields. Returns
 * true when at least one landed, so the caller shows no second, general message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let placed = false;
  for (const { field, message } of error.errors) {
    const name = fields.find((candidate) => candidate === field);
    if (name) {
      setError(name, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
