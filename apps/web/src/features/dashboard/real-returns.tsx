import type { PayoutMonth, PortfolioReturns } from '@app/contract/figures';
import { parseDuration } from '@app/contract/investment-terms';
import type { Holding } from '@app/contract/investments-responses';
import { dollarsToCents } from '@app/contract/money';
import { expectedYearlyRateBps, formatRatePercent } from '@app/contract/return-basis';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LiveStatus } from '../../components/ui/live-status';
import { errorMessage } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { formatMonth, formatUsd } from '../../lib/format';
import { historyApiPaths } from '../../lib/queries/history-paths';

const rate = (r: number | null) => (r === null ? 'Not yet' : `${(r * 100).toFixed(2)}% a year`);

const LIVE: readonly Holding['status'][] = ['reflection', 'active'];

/**
 * The expected return of the live holdings on the offerings' basis (a simple yearly rate, net of the
 * platform fee and the management charge), in basis points; null with none.
 */
export function expectedSimpleRateBps(holdings: readonly Holding[]): number | null {
  const cents = (n: number) => dollarsToCents(n) ?? 0;
  return expectedYearlyRateBps(
    holdings.flatMap((h) => {
      const term = parseDuration(h.duration);
      if (!LIVE.includes(h.status) || h.paidOutAt !== null || !term) return [];
      return [
        {
          paidCents: cents(h.amountInvested) + cents(h.fee),
          netGainCents: cents(h.expectedReturn) - cents(h.managementCharge) - cents(h.fee),
          term,
        },
      ];
    }),
  );
}

/**
 * The expected return on the offerings' own basis first (a simple yearly rate, as every offering
 * states it), then the money-weighted returns (XIRR, docs/decisions/035-real-returns-statistics-tax-statements.md),
 * named as such: XIRR compounds, so it reads higher than the simple rate of the same holdings.
 */
export function RealReturns({
  returns,
  holdings,
}: {
  returns: PortfolioReturns;
  holdings: readonly Holding[];
}) {
  const simple = expectedSimpleRateBps(holdings);
  return (
    <section aria-labelledby="real-returns-title" className="space-y-3">
      <h3 id="real-returns-title" className="text-sm font-medium text-slate-900">
        Your returns, net of fees
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ReturnCard
          name="Expected return of your live holdings"
          value={simple === null ? 'None live' : `${formatRatePercent(simple)} a year`}
          testId="expected-simple-rate"
          explanation="On the offerings' own basis: a simple yearly rate, not compounded, after the platform fee and the management charge, each holding weighted by what it cost. Expected, not guaranteed."
        />
        <ReturnCard
          name="Realised return, money-weighted (XIRR)"
          value={rate(returns.realisedXirr)}
          testId="realised-xirr"
          explanation="What the holdings that have ended earned, as a compounded yearly rate: the money you paid for them, fees included, against what they paid back and when. Shown once one has ended."
        />
        <ReturnCard
          name="Expected return, money-weighted (XIRR)"
          value={rate(returns.expectedXirr)}
          testId="expected-xirr"
          explanation="The compounded yearly rate over all your holdings, counting each live one as paid in full, less its charges, on its maturity day. Compounding makes it read higher than the simple rate above."
        />
      </dl>
    </section>
  );
}

function ReturnCard(p: { name: string; value: string; testId: string; explanation: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{p.name}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid={p.testId}>
        {p.value}
      </dd>
      <dd className="mt-2 text-xs text-slate-600">{p.explanation}</dd>
    </div>
  );
}

/** The expected payouts month by month, and the same payouts as a file for a calendar app. */
export function PayoutCalendar({ calendar }: { calendar: PayoutMonth[] }) {
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const download = () => {
    setError(null);
    downloadFile(historyApiPaths.calendarIcs, 'expected-payouts.ics')
      .then(() => setStatus('Calendar file downloaded.'))
      .catch((e) => setError(errorMessage(e)));
  };
  return (
    <section aria-labelledby="payout-calendar-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="payout-calendar-title" className="text-sm font-medium text-slate-900">
          Payout calendar
        </h3>
        {calendar.length > 0 && (
          <Button size="sm" variant="outline" onClick={download}>
            Add to my calendar (.ics)
          </Button>
        )}
      </div>
      <LiveStatus>{status}</LiveStatus>
      {error && <Alert tone="error">{error}</Alert>}
      {calendar.length === 0 ? (
        <p className="text-sm text-slate-600">No payouts are expected.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Expected payouts by month</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Month
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Principal
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Return
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {calendar.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="py-1.5 font-normal text-slate-900">
                  {formatMonth(m.month)}
                </th>
                <td className="py-1.5 text-right">{formatUsd(m.principal)}</td>
                <td className="py-1.5 text-right">{formatUsd(m.return)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-xs text-slate-600">Returns after charges. Expected payouts are not guaranteed.</p>
    </section>
  );
}
