import { centsToDollars, formatDate, formatUsd, plural, REFLECTION_DAYS } from '@app/contract';
import { renderMail } from '../../mail/layout.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const usd = (cents: number) => formatUsd(centsToDollars(cents), 'en-US');

export interface PayoutMail {
  /** The holding's short reference (VI-7KD3QX), never its id. */
  reference: string;
  offeringName: string;
  amountCents: number;
  returnCents: number;
  /** The management charge taken from the payout (0 when the offering has none). */
  managementFeeCents: number;
}

/** Sent once a matured holding has paid principal + return into the wallet. */
export function payoutMail(to: string, name: string, p: PayoutMail) {
  return renderMail(to, {
    subject: `Your investment in ${p.offeringName} has matured`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `Your investment in ${p.offeringName} has reached its maturity date.`,
      `We have paid ${usd(p.amountCents + p.returnCents)} into your wallet: your ${usd(p.amountCents)} invested plus a return of ${usd(p.returnCents)}. Reference: ${p.reference}.`,
      ...(p.managementFeeCents > 0
        ? [
            `The management charge for the term, ${usd(p.managementFeeCents)}, was taken from it, so your wallet grew by ${usd(p.amountCents + p.returnCents - p.managementFeeCents)}.`,
          ]
        : []),
      'You can see it under Investments → Completed, and withdraw or reinvest it at any time.',
    ],
  });
}

export interface PurchaseMail {
  /** The holding's short reference (VI-7KD3QX), never its id. */
  reference: string;
  offeringName: string;
  units: number;
  amountCents: number;
  /** The platform fee paid with it (0 for members). */
  feeCents: number;
  maturityAt: Date;
  /** Until then the purchase can be cancelled for a full refund; null without investor protection. */
  reflectionEndsAt: Date | null;
  /** The auto-invest strategy that bought it, and where its key information sheet is read. */
  strategyName?: string;
  sheetUrl?: string;
}

/** Where a customer opens an offering's key information sheet (the invest panel of Investments). */
export const OFFERING_SHEET_PAGE = '/investments';

const when = (d: Date) => `${formatDate(d, { timeZone: 'UTC' })} at ${d.toISOString().slice(11, 16)} UTC`;

export interface CancellationMail {
  reference: string;
  offeringName: string;
  refundCents: number;
}

/** Sent when the customer cancels a purchase inside its reflection period. */
export function cancellationMail(to: string, name: string, p: CancellationMail) {
  return renderMail(to, {
    subject: `Your purchase of ${p.offeringName} is cancelled`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `As you asked, your purchase of ${p.offeringName} (reference ${p.reference}) is cancelled within its reflection period.`,
      `We have put ${usd(p.refundCents)} back in your cash balance: the whole amount you paid, fee included. Nothing was charged.`,
      'If you did not cancel this purchase, contact support and change your password at once.',
    ],
  });
}

/** Sent with every purchase: a receipt the customer can check against their statement. */
export function purchaseMail(to: string, name: string, p: PurchaseMail) {
  return renderMail(to, {
    subject: `You invested ${usd(p.amountCents)} in ${p.offeringName}`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `${p.strategyName ? `Your auto-invest strategy "${p.strategyName}" bought` : 'You bought'} ${plural(p.units, 'unit')} of ${p.offeringName} for ${usd(p.amountCents)}${p.feeCents > 0 ? ` plus a platform fee of ${usd(p.feeCents)}` : ''}, paid from your wallet. Reference: ${p.reference}.`,
      ...(p.sheetUrl
        ? [
            `Read the key information sheet of ${p.offeringName} before the cancellation period ends: open ${p.sheetUrl}, choose the offering and select "Key information sheet".`,
          ]
        : []),
      `It matures on ${formatDate(p.maturityAt, { timeZone: 'UTC' })}; principal and return are then paid into your wallet.`,
      ...(p.reflectionEndsAt
        ? [
            `You have ${REFLECTION_DAYS} calendar days to change your mind: until ${when(p.reflectionEndsAt)} you can cancel this purchase from Investments → My investments, at no cost, and the whole amount${p.feeCents > 0 ? ', fee included,' : ''} comes back to your cash balance.`,
          ]
        : []),
      'If you did not make this purchase, contact support and change your password at once.',
    ],
  });
}

/** A maturity whose return the offering's payout funding could not cover: the principal is paid now. */
export function returnDelayedMail(to: string, name: string, p: Omit<PayoutMail, 'managementFeeCents'>) {
  return renderMail(to, {
    subject: `Your investment in ${p.offeringName} has matured: its return is delayed`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `Your investment in ${p.offeringName} has reached its maturity date. We have paid your ${usd(p.amountCents)} invested into your wallet. Reference: ${p.reference}.`,
      `Its return of ${usd(p.returnCents)} is delayed: the money to pay it has not reached us yet. We pay it, once, as soon as it does, and write to you then.`,
      'You can follow it under Investments → Completed.',
    ],
  });
}

/** The delayed return of a matured holding, paid once the offering was funded. */
export function delayedReturnPaidMail(to: string, name: string, p: Omit<PayoutMail, 'amountCents'>) {
  return renderMail(to, {
    subject: `The delayed return from ${p.offeringName} has been paid`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `We have paid the return of ${usd(p.returnCents)} from ${p.offeringName} into your wallet. Reference: ${p.reference}.`,
      ...(p.managementFeeCents > 0
        ? [`The management charge for the term, ${usd(p.managementFeeCents)}, was taken from it.`]
        : []),
    ],
  });
}
