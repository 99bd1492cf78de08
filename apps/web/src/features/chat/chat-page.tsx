import { PRODUCT_NAME } from '@app/contract/brand';
import { SUPPORT_CATEGORY_LABELS, type SupportThread } from '@app/contract/support';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MessageBox } from '../../components/support/message-box';
import { ThreadMessages } from '../../components/support/thread-messages';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { useThread, useThreads, useWriteMessage } from './api/support';
import { NewThreadForm } from './new-thread-form';

const STATUS_TEXT = { waiting: 'Waiting for support', answered: 'Answered', closed: 'Closed' } as const;
const statusTone = (s: SupportThread['status']) =>
  s === 'answered' ? 'success' : s === 'waiting' ? 'warning' : 'neutral';

/** /chat: the customer's conversations with support, a new one, or one thread (`?thread=`). */
export function ChatPage() {
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread');
  const [composing, setComposing] = useState(false);
  return (
    <>
      <title>{`Support · ${PRODUCT_NAME}`}</title>
      <PageHeader
        title="Support"
        description="Ask a question, report a problem or make a complaint. We answer here and by mail."
        actions={
          !composing && !threadId ? (
            <Button onClick={() => setComposing(true)}>New conversation</Button>
          ) : null
        }
      />
      {threadId ? (
        <ThreadView id={threadId} />
      ) : composing ? (
        <NewThreadForm
          onCancel={() => setComposing(false)}
          onOpened={(id) => {
            setComposing(false);
            setParams({ thread: id });
          }}
        />
      ) : (
        <ThreadList />
      )}
    </>
  );
}

function ThreadList() {
  const threads = useThreads();
  if (threads.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (threads.isError) return <Alert tone="error">{errorMessage(threads.error)}</Alert>;
  if (threads.data.length === 0) {
    return (
      <EmptyState Icon={MessagesSquare} title="No conversations yet">
        Start one with “New conversation”: our team answers on working days.
      </EmptyState>
    );
  }
  return (
    <ul
      aria-label="Your conversations"
      className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {threads.data.map((t) => (
        <li key={t._id}>
          <Link
            to={paths.chatThread(t._id)}
            className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold text-slate-900">{t.subject}</span>
              <span className="block text-xs text-slate-600">
                {t.reference} · {SUPPORT_CATEGORY_LABELS[t.category]} · {formatDateTime(t.updatedAt)}
              </span>
            </span>
            <Badge tone={statusTone(t.status)}>{STATUS_TEXT[t.status]}</Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ThreadView({ id }: { id: string }) {
  const thread = useThread(id);
  const write = useWriteMessage(id);
  return (
    <div className="space-y-4">
      <Link
        to={paths.chat}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All conversations
      </Link>
      {thread.isPending ? (
        <Skeleton className="h-64 w-full rounded-2xl" />
      ) : thread.isError ? (
        <Alert tone="error">{errorMessage(thread.error, 'This conversation could not be loaded.')}</Alert>
      ) : (
        <section aria-labelledby="thread-title" className="space-y-4">
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="thread-title" className="text-lg font-semibold text-slate-900">
                {thread.data.subject}
              </h2>
              <Badge tone={statusTone(thread.data.status)}>{STATUS_TEXT[thread.data.status]}</Badge>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              Reference {thread.data.reference} · {SUPPORT_CATEGORY_LABELS[thread.data.category]}
              {thread.data.dueAt ? ` · final answer by ${formatDate(thread.data.dueAt)}` : ''}
            </p>
            {thread.data.outcome && (
              <Alert tone="info" title="Outcome" className="mt-3">
                <span className="whitespace-pre-wrap">{thread.data.outcome}</span>
              </Alert>
            )}
          </div>
          <ThreadMessages messages={thread.data.messages ?? []} mine="customer" />
          {thread.data.status === 'closed' ? (
            <p className="text-sm text-slate-600">
              This conversation is closed. Start a new one to write to us again.
            </p>
          ) : (
            <MessageBox
              label="Your message"
              busy={write.isPending}
              onSend={async (text) => {
                await write.mutateAsync(text);
                await thread.refetch();
              }}
            />
          )}
        </section>
      )}
    </div>
  );
}
