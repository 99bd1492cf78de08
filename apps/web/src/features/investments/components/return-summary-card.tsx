import type { ReturnSummary } from '@app/contract/investments-responses';
import { CardSection } from '../../../components/ui/card';
import { formatUsd } from '../../../lib/format';

export interface SummaryLabels {
  title: string;
  invested: string;
  return: string;
  total: string;
}

export const ACTIVE_SUMMARY_LABELS: SummaryLabels = {
  title: 'Return summary',
  invested: 'Amount invested',
  return: 'Expected return',
  total: 'Expected total',
};

export const COMPLETED_SUMMARY_LABELS: SummaryLabels = {
  title: 'Paid out',
  invested: 'Amount invested',
  return: 'Return earned',
  total: 'Total paid out',
};

/** Amount invested, return and total, summed by the server in cents. */
export function ReturnSummaryCard({
  summary,
  labels = ACTIVE_SUMMARY_LABELS,
}: {
  summary: ReturnSummary;
  labels?: SummaryLabels;
}) {
  const items = [
    { label: labels.invested, value: summary.amountInvested, tone: 'text-slate-900' },
    { label: labels.return, value: summary.expectedReturn, tone: 'text-brand-700' },
    { label: labels.total, value: summary.expectedTotal, tone: 'text-slate-900' },
  ];
  return (
    <CardSection aria-label={labels.title} className="p-5 sm:p-6">
      <h2 className="text-sm font-semibold text-slate-600">{labels.title}</h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        {items.map((item) => (
          <div key={item.label} className="flex items-baseline justify-between gap-3 sm:block">
            <dt className="text-sm text-slate-600">{item.label}</dt>
            <dd
              className={`text-xl font-bold tracking-tight tabular-nums sm:mt-0.5 sm:text-2xl ${item.tone}`}
            >
              {formatUsd(item.value)}
            </dd>
          </div>
        ))}
      </dl>
    </CardSection>
  );
}
