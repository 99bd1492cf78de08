import type { Strategy } from '@app/contract/auto-invest';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { SidePanel } from '../../../components/ui/side-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatDateTime, formatUsd } from '../../../lib/format';
import { useStrategyPreview, useStrategyReport } from './auto-invest-api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function AmountTable({ caption, rows }: { caption: string; rows: { label: string; amount: number }[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">Nothing bought yet.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-1.5 text-left font-normal text-slate-700 capitalize">
              {r.label}
            </th>
            <td className="py-1.5 text-right font-medium text-slate-900 tabular-nums">
              {formatUsd(r.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Body({ strategy }: { strategy: Strategy }) {
  const preview = useStrategyPreview(strategy._id);
  const report = useStrategyReport(strategy._id);
  if (preview.isPending || report.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (preview.isError || report.isError)
    return <Alert tone="error">{errorMessage(preview.error ?? report.error)}</Alert>;
  const r = report.data;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          ['Invested', formatUsd(r.invested)],
          ['Holdings', String(r.holdings)],
          ['Average yearly rate', `${r.weightedRate.toFixed(2)}%`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="mt-1 font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Section title="What it would buy now">
        {preview.data.data.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing on sale that it would buy now.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {preview.data.data.map((p) => (
              <li key={p.offeringId} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">{p.name}</span>
                <span className="font-medium tabular-nums">{formatUsd(p.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        {preview.data.skipped.length > 0 && (
          <ul className="space-y-1 text-sm text-slate-600">
            {preview.data.skipped.map((s) => (
              <li key={s.offeringId}>
                Would skip {s.name}: {s.reason}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="By category">
        <AmountTable
          caption="Invested by category"
          rows={r.byCategory.map((c) => ({ label: c.category, amount: c.amount }))}
        />
      </Section>
      <Section title="By status">
        <AmountTable
          caption="Invested by status"
          rows={r.byStatus.map((s) => ({ label: s.status, amount: s.amount }))}
        />
      </Section>
      <Section title="Recent decisions">
        {r.decisions.length === 0 ? (
          <p className="text-sm text-slate-600">No decisions yet.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {r.decisions.map((d) => (
              <li key={`${d.at}-${d.offeringId}-${d.outcome}`} className="rounded-lg bg-slate-50 px-3 py-2">
                <span className="font-medium">
                  {d.outcome === 'bought'
                    ? `Bought ${d.name} for ${formatUsd(d.amount ?? 0)}`
                    : `Skipped ${d.name}: ${d.reason}`}
                </span>
                <span className="block text-xs text-slate-600">{formatDateTime(d.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** A strategy's report: what it bought, its spread, what it would buy now, and its decisions. */
export function StrategyReportPanel({
  strategy,
  onClose,
}: {
  strategy: Strategy | null;
  onClose: () => void;
}) {
  return (
    <SidePanel
      open={strategy !== null}
      onOpenChange={(open) => !open && onClose()}
      title={strategy ? `${strategy.name}: report` : 'Report'}
      description="Holdings this strategy bought (cancelled ones left out) and what it decided."
    >
      {strategy && <Body strategy={strategy} />}
    </SidePanel>
  );
}
