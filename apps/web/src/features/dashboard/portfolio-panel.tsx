import { type Portfolio, type PortfolioRange, portfolioSchema } from '@app/contract/history';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { CardContent, CardDescription, CardHeader, CardSection, CardTitle } from '../../components/ui/card';
import { LiveStatus } from '../../components/ui/live-status';
import { Skeleton } from '../../components/ui/skeleton';
import { api, errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { formatDate, formatUsd } from '../../lib/format';
import { DEFAULT_PORTFOLIO_RANGE, historyApiPaths } from '../../lib/queries/history-paths';
import { useHoldings } from '../../lib/queries/holdings';
import { PayoutCalendar, RealReturns } from './real-returns';
import { ValueOverTime } from './value-over-time';

const RANGES: { value: PortfolioRange; label: string }[] = [
  { value: '1m', label: '1 month' },
  { value: '3m', label: '3 months' },
  { value: '1y', label: '1 year' },
  { value: 'all', label: 'All' },
];
const COLORS = ['#047857', '#0ea5e9', '#f59e0b', '#8b5cf6', '#64748b'];

/**
 * The customer's own money first (plain SVG, no chart library: ADR 026): allocation by category,
 * wallet plus invested over time, and the next maturities. Each chart has a text summary and a table.
 */
export function PortfolioPanel() {
  const [range, setRange] = useState<PortfolioRange>(DEFAULT_PORTFOLIO_RANGE);
  const holdings = useHoldings(useCurrentUser().data?._id);
  const q = useQuery({
    queryKey: ['portfolio', range],
    queryFn: ({ signal }) => api.get(historyApiPaths.portfolio(range), { schema: portfolioSchema, signal }),
  });
  return (
    <CardSection aria-labelledby="portfolio-title">
      <CardHeader className="sm:flex-row sm:items-center sm:justify-between">
        <div>
          <CardTitle id="portfolio-title">Your portfolio</CardTitle>
          <CardDescription>Wallet and invested amounts, from your ledger and holdings.</CardDescription>
        </div>
        <fieldset className="flex gap-1" aria-label="Range">
          {RANGES.map((r) => (
            <button
              key={r.value}
              type="button"
              aria-pressed={range === r.value}
              onClick={() => setRange(r.value)}
              className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-700 outline-offset-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white"
            >
              {r.label}
            </button>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent>
        <LiveStatus>
          {q.isPending
            ? 'Loading your portfolio…'
            : `Showing ${RANGES.find((r) => r.value === range)?.label.toLowerCase() ?? range}.`}
        </LiveStatus>
        {q.isPending ? (
          <Skeleton className="h-72 w-full" />
        ) : q.isError ? (
          <Alert tone="error">{errorMessage(q.error)}</Alert>
        ) : (
          <div className="space-y-8">
            <div className="grid gap-6 lg:grid-cols-3">
              <ValueOverTime history={q.data.history} />
              <div className="space-y-6">
                <Allocation allocation={q.data.allocation} />
                <Maturities maturities={q.data.maturities} />
              </div>
            </div>
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2">
                <RealReturns returns={q.data.returns} holdings={holdings.data?.data ?? []} />
              </div>
              <PayoutCalendar calendar={q.data.calendar} />
            </div>
          </div>
        )}
      </CardContent>
    </CardSection>
  );
}

function Allocation({ allocation }: { allocation: Portfolio['allocation'] }) {
  const total = allocation.reduce((s, a) => s + a.amount, 0);
  let offset = 0;
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-medium text-slate-900">Allocation by category</figcaption>
      {total === 0 ? (
        <p className="text-sm text-slate-600">Nothing invested yet.</p>
      ) : (
        <>
          <svg viewBox="0 0 100 8" className="h-4 w-full" preserveAspectRatio="none" aria-hidden="true">
            {allocation.map((a, i) => {
              const w = (a.amount / total) * 100;
              const rect = (
                <rect key={a.category} x={offset} width={w} height="8" fill={COLORS[i % COLORS.length]} />
              );
              offset += w;
              return rect;
            })}
          </svg>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Allocation by category</caption>
            <tbody>
              {allocation.map((a, i) => (
                <tr key={a.category}>
                  <th scope="row" className="font-normal">
                    <span
                      className="mr-2 inline-block size-2.5 rounded-sm"
                      style={{ background: COLORS[i % COLORS.length] }}
                      aria-hidden="true"
                    />
                    {a.category}
                  </th>
                  <td className="text-right">{formatUsd(a.amount)}</td>
                  <td className="w-14 text-right text-slate-600">{Math.round((a.amount / total) * 100)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

function Maturities({ maturities }: { maturities: Portfolio['maturities'] }) {
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-medium text-slate-900">Next maturities</figcaption>
      {maturities.length === 0 ? (
        <p className="text-sm text-slate-600">No holding is due.</p>
      ) : (
        <ol className="relative space-y-3 border-l-2 border-emerald-200 pl-4" aria-label="Next maturities">
          {maturities.map((m) => (
            <li key={m.holdingId} className="relative text-sm">
              <span
                className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-emerald-700"
                aria-hidden="true"
              />
              <p className="font-medium text-slate-900">{formatDate(m.maturityDate)}</p>
              <p className="text-slate-700">
                {m.investmentName}: {formatUsd(m.expectedTotal)} expected
              </p>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
