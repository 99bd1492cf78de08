import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatMonth } from '../../../lib/format';
import { useComplaintsReport } from '../api/support';

/** Admin → Reports: complaints opened, closed and answered late, per month. */
export function ComplaintsSection() {
  const report = useComplaintsReport();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Complaints per month
      </h2>
      {report.isPending ? (
        <Skeleton className="h-24 w-full rounded-xl" />
      ) : report.isError ? (
        <Alert tone="error">{errorMessage(report.error)}</Alert>
      ) : report.data.length === 0 ? (
        <p className="text-sm text-slate-600">No complaints in the last 12 months.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Month
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Opened
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Closed
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Late
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {report.data.map((m) => (
                <tr key={m.month}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {formatMonth(m.month)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{m.opened}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{m.closed}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{m.late}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
