import type { AuditEntry } from '@app/contract/admin';
import { formatDateTime } from '../../../lib/format';
import { actionLabel, detailLines, targetLabel } from './audit-describe';

/** One audit entry: when, who, what, to whom, and its details (the activity tab and customer page). */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const lines = detailLines(entry.details);
  return (
    <li className="grid gap-x-6 gap-y-1 p-4 sm:grid-cols-[11rem_1fr] sm:p-5">
      <time dateTime={entry.createdAt} className="text-sm text-slate-500 tabular-nums">
        {formatDateTime(entry.createdAt)}
      </time>
      <div className="min-w-0">
        <p className="text-slate-900">
          <span className="font-semibold">{entry.actor?.name ?? 'System'}</span>{' '}
          <span className="text-slate-600">·</span> {actionLabel(entry.action)}{' '}
          <span className="text-slate-600">·</span>{' '}
          <span className="font-medium">{targetLabel(entry.target)}</span>
        </p>
        {lines.length > 0 && (
          <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {lines.map((l) => (
              <div key={l.label} className="flex min-w-0 gap-1.5">
                <dt className="text-slate-500">{l.label}:</dt>
                <dd className="min-w-0 break-words text-slate-800">{l.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </li>
  );
}
