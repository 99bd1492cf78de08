import type { ContactMessage } from '@app/contract';
import { renderMail } from '../../mail/layout.ts';

/** The message as support receives it: who wrote, how to reach them, and what they said. */
export function contactMail(to: string, input: ContactMessage, reference: string) {
  return renderMail(to, {
    subject: `Contact form: ${input.subject}`,
    greeting: 'New message from the contact form.',
    lines: [
      `From: ${input.user_name} <${input.user_email}>`,
      `Phone: ${input.phonenumber ?? 'not given'}`,
      `Subject: ${input.subject}`,
      input.message ? `Message:\n${input.message}` : 'No message text.',
      `Reference: ${reference}. Reply to ${input.user_email} to answer.`,
    ],
    footer: 'Sent by the contact form of the public website.',
  });
}
