import type { Adjustment } from '@app/contract/adjustments';
import { formatUsd } from '@app/contract/money';
import { Badge, statusTone } from '../../../components/ui/badge';
import { CopyableText } from '../../../components/ui/copyable-text';
import { formatDateTime } from '../../../lib/format';
import { DecisionButtons } from '../components/decision-buttons';

const usd = (dollars: number) => formatUsd(dollars, 'en-US');
const change = (a: Adjustment) => {
  const cents = Math.round(a.to * 100) - Math.round(a.from * 100);
  return `${cents > 0 ? '+' : '−'}${usd(Math.abs(cents) / 100)}`;
};
const statusText = (s: Adjustment['status']) => s.charAt(0).toUpperCase() + s.slice(1);

/** One adjustment: customer, from → to, the change, the reason, who asked, and the decision buttons. */
export function AdjustmentCard({
  adjustment: a,
  selfId,
  onDecide,
}: {
  adjustment: Adjustment;
  selfId: string;
  onDecide: (decision: 'approved' | 'rejected') => void;
}) {
  const ownRequest = a.requestedBy._id === selfId;
  const ownBalance = a.userId._id === selfId;
  return (
    <article
      aria-label={`Adjustment for ${a.userId.name}`}
      className="flex w-full min-w-0 flex-col gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{a.userId.name}</p>
          <CopyableText value={a.userId.email} label="Email address" className="text-sm text-slate-600" />
        </div>
        <Badge tone={statusTone(a.status)}>{statusText(a.status)}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Balance then</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{usd(a.from)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Asked for</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{usd(a.to)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Change</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{change(a)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Asked by</dt>
          <dd className="break-words text-slate-900">
            {a.requestedBy.name}
            {ownRequest && ' (you)'}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600">Reason</dt>
          <dd className="break-words text-slate-900">{a.reason}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600">{a.decidedAt ? 'Decided' : 'Asked'}</dt>
          <dd className="text-slate-900">
            {formatDateTime(a.decidedAt ?? a.createdAt)}
            {a.decidedBy && ` by ${a.decidedBy.name}`}
          </dd>
        </div>
      </dl>
      {a.status === 'pending' &&
        (ownRequest || ownBalance ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {ownRequest
              ? 'You asked for this change: another admin approves or rejects it.'
              : 'This is your own balance: another admin decides it.'}
          </p>
        ) : (
          <div className="mt-auto flex gap-2">
            <DecisionButtons onDecide={onDecide} subject={`adjustment for ${a.userId.name}`} />
          </div>
        ))}
    </article>
  );
}
