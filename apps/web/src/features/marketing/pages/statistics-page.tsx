import { type StatisticsMonth, statisticsReader } from '@app/contract/statistics-rules';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { LiveStatus } from '../../../components/ui/live-status';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiPaths } from '../../../config/paths';
import { api, errorMessage } from '../../../lib/api';
import { formatMonth, formatUsd } from '../../../lib/format';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { RISK_WARNING } from '../content/nav';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

type Load =
  | { isPending: true; isError: false }
  | { isPending: false; isError: true; error: unknown }
  | { isPending: false; isError: false; data: StatisticsMonth[] };

/**
 * The figures, asked for once the page is in the browser. A plain effect rather than a query cache:
 * the public pages are prerendered without one, and this page asks for one thing once.
 */
function useStatistics(): Load {
  const [load, setLoad] = useState<Load>({ isPending: true, isError: false });
  useEffect(() => {
    const controller = new AbortController();
    api
      .get(apiPaths.statistics, { schema: statisticsReader, signal: controller.signal })
      .then((res) => setLoad({ isPending: false, isError: false, data: res.data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ isPending: false, isError: true, error });
      });
    return () => controller.abort();
  }, []);
  return load;
}

/**
 * The public statistics (prerendered): what the figures mean is in the page itself; the figures come
 * from GET /api/statistics when the page opens, so they are never older than the data.
 */
export function StatisticsPage() {
  const q = useStatistics();
  return (
    <>
      <PageMeta
        title="Statistics"
        description="How Verdant Invest holdings have paid out: for each of the last 36 months, how many holdings matured, how many were paid on time or late, recovered or written off, and the default rate."
      />
      <PageHeader
        eyebrow="Statistics"
        title="How our holdings have paid out"
        intro="Every holding that reached its maturity day in the last 36 months, and what happened to it. The figures are counted from our records each time this page loads; nobody types them in."
      />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="meaning" className="max-w-3xl space-y-3 text-slate-700">
          <h2 id="meaning" className="text-2xl font-bold tracking-tight text-slate-900">
            What the figures mean
          </h2>
          <p>
            A holding <strong>matures</strong> on the day its term ends: that is when it is due to pay back
            the money invested and its return. Each month below counts the holdings that were due in it.
          </p>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              <strong>On time</strong>: paid on or before the maturity day (UTC).
            </li>
            <li>
              <strong>Late</strong>: paid in full, but after the maturity day.
            </li>
            <li>
              <strong>Recovered</strong>: the borrower did not pay as agreed, and money came back through a
              recovery, in part or in full.
            </li>
            <li>
              <strong>Written off</strong>: what could not be recovered was declared lost.
            </li>
            <li>
              <strong>Default rate</strong>: recovered and written-off holdings as a share of the holdings
              that matured that month.
            </li>
          </ul>
          <p>A holding that is due and not yet paid counts as matured, in none of the outcomes yet.</p>
        </section>
        <section aria-labelledby="figures" className="space-y-4">
          <h2 id="figures" className="text-2xl font-bold tracking-tight text-slate-900">
            The last 36 months
          </h2>
          <LiveStatus>
            {q.isPending ? 'Loading the statistics…' : q.isError ? '' : 'Statistics loaded.'}
          </LiveStatus>
          {q.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : q.isError ? (
            <Alert tone="error">{errorMessage(q.error)}</Alert>
          ) : (
            <Figures months={q.data} />
          )}
        </section>
        <section
          aria-labelledby="risk"
          className="max-w-3xl rounded-xl border border-amber-200 bg-amber-50 p-5"
        >
          <h2 id="risk" className="text-lg font-semibold text-slate-900">
            Capital at risk
          </h2>
          <p className="mt-2 text-slate-700">
            {RISK_WARNING} Past payments do not tell you what future holdings will pay.
          </p>
        </section>
      </div>
    </>
  );
}

function Figures({ months }: { months: StatisticsMonth[] }) {
  const total = months.reduce(
    (t, m) => ({
      holdings: t.holdings + m.holdings,
      amount: t.amount + m.amount,
      onTime: t.onTime + m.onTime,
      defaulted: t.defaulted + m.recovered + m.writtenOff,
    }),
    { holdings: 0, amount: 0, onTime: 0, defaulted: 0 },
  );
  const rate = total.holdings === 0 ? 0 : total.defaulted / total.holdings;
  // A month without maturities is a row of zeros: it says nothing the summary does not.
  const shown = [...months].reverse().filter((m) => m.holdings > 0);
  const quiet = months.length - shown.length;
  return (
    <>
      <p className="text-slate-700" data-testid="statistics-summary">
        {total.holdings === 0
          ? 'No holdings have matured in the last 36 months yet.'
          : `${total.holdings} holdings worth ${formatUsd(total.amount)} matured in the last 36 months; ${total.onTime} were paid on time, and the default rate over the period is ${percent(rate)}.`}
      </p>
      {shown.length > 0 && (
        <p className="text-sm text-slate-600" data-testid="statistics-table-note">
          {quiet > 0 ? `${quiet} months without maturities are left out. ` : ''}
          <span className="sm:hidden">Scroll the table sideways for all eight columns.</span>
        </p>
      )}
      {/* A focusable region: a keyboard can scroll the table sideways on a narrow screen (WCAG 2.1.1). */}
      <section
        aria-label="Maturities by month"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it
        tabIndex={0}
        hidden={shown.length === 0}
        className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Maturities by month, newest first</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {[
                'Month',
                'Matured',
                'Amount',
                'On time',
                'Late',
                'Recovered',
                'Written off',
                'Default rate',
              ].map((h, i) => (
                // The month stays in view while the other columns scroll under it.
                <th
                  key={h}
                  scope="col"
                  className={
                    i === 0 ? 'sticky left-0 bg-slate-50 px-3 py-2 font-semibold' : 'px-3 py-2 font-semibold'
                  }
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="sticky left-0 bg-white px-3 py-2 font-medium text-slate-900">
                  {formatMonth(m.month)}
                </th>
                <td className="px-3 py-2">{m.holdings}</td>
                <td className="px-3 py-2">{formatUsd(m.amount)}</td>
                <td className="px-3 py-2">{m.onTime}</td>
                <td className="px-3 py-2">{m.late}</td>
                <td className="px-3 py-2">{m.recovered}</td>
                <td className="px-3 py-2">{m.writtenOff}</td>
                <td className="px-3 py-2">{percent(m.defaultRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
