import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/**
 * Puts the server's per-field messages (`errors: {field: message}` of a 400) on the form's fields.
 * Returns true when at least one field got a message, so the caller can skip a generic toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let applied = false;
  let first = true;
  for (const [field, message] of Object.entries(error.errors)) {
    const name = fields.find((f) => f === field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
    applied = true;
  }
  return applied;
}
