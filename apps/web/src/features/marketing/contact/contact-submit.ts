/**
 * Validation and sending of the contact form: loaded on first focus or submit, so the contact page
 * itself ships without the contract's zod schemas or the API client.
 */
import { type ContactInput, type ContactMessage, contactSchema } from '@app/contract/contact';
import { MSG } from '@app/contract/messages';
import { errorMessage, isApiError } from '../../../lib/api';
import { sendContactMessage } from './send-contact-message';

export type ContactField = keyof ContactInput;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_TEXT = {
  success: MSG.contactSuccess,
  failed: MSG.contactFailed,
  retry: MSG.genericRetry,
} as const;

export function validateContact(values: Record<ContactField, string>): {
  data?: ContactMessage;
  errors: ContactErrors;
} {
  const parsed = contactSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** Sends; on failure returns the text to show and any per-field errors from the server. */
export async function submitContact(
  data: ContactMessage,
): Promise<{ ok: true } | { ok: false; detail: string; errors?: ContactErrors }> {
  try {
    await sendContactMessage(data);
    return { ok: true };
  } catch (e) {
    const errors = isApiError(e) && e.errors ? (e.errors as ContactErrors) : undefined;
    return { ok: false, detail: errorMessage(e, MSG.genericRetry), errors };
  }
}
