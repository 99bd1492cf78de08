import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatUsd } from '../../../lib/format';
import { useCancellationsReport } from '../api/get-cancellations-report';

const COLUMNS = ['Offering', 'Bought', 'Cancelled', 'Refunded'] as const;

/** How many purchases of each offering were cancelled in their reflection period, and the refunds. */
export function CancellationsSection() {
  const report = useCancellationsReport();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Cancellations in the reflection period
        </h2>
        <p className="text-sm text-slate-600">Per offering ever bought, most cancellations first.</p>
      </div>
      {report.isPending ? (
        <Skeleton className="h-24 w-full rounded-2xl" />
      ) : report.isError ? (
        <Alert tone="error">{errorMessage(report.error)}</Alert>
      ) : report.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">No purchases yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200/80 bg-white p-4 text-sm shadow-sm">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">Cancellations per offering</caption>
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
              {report.data.data.map((r) => (
                <tr key={r.investmentId} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {r.investmentName}
                  </th>
                  <td className="py-1 pl-3 text-right">{r.purchases}</td>
                  <td className="py-1 pl-3 text-right">{r.cancellations}</td>
                  <td className="py-1 pl-3 text-right">{formatUsd(r.refunded)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
