import { centsToDollars, formatUsd, type PayTo, payToLines, WALLET_MSG } from '@app/contract';
import { renderMail } from '../../mail/layout.ts';
import type { RequestKind } from './wallet-requests.repository.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const usd = (cents: number) => formatUsd(centsToDollars(cents), 'en-US');
/** A time in a mail: the reader's zone is unknown, so UTC, said so. */
const utcTime = (at: Date) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
const noun = (kind: RequestKind) => (kind === 'deposit' ? 'deposit' : 'withdrawal');

interface MailRequest {
  /** The short reference (VI-7KD3QX): the customer's mails never show a database id. */
  reference: string;
  kind: RequestKind;
  amountCents: number;
}

/** The "received" mail; a deposit's says where to send the money and with which reference. */
export function requestReceivedMail(to: string, name: string, r: MailRequest & { payTo?: PayTo }) {
  return renderMail(to, {
    subject: `We received your ${noun(r.kind)} request`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `We received your request to ${r.kind === 'deposit' ? 'deposit' : 'withdraw'} ${usd(r.amountCents)}. Reference: ${r.reference}.`,
      ...(r.payTo
        ? [WALLET_MSG.payToHowTo, ...payToLines(r.payTo).map((l) => `${l.label}: ${l.value}`)]
        : [
            'The amount has been reserved from your balance while we review the request. If it is rejected, the amount returns to your balance.',
          ]),
      'If you did not make this request, contact support and change your password at once.',
    ],
  });
}

/** The decision; a rejection carries the admin's reason when they gave one. */
export function requestDecidedMail(
  to: string,
  name: string,
  r: MailRequest & { approved: boolean; reason?: string | undefined },
) {
  const outcome = r.approved ? 'approved' : 'rejected';
  const effect =
    r.kind === 'deposit'
      ? r.approved
        ? `${usd(r.amountCents)} has been added to your balance.`
        : 'Nothing was added to your balance.'
      : r.approved
        ? `${usd(r.amountCents)} is on its way to your account.`
        : `${usd(r.amountCents)} has been returned to your balance.`;
  return renderMail(to, {
    subject: `Your ${noun(r.kind)} request was ${outcome}`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `Your ${noun(r.kind)} request of ${usd(r.amountCents)} (reference ${r.reference}) was ${outcome}.`,
      ...(r.reason ? [`Reason: ${r.reason}`] : []),
      effect,
    ],
  });
}

/**
 * A payout account was added: the customer hears of it at once, and while it is on hold (ADR 046)
 * learns when it can first receive money, the time they have to stop someone else's account.
 */
export function paymentMethodAddedMail(
  to: string,
  name: string,
  a: { bankName: string; last4: string; availableAt: Date | null },
) {
  return renderMail(to, {
    subject: 'A payout account was added',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `A payout account, ${a.bankName} (ending ${a.last4}), was added to your account.`,
      ...(a.availableAt
        ? [`For your safety it can receive withdrawals from ${utcTime(a.availableAt)}.`]
        : []),
      'If this was not you, remove it in your dashboard, change your password and contact support.',
    ],
  });
}
