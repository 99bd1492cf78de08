import { formatFeePercent, managementFeeCents, parseFeePercent, platformFeeCents } from '@app/contract/fees';
import {
  addDuration,
  expectedReturnCents,
  parseDuration,
  parseReturnPercent,
  purchaseCostCents,
} from '@app/contract/investment-terms';
import type { Offering } from '@app/contract/investments-responses';
import { centsToDollars, dollarsToCents } from '@app/contract/money';
import { returnBasis } from '@app/contract/return-basis';
import { cn } from '../../../lib/cn';
import { formatDate, formatUsd } from '../../../lib/format';

export interface InvestQuote {
  costCents: number;
  /** The platform fee, debited with the cost. */
  feeCents: number;
  /** The management charge for the term, taken from the payout at maturity. */
  managementCents: number;
  returnCents: number;
  totalCents: number;
  balanceAfterCents: number;
  maturity: Date | null;
}

/**
 * The purchase as the server will book it: the contract's cent math, never floats. `feeBps` is the
 * platform fee rate of the customer's plan (0 for members).
 */
export function quote(
  offering: Offering,
  units: number,
  balance: number,
  feeBps: number,
  now = new Date(),
): InvestQuote {
  const priceCents = dollarsToCents(offering.pricePerUnit) ?? 0;
  const costCents = purchaseCostCents(priceCents, units);
  const feeCents = platformFeeCents(costCents, feeBps);
  const returnCents = expectedReturnCents(costCents, parseReturnPercent(offering.investmentReturn) ?? 0);
  const duration = parseDuration(offering.duration);
  const managementBps = parseFeePercent(offering.managementFee) ?? 0;
  const managementCents = duration ? managementFeeCents(costCents, managementBps, duration) : 0;
  return {
    costCents,
    feeCents,
    managementCents,
    returnCents,
    totalCents: costCents + returnCents - managementCents,
    balanceAfterCents: (dollarsToCents(balance) ?? 0) - costCents - feeCents,
    maturity: duration ? addDuration(now, duration) : null,
  };
}

const usd = (cents: number) => formatUsd(centsToDollars(cents));

/**
 * Units, cost, platform fee, expected return, management charge and maturity, shown before the
 * customer confirms.
 */
export function InvestPreview({
  offering,
  units,
  q,
  feeBps,
}: {
  offering: Offering;
  units: number;
  q: InvestQuote;
  feeBps: number;
}) {
  const feeLabel =
    feeBps > 0 ? `Platform fee (${formatFeePercent(feeBps)})` : 'Platform fee (none on your plan)';
  const rows: [string, string, string?][] = [
    ['Units', units ? String(units) : '—'],
    ['Price per unit', formatUsd(offering.pricePerUnit)],
    ['Cost', units ? usd(q.costCents) : '—'],
    [feeLabel, units ? usd(q.feeCents) : '—'],
    ['Paid from your wallet now', units ? usd(q.costCents + q.feeCents) : '—', 'font-semibold'],
    [
      `Expected return (${returnBasis(offering)?.overTerm ?? offering.investmentReturn})`,
      units ? usd(q.returnCents) : '—',
      'text-brand-700',
    ],
    ...(offering.managementFee
      ? ([
          [
            `Management charge (${offering.managementFee} a year), taken at maturity`,
            units ? `−${usd(q.managementCents)}` : '—',
          ],
        ] as [string, string][])
      : []),
    ['Expected total at maturity', units ? usd(q.totalCents) : '—', 'font-semibold'],
    ['Maturity date', q.maturity ? formatDate(q.maturity) : '—'],
    ['Balance after', units ? usd(q.balanceAfterCents) : '—', q.balanceAfterCents < 0 ? 'text-red-700' : ''],
  ];
  return (
    <section aria-label="Purchase summary" aria-live="polite" className="rounded-xl bg-slate-50 p-4">
      <dl className="divide-y divide-slate-200 text-sm">
        {rows.map(([label, value, tone]) => (
          <div key={label} className="flex items-center justify-between gap-4 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className={cn('text-right text-slate-900 tabular-nums', tone)}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
