import { SUPPORT_CATEGORY_LABELS, SUPPORT_OUTCOME_MAX } from '@app/contract/support';
import { type FormEvent, useState } from 'react';
import { MessageBox } from '../../../components/support/message-box';
import { ThreadMessages } from '../../../components/support/thread-messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../../lib/api';
import { useAnswerThread, useSupportThread, useUpdateThread } from '../api/support';
import { DueBadge } from './due-badge';

/** One conversation in the console: the thread, take it, answer it, close it (a complaint with its outcome). */
export function SupportThreadPanel({ id }: { id: string }) {
  const thread = useSupportThread(id);
  const answer = useAnswerThread(id);
  const update = useUpdateThread(id);
  const [outcome, setOutcome] = useState('');
  const [closeError, setCloseError] = useState<string>();

  if (thread.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (thread.isError) return <Alert tone="error">{errorMessage(thread.error)}</Alert>;
  const t = thread.data;

  const close = async (e: FormEvent) => {
    e.preventDefault();
    setCloseError(undefined);
    try {
      await update.mutateAsync({ status: 'closed', ...(outcome.trim() ? { outcome } : {}) });
    } catch (err) {
      setCloseError(isApiError(err) ? (err.errors?.outcome ?? errorMessage(err)) : errorMessage(err));
    }
  };

  return (
    <section
      aria-labelledby="support-thread-title"
      className="space-y-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <div className="space-y-1">
        <h3 id="support-thread-title" className="text-lg font-semibold text-slate-900">
          {t.subject}
        </h3>
        <p className="text-sm text-slate-600">
          {t.reference} · {SUPPORT_CATEGORY_LABELS[t.category]} · {t.customer?.name} ({t.customer?.email})
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <DueBadge thread={t} />
          {t.assignedTo ? (
            <span className="text-sm text-slate-700">Taken by {t.assignedTo.name}</span>
          ) : (
            <Button
              size="sm"
              variant="outline"
              busy={update.isPending}
              onClick={() => update.mutate({ assignTo: 'me' })}
            >
              Take it
            </Button>
          )}
        </div>
      </div>
      {t.outcome && (
        <Alert tone="info" title="Outcome">
          <span className="whitespace-pre-wrap">{t.outcome}</span>
        </Alert>
      )}
      <ThreadMessages messages={t.messages ?? []} mine="admin" />
      {t.status !== 'closed' && (
        <>
          <MessageBox
            label="Answer"
            busy={answer.isPending}
            onSend={async (text) => {
              await answer.mutateAsync(text);
              await thread.refetch();
            }}
          />
          <form onSubmit={close} noValidate className="space-y-3 border-t border-slate-200 pt-4">
            <FormField
              label={t.category === 'complaint' ? 'Outcome (required to close a complaint)' : 'Outcome'}
              optional={t.category !== 'complaint'}
              error={closeError}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={SUPPORT_OUTCOME_MAX}
                  value={outcome}
                  onChange={(e) => setOutcome(e.target.value)}
                  className={`${inputClasses} py-2`}
                />
              )}
            </FormField>
            <Button type="submit" variant="secondary" busy={update.isPending} busyLabel="Closing…">
              Close conversation
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
