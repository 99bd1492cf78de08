import { CONTACT_RECEIVED, type ContactMessage } from '@app/contract';
import type { Deps, RequestMeta } from '../../deps.ts';
import { contactMail } from './contact.mails.ts';
import { insertContactMessage } from './contact.repository.ts';

/**
 * Stores a contact-form message and queues its mail to SUPPORT_EMAIL in the same transaction: the
 * outbox retries delivery, so a mail server outage loses neither the message nor the mail.
 */
export async function submitContactMessage(deps: Deps, input: ContactMessage, meta: RequestMeta) {
  await deps.db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, {
      name: input.user_name,
      email: input.user_email,
      phonenumber: input.phonenumber ?? '',
      subject: input.subject,
      message: input.message,
      ip: meta.ip,
    });
    await deps.mailer.send(contactMail(deps.config.supportEmail, input, row.id), tx);
  });
  return { message: CONTACT_RECEIVED };
}
