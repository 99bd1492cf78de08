import type { FieldValues, Path, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
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

/**
 * The submit handler of a form the server checks again: `send` gets the valid values; when it
 * throws, a 400 naming some of `fields` puts its messages on them (the first one focused), and any
 * other failure goes to `onFailure`, with the values that were sent.
 */
export function submitToServer<T extends FieldValues, Valid>(
  form: { handleSubmit: UseFormHandleSubmit<T, Valid>; setError: UseFormSetError<T> },
  fields: ReadonlyArray<Path<T>>,
  send: (values: Valid) => Promise<void>,
  onFailure: (error: unknown, values: Valid) => void,
) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (e) {
      if (!applyServerFieldErrors(e, form.setError, fields)) onFailure(e, values);
    }
  });
}
