import { centsToDollars, formatUsd } from '@app/contract';
import { renderMail } from '../../mail/layout.ts';

const usd = (cents: number) => formatUsd(centsToDollars(cents), 'en-US');
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Said when the admin wrote no message for the customer: the internal reason is never mailed. */
export const NEUTRAL_ADJUSTMENT_MESSAGE = 'A correction to your account made by our team.';

/**
 * Sent in the transaction that books any adjustment, small or large: the customer hears of every
 * change, with the message written for them (ADR 027).
 */
export function balanceAdjustedMail(
  to: string,
  name: string,
  a: { changeCents: number; balanceCents: number; customerMessage: string | null | undefined },
) {
  const direction = a.changeCents > 0 ? 'credited to' : 'debited from';
  return renderMail(to, {
    subject: 'Your balance was adjusted',
    greeting: `Hello ${firstName(name)},`,
    lines: [
      `${usd(Math.abs(a.changeCents))} was ${direction} your balance by our team.`,
      `Why: ${a.customerMessage || NEUTRAL_ADJUSTMENT_MESSAGE}`,
      `Your balance is now ${usd(a.balanceCents)}.`,
      'If you did not expect this, reply to this email or contact support.',
    ],
  });
}
