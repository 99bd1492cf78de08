import {
  addDuration,
  expectedReturnCents,
  parseDuration,
  parseReturnPercent,
  purchaseCostCents,
} from '@app/contract/investment-terms';
import type { Offering } from '@app/contract/investments-responses';
import { centsToDollars, dollarsToCents } from '@app/contract/money';
import { cn } from '../../../lib/cn';
import { formatDate, formatUsd } from '../../../lib/format';

export interface InvestQuote {
  costCents: number;
  returnCents: number;
  totalCents: number;
  balanceAfterCents: number;
  maturity: Date | null;
}

/** The purchase as the server will book it: the contract's cent math, never floats. */
export function quote(offering: Offering, units: number, balance: number, now = new Date()): InvestQuote {
  const priceCents = dollarsToCents(offering.pricePerUnit) ?? 0;
  const costCents = purchaseCostCents(priceCents, units);
  const returnCents = expectedReturnCents(costCents, parseReturnPercent(offering.investmentReturn) ?? 0);
  const duration = parseDuration(offering.duration);
  return {
    costCents,
    returnCents,
    totalCents: costCents + returnCents,
    balanceAfterCents: (dollarsToCents(balance) ?? 0) - costCents,
    maturity: duration ? addDuration(now, duration) : null,
  };
}

const usd = (cents: number) => formatUsd(centsToDollars(cents));

/** Units, cost, expected return and maturity, shown before the customer confirms. */
export function InvestPreview({ offering, units, q }: { offering: Offering; units: number; q: InvestQuote }) {
  const rows: [string, string, string?][] = [
    ['Units', units ? String(units) : '—'],
    ['Price per unit', formatUsd(offering.pricePerUnit)],
    ['Cost', units ? usd(q.costCents) : '—', 'font-semibold'],
    [`Expected return (${offering.investmentReturn})`, units ? usd(q.returnCents) : '—', 'text-brand-700'],
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
