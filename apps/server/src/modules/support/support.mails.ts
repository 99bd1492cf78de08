import { COMPLAINT_ANSWER_WORKING_DAYS, formatDate } from '@app/contract';
import { renderMail } from '../../mail/layout.ts';

const utc = { timeZone: 'UTC' };

/** The acknowledgement a complaint gets at once: its reference and the date of the final answer. */
export function complaintReceivedMail(
  to: string,
  name: string,
  p: { reference: string; subject: string; dueAt: Date; url: string },
) {
  return renderMail(to, {
    subject: `We received your complaint ${p.reference}`,
    greeting: `Hello ${name},`,
    lines: [
      `We received your complaint "${p.subject}". Its reference is ${p.reference}: quote it whenever you write to us about it.`,
      `We answer every complaint in writing within ${COMPLAINT_ANSWER_WORKING_DAYS} working days, so by ${formatDate(p.dueAt, utc)} (UTC) at the latest, as our Terms say.`,
    ],
    action: { label: 'See the conversation', url: p.url },
  });
}

/** Support answered the customer. */
export function supportReplyMail(
  to: string,
  name: string,
  p: { reference: string; subject: string; url: string },
) {
  return renderMail(to, {
    subject: `Support answered: ${p.subject}`,
    greeting: `Hello ${name},`,
    lines: [`Our support team answered in your conversation ${p.reference}. Sign in to read it and reply.`],
    action: { label: 'Read the answer', url: p.url },
  });
}

/** The final answer to a complaint: the written outcome, always mailed. */
export function complaintClosedMail(
  to: string,
  name: string,
  p: { reference: string; outcome: string; url: string },
) {
  return renderMail(to, {
    subject: `Our final answer to your complaint ${p.reference}`,
    greeting: `Hello ${name},`,
    lines: [`Your complaint ${p.reference} is closed with this outcome:`, p.outcome],
    action: { label: 'See the conversation', url: p.url },
  });
}

/** The support team (or the admin who took the thread) hears of a customer's message. */
export function customerWroteMail(
  to: string,
  p: { reference: string; subject: string; category: string; customer: string; url: string },
) {
  return renderMail(to, {
    subject: `${p.category === 'complaint' ? 'Complaint' : 'Support'} ${p.reference}: ${p.subject}`,
    greeting: 'A customer wrote to support.',
    lines: [`${p.customer} wrote in ${p.reference} (${p.category}). Answer from the console's Support tab.`],
    action: { label: 'Open the Support tab', url: p.url },
    footer: 'Sent to the support team.',
  });
}
