import { type ContactMessage, type ContactResponse, contactResponseSchema } from '@app/contract/contact';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api';

/** POST /api/contact: a public call (no token), answered 201 {message}. */
export function sendContactMessage(body: ContactMessage): Promise<ContactResponse> {
  return api.post(apiPaths.contact, body, { anonymous: true, schema: contactResponseSchema });
}
