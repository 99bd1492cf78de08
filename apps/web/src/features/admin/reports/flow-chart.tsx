import { plural } from '@app/contract/plurals';
import type { FlowDay } from '@app/contract/reports';
import { formatDate, formatUsd } from '../../../lib/format';

export type Flow = Exclude<keyof FlowDay, 'date'>;

/** The five flows in the order the report shows them, each with its colour. */
export const FLOWS: { key: Flow; label: string; color: string; swatch: string }[] = [
  { key: 'deposits', label: 'Deposits', color: '#047857', swatch: 'bg-emerald-700' },
  { key: 'withdrawals', label: 'Approved withdrawals', color: '#b45309', swatch: 'bg-amber-700' },
  { key: 'purchases', label: 'Purchases', color: '#0369a1', swatch: 'bg-sky-700' },
  { key: 'payouts', label: 'Payouts', color: '#6d28d9', swatch: 'bg-violet-700' },
  { key: 'fees', label: 'Fees', color: '#475569', swatch: 'bg-slate-600' },
];

const cents = (v: number) => Math.round(v * 100);

/** 'Total $1,500.00 over the last 30 days; the largest day was 5 Nov 2026 with $1,000.00.' */
export function flowSummary(label: string, days: FlowDay[], key: Flow): string {
  const total = days.reduce((s, d) => s + cents(d[key]), 0) / 100;
  const active = days.filter((d) => d[key] !== 0);
  const span = `the last ${days.length} days`;
  if (active.length === 0) return `${label}: none in ${span}.`;
  const top = active.reduce((a, b) => (Math.abs(b[key]) > Math.abs(a[key]) ? b : a));
  return `${label}: ${formatUsd(total)} in ${span}, on ${plural(active.length, 'day')}; the largest was ${formatUsd(top[key])} on ${formatDate(top.date)}.`;
}

/**
 * One flow as a column per day (plain SVG, no chart library: ADR 026), its own scale so small flows
 * (fees) are as readable as large ones. The picture is decorative: the summary under it says what it
 * shows, and the report's table holds every figure.
 */
export function FlowChart({ days, flow }: { days: FlowDay[]; flow: (typeof FLOWS)[number] }) {
  const W = 600;
  const H = 120;
  const values = days.map((d) => d[flow.key]);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const y = (v: number) => ((top - v) / span) * H;
  const step = W / Math.max(1, days.length);
  const width = Math.max(1, step * 0.7);
  const total = days.reduce((s, d) => s + cents(d[flow.key]), 0) / 100;
  return (
    <figure className="min-w-0 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <span aria-hidden="true" className={`inline-block size-2.5 rounded-sm ${flow.swatch}`} />
          {flow.label}
        </span>
        <span className="text-lg font-bold text-slate-900 tabular-nums">{formatUsd(total)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="mt-3 h-24 w-full"
        preserveAspectRatio="none"
        aria-hidden="true"
        data-testid={`flow-chart-${flow.key}`}
      >
        <line x1="0" x2={W} y1={y(0)} y2={y(0)} stroke="#cbd5e1" strokeWidth="1" />
        {days.map((d, i) =>
          d[flow.key] === 0 ? null : (
            <rect
              key={d.date}
              x={i * step + (step - width) / 2}
              y={Math.min(y(d[flow.key]), y(0))}
              width={width}
              height={Math.max(1, Math.abs(y(d[flow.key]) - y(0)))}
              fill={flow.color}
            />
          ),
        )}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{days[0] ? formatDate(days[0].date) : ''}</span>
        <span>{days.at(-1) ? formatDate(days.at(-1)!.date) : ''}</span>
      </div>
      <p className="mt-2 text-sm text-slate-700" data-testid={`flow-summary-${flow.key}`}>
        {flowSummary(flow.label, days, flow.key)}
      </p>
    </figure>
  );
}
