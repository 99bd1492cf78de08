import type { z } from 'zod';

/** A dollars field's text as the contract's schemas take it: a number, or undefined when empty. */
export const dollarsOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/**
 * Checks a form's values with the contract's schema (the server's own rule) and returns the first
 * message per field, empty when valid. The values are sent as typed: the schema's output is in cents,
 * the API takes dollars.
 */
export function fieldErrorsOf<F extends string>(
  schema: z.ZodType,
  values: Record<F, unknown>,
): Partial<Record<F, string>> {
  const parsed = schema.safeParse(values);
  const errors: Partial<Record<F, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
