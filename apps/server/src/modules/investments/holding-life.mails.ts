import {
  centsToDollars,
  formatDate,
  formatUsd,
  INSTRUCTION_LABELS,
  type MaturityInstruction,
  PERFORMANCE_LABELS,
  type PerformanceStatus,
  plural,
} from '@app/contract';
import { renderMail } from '../../mail/layout.ts';
import type { PurchaseMail } from './investments.mails.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const usd = (cents: number) => formatUsd(centsToDollars(cents), 'en-US');
const day = (d: Date) => formatDate(d, { timeZone: 'UTC' });

/** Sent once, 7 days before maturity: what will happen, and until when it can change. */
export function maturityNoticeMail(
  to: string,
  name: string,
  p: {
    reference: string;
    offeringName: string;
    maturityAt: Date;
    deadline: Date;
    instruction: MaturityInstruction;
    netCents: number;
  },
) {
  return renderMail(to, {
    subject: `Your investment in ${p.offeringName} matures on ${day(p.maturityAt)}`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `Your investment in ${p.offeringName} (reference ${p.reference}) matures on ${day(p.maturityAt)}, with ${usd(p.netCents)} due after the management charge.`,
      `Your instruction: ${INSTRUCTION_LABELS[p.instruction]}.`,
      `You can change it under Investments until ${day(p.deadline)}.`,
    ],
  });
}

/** A roll-over bought the offering again at maturity. */
export function rolledOverMail(to: string, name: string, p: Omit<PurchaseMail, 'reflectionEndsAt'>) {
  return renderMail(to, {
    subject: `Your investment in ${p.offeringName} was reinvested`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `As you instructed, we reinvested ${usd(p.amountCents)} in ${plural(p.units, 'unit')} of ${p.offeringName} at its current terms${p.feeCents > 0 ? `, with a platform fee of ${usd(p.feeCents)}` : ''}. Reference: ${p.reference}.`,
      `The new holding matures on ${day(p.maturityAt)} and keeps your instruction; anything left over is in your wallet.`,
    ],
  });
}

/** A roll-over that could not buy: the money stays in the wallet. */
export function rolloverHeldMail(to: string, name: string, p: { offeringName: string; cents: number }) {
  return renderMail(to, {
    subject: `Your investment in ${p.offeringName} could not be reinvested`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `You asked us to reinvest ${usd(p.cents)} in ${p.offeringName} at maturity, but it is no longer open to new money (or the amount does not buy one unit).`,
      'The money is in your wallet: you can withdraw it or invest it in another offering.',
    ],
  });
}

/** Every status change of an offering, to each customer with an active holding of it. */
export function performanceMail(
  to: string,
  name: string,
  p: { offeringName: string; status: PerformanceStatus; note: string },
) {
  return renderMail(to, {
    subject: `${p.offeringName}: ${PERFORMANCE_LABELS[p.status]}`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `The status of ${p.offeringName}, which you hold, is now: ${PERFORMANCE_LABELS[p.status]}.`,
      p.note,
      p.status === 'performing'
        ? 'Its holdings pay out at maturity as usual.'
        : 'While it is not performing, its holdings are not paid out at maturity: we write to you when that changes.',
    ],
  });
}

/** A recovery payment reached the wallet. */
export function recoveryMail(
  to: string,
  name: string,
  p: { offeringName: string; reference: string; cents: number; note: string },
) {
  return renderMail(to, {
    subject: `A recovery payment from ${p.offeringName}`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `We recovered money from ${p.offeringName} and paid your share, ${usd(p.cents)}, into your wallet. Reference: ${p.reference}.`,
      p.note,
    ],
  });
}

/** What was left of a defaulted holding is written off. */
export function writeOffMail(
  to: string,
  name: string,
  p: { offeringName: string; reference: string; cents: number; note: string },
) {
  return renderMail(to, {
    subject: `Your investment in ${p.offeringName} is written off`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `Recovery of ${p.offeringName} has ended. The ${usd(p.cents)} of your investment that was not recovered is written off: it will not be paid. Reference: ${p.reference}.`,
      p.note,
    ],
  });
}
