import { PERFORMANCE_LABELS, type PerformanceStatus } from '@app/contract/holding-life';
import { Badge, type BadgeTone } from '../ui/badge';

const TONES: Record<PerformanceStatus, BadgeTone> = {
  performing: 'success',
  delayed: 'warning',
  recovery: 'warning',
  defaulted: 'danger',
};

/** The offering's status as a badge; "Performing" is shown only when asked (it is the usual case). */
export function PerformanceBadge({ status, always }: { status: PerformanceStatus; always?: boolean }) {
  if (status === 'performing' && !always) return null;
  return <Badge tone={TONES[status]}>{PERFORMANCE_LABELS[status]}</Badge>;
}

/** The admin's note to the holders, beside a status that is not "performing". */
export function PerformanceNote({ status, note }: { status: PerformanceStatus; note: string }) {
  if (status === 'performing' || !note) return null;
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <span className="font-semibold">{PERFORMANCE_LABELS[status]}:</span> {note}
    </p>
  );
}
