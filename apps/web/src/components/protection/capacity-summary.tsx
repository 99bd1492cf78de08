import { LOSS_CAPACITY_BPS, PROTECTION_MSG, type Suitability } from '@app/contract/protection';
import { formatDate, formatUsd } from '../../lib/format';

/**
 * The knowledge test's result in words (an "appropriate" one is stated too, not only a warning), net
 * worth and capacity for loss, with how each was worked out and when they are asked again.
 */
export function CapacitySummary({ suitability }: { suitability: Suitability }) {
  const s = suitability;
  if (s.netWorth === null || s.lossCapacity === null) return null;
  return (
    <div
      className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
      data-testid="capacity"
    >
      {s.takenAt && s.status !== 'none' && (
        <p className="font-medium text-slate-900" data-testid="test-result">
          {s.status === 'appropriate'
            ? PROTECTION_MSG.resultAppropriate(formatDate(s.takenAt))
            : PROTECTION_MSG.resultNotAppropriate(formatDate(s.takenAt))}
        </p>
      )}
      <p>
        Net worth: {formatUsd(s.income ?? 0)} income + {formatUsd(s.liquidAssets ?? 0)} savings −{' '}
        {formatUsd(s.commitments ?? 0)} commitments ={' '}
        <strong className="font-semibold text-slate-900 tabular-nums">{formatUsd(s.netWorth)}</strong>
      </p>
      <p>
        Capacity for loss: {LOSS_CAPACITY_BPS / 100}% of your net worth ={' '}
        <strong className="font-semibold text-slate-900 tabular-nums">{formatUsd(s.lossCapacity)}</strong>
      </p>
      {s.reviewDueAt && <p className="text-slate-600">We ask again on {formatDate(s.reviewDueAt)}.</p>}
    </div>
  );
}
