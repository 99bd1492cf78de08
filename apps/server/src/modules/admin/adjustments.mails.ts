import { centsToDollars, formatUsd } from '@app/contract';
import { renderMail } from '../../mail/layout.ts';

const usd = (cents: number) => formatUsd(centsToDollars(cents), 'en-US');
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Sent in the transaction that books an approved adjustment: the customer hears of every such change. */
export function balanceAdjustedMail(
  to: string,
  name: string,
  a: { id: string; changeCents: number; balanceCents: number; reason: string },
) {
  const direction = a.changeCents > 0 ? 'credited to' : 'debited from';
  return renderMail(to, {
    subject: 'Your balance was adjusted',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `${usd(Math.abs(a.changeCents))} was ${direction} your balance by our team (reference ${a.id}).`,
      `Reason: ${a.reason}`,
      `Your balance is now ${usd(a.balanceCents)}.`,
      'If you did not expect this, reply to this email or contact support.',
    ],
  });
}
