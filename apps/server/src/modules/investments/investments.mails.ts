import { centsToDollars, formatUsd } from '@app/contract';
import { renderMail } from '../../mail/layout.ts';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const usd = (cents: number) => formatUsd(centsToDollars(cents), 'en-US');

export interface PayoutMail {
  holdingId: string;
  offeringName: string;
  amountCents: number;
  returnCents: number;
}

/** Sent once a matured holding has paid principal + return into the wallet. */
export function payoutMail(to: string, name: string, p: PayoutMail) {
  return renderMail(to, {
    subject: `Your investment in ${p.offeringName} has matured`,
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `Your investment in ${p.offeringName} has reached its maturity date.`,
      `We have paid ${usd(p.amountCents + p.returnCents)} into your wallet: your ${usd(p.amountCents)} invested plus a return of ${usd(p.returnCents)}. Reference: ${p.holdingId}.`,
      'You can see it under Investments → Completed, and withdraw or reinvest it at any time.',
    ],
  });
}
