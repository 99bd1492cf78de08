import type { SupportThread } from '@app/contract/support';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';

/** A complaint's deadline as the queue shows it: overdue, due within two days, or just the date. */
export function DueBadge({ thread, now = Date.now() }: { thread: SupportThread; now?: number }) {
  if (!thread.dueAt || thread.status === 'closed') return null;
  const left = new Date(thread.dueAt).getTime() - now;
  if (left < 0) return <Badge tone="danger">Overdue since {formatDate(thread.dueAt)}</Badge>;
  return <Badge tone={left < 2 * 86_400_000 ? 'warning' : 'info'}>Due {formatDate(thread.dueAt)}</Badge>;
}
