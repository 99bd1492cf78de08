import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatUsd } from '../../../lib/format';
import { useAutoInvestOverview } from '../api/get-auto-invest-overview';

const COLUMNS = ['Offering', 'Auto-purchases', 'Amount'] as const;

/** Customers' auto-invest strategies: how many, how many are on, what they may still invest, and where they bought. */
export function AutoInvestSection() {
  const overview = useAutoInvestOverview();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Auto-invest
        </h2>
        <p className="text-sm text-slate-600">
          Customers' strategies and what they bought. A paused sale or an offering that is not performing
          stops auto-purchases into it at once.
        </p>
      </div>
      {overview.isPending ? (
        <Skeleton className="h-24 w-full rounded-2xl" />
      ) : overview.isError ? (
        <Alert tone="error">{errorMessage(overview.error)}</Alert>
      ) : (
        <div className="space-y-3 rounded-2xl border border-slate-200/80 bg-white p-4 text-sm shadow-sm">
          <dl className="grid grid-cols-3 gap-3">
            {[
              ['Strategies', String(overview.data.strategies)],
              ['Active', String(overview.data.active)],
              ['Budget left in active ones', formatUsd(overview.data.budgetLeft)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {overview.data.byOffering.length === 0 ? (
            <p className="text-slate-600">No auto-purchases yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left tabular-nums">
                <caption className="sr-only">Auto-purchases per offering</caption>
                <thead>
                  <tr>
                    {COLUMNS.map((c, i) => (
                      <th key={c} scope="col" className={i === 0 ? 'py-1 pr-3' : 'py-1 pl-3 text-right'}>
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {overview.data.byOffering.map((r) => (
                    <tr key={r.offeringId} className="border-t border-slate-100">
                      <th scope="row" className="py-1 pr-3 font-normal">
                        {r.name}
                      </th>
                      <td className="py-1 pl-3 text-right">{r.holdings}</td>
                      <td className="py-1 pl-3 text-right">{formatUsd(r.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
