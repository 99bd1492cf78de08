import type { SupportMessage } from '@app/contract/support';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';

/**
 * A conversation's messages, oldest first: the customer's on one side, support's on the other. Plain
 * text only (React escapes it); line breaks are kept.
 */
export function ThreadMessages({
  messages,
  mine,
}: {
  messages: SupportMessage[];
  mine: 'customer' | 'admin';
}) {
  return (
    <ol aria-label="Messages" className="space-y-3">
      {messages.map((m) => (
        <li key={m._id} className={cn('flex', m.from === mine ? 'justify-end' : 'justify-start')}>
          <div
            className={cn(
              'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm',
              m.from === mine ? 'bg-brand-700 text-white' : 'bg-white text-slate-900 ring-1 ring-slate-200',
            )}
          >
            <p className={cn('text-xs font-semibold', m.from === mine ? 'text-brand-50' : 'text-slate-600')}>
              {m.from === 'admin' ? `${m.name} (support)` : m.name} · {formatDateTime(m.createdAt)}
            </p>
            <p className="mt-1 break-words whitespace-pre-wrap">{m.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
