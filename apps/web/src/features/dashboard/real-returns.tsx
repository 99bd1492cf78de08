import type { PayoutMonth, PortfolioReturns } from '@app/contract/figures';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LiveStatus } from '../../components/ui/live-status';
import { errorMessage } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { formatMonth, formatUsd } from '../../lib/format';
import { historyApiPaths } from '../../lib/queries/history-paths';

const rate = (r: number | null) => (r === null ? 'Not yet' : `${(r * 100).toFixed(2)}% a year`);

/**
 * The money-weighted returns (docs/decisions/035-real-returns-statistics-tax-statements.md), each
 * with the sentence that says what it counts.
 */
export function RealReturns({ returns }: { returns: PortfolioReturns }) {
  return (
    <section aria-labelledby="real-returns-title" className="space-y-3">
      <h3 id="real-returns-title" className="text-sm font-medium text-slate-900">
        Your returns, net of fees
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <ReturnCard
          name="Realised return"
          value={returns.realisedXirr}
          testId="realised-xirr"
          explanation="What the holdings that have ended earned, as a yearly rate: the money you paid for them, fees included, against what they paid back and when. Shown once one has ended."
        />
        <ReturnCard
          name="Expected return"
          value={returns.expectedXirr}
          testId="expected-xirr"
          explanation="The same yearly rate over all your holdings, counting each live one as paid in full, less its charges, on its maturity day. Expected, not guaranteed."
        />
      </dl>
    </section>
  );
}

function ReturnCard(p: { name: string; value: number | null; testId: string; explanation: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{p.name}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid={p.testId}>
        {rate(p.value)}
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
