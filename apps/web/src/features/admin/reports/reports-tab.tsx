import { REPORT_DAYS, type ReportDays } from '@app/contract/reports';
import { Clock, IdCard, Landmark, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { LiveStatus } from '../../../components/ui/live-status';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatDate, formatDateTime, formatUsd } from '../../../lib/format';
import { useFlowsReport } from '../api/get-flows-report';
import { BooksSection } from '../books/books-section';
import { ComplaintsSection } from '../support/complaints-section';
import { AutoInvestSection } from './auto-invest-section';
import { CancellationsSection } from './cancellations-section';
import { ExportsSection } from './exports-section';
import { FLOWS, FlowChart } from './flow-chart';
import { waitingFor } from './waiting-for';

/** The admin's reports: money in and out per day, what waits longest, the books, and exports. */
export function ReportsTab() {
  const [days, setDays] = useState<ReportDays>(30);
  const report = useFlowsReport(days);
  const headingId = useId();
  return (
    <div className="space-y-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              Money flows
            </h2>
            <p className="text-sm text-slate-600">
              Per day (UTC) from the ledger. Withdrawals count on the day they are approved, as customers see
              them; pending and rejected ones are left out.
            </p>
          </div>
          <fieldset className="flex shrink-0 gap-1" aria-label="Range">
            {REPORT_DAYS.map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={days === d}
                onClick={() => setDays(d)}
                className="whitespace-nowrap rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-700 outline-offset-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white"
              >
                {d} days
              </button>
            ))}
          </fieldset>
        </div>
        <LiveStatus>
          {report.isPending || report.isPlaceholderData
            ? `Loading ${days} days…`
            : `Showing the last ${days} days`}
        </LiveStatus>
        {report.isPending ? (
          <Skeleton className="h-72 w-full rounded-2xl" />
        ) : report.isError ? (
          <Alert tone="error">{errorMessage(report.error)}</Alert>
        ) : (
          <div className="space-y-4" aria-busy={report.isPlaceholderData || undefined}>
            <Backlog report={report.data} />
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {FLOWS.map((f) => (
                <FlowChart key={f.key} flow={f} days={report.data.data} />
              ))}
            </div>
            <FlowsTable days={report.data.data} />
          </div>
        )}
      </section>
      <BooksSection />
      <CancellationsSection />
      <ComplaintsSection />
      <AutoInvestSection />
      <ExportsSection />
    </div>
  );
}

function Backlog({
  report,
}: {
  report: {
    assetsUnderManagement: number;
    oldestPendingRequestAt: string | null;
    oldestPendingKycAt: string | null;
  };
}) {
  const waiting = (at: string | null, none: string) =>
    at ? { value: waitingFor(at), note: `since ${formatDateTime(at)}` } : { value: none, note: '' };
  const items: { label: string; value: string; note: string; Icon: LucideIcon }[] = [
    {
      label: 'Assets under management',
      value: formatUsd(report.assetsUnderManagement),
      note: 'invested in active holdings',
      Icon: Landmark,
    },
    {
      label: 'Oldest pending request',
      ...waiting(report.oldestPendingRequestAt, 'None waiting'),
      Icon: Clock,
    },
    {
      label: 'Oldest pending identity check',
      ...waiting(report.oldestPendingKycAt, 'None waiting'),
      Icon: IdCard,
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map(({ label, value, note, Icon }) => (
        <div key={label} className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm">
          <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
            {label}
            <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          </dt>
          <dd className="mt-2 text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
          {note && <dd className="text-sm text-slate-600">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}

function FlowsTable({ days }: { days: { date: string; [k: string]: number | string }[] }) {
  return (
    <details className="rounded-2xl border border-slate-200/80 bg-white p-4 text-sm shadow-sm">
      <summary className="cursor-pointer font-medium text-emerald-800">
        Show the flows as a table ({days.length} days)
      </summary>
      <div className="mt-3 max-h-96 overflow-auto">
        <table className="w-full min-w-[36rem] text-left tabular-nums">
          <caption className="sr-only">Money flows per day, oldest first</caption>
          <thead className="sticky top-0 bg-white">
            <tr>
              <th scope="col" className="py-1 pr-3">
                Date
              </th>
              {FLOWS.map((f) => (
                <th key={f.key} scope="col" className="py-1 pl-3 text-right">
                  {f.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {formatDate(d.date)}
                </th>
                {FLOWS.map((f) => (
                  <td key={f.key} className="py-1 pl-3 text-right">
                    {formatUsd(d[f.key] as number)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
