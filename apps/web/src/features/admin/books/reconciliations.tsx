import {
  LEDGER_MSG,
  type Reconciliation,
  type ReconciliationInput,
  reconciliationInputSchema,
} from '@app/contract/ledger';
import { MSG } from '@app/contract/messages';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage, isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime, formatUsd } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useReconciliations } from '../api/get-books';
import { useRecordReconciliation } from '../api/use-book-money';
import { dollarsOf, fieldErrorsOf } from '../components/check-form';
import { DollarsField } from '../components/dollars-field';
import { ListError, ListLoading } from '../components/list-states';
import { yesterdayUtc } from './yesterday';

const usd = (dollars: number) => formatUsd(dollars, 'en-US');
const signed = (dollars: number) =>
  dollars > 0 ? `+${usd(dollars)}` : dollars < 0 ? `−${usd(-dollars)}` : usd(0);
type Field = keyof ReconciliationInput;

/** What a reconciliation found, in words: for the live region after recording it. */
const outcome = (r: Reconciliation) =>
  r.difference === 0
    ? `The bank and the ledger agree on ${formatDate(r.date)}.`
    : `The bank differs from the ledger by ${signed(r.difference)} on ${formatDate(r.date)}.`;

/**
 * The bank reconciliation: an admin enters the bank's real closing balance for a day, the server sets
 * it beside the ledger's bank account at that day's close and records (and audits) the difference.
 */
export function Reconciliations() {
  const list = useReconciliations();
  const record = useRecordReconciliation();
  const [values, setValues] = useState({ date: yesterdayUtc(), bankBalance: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [said, setSaid] = useState('');
  const headingId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { date: values.date, bankBalance: dollarsOf(values.bankBalance) };
    const found = fieldErrorsOf<Field>(reconciliationInputSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0 || body.bankBalance === undefined) return;
    try {
      const answer = await record.mutateAsync({ date: body.date, bankBalance: body.bankBalance });
      toast.success(LEDGER_MSG.reconciled);
      setSaid(outcome(answer.data));
      setValues((v) => ({ ...v, bankBalance: '' }));
    } catch (err) {
      if (isApiError(err) && err.errors) setErrors(err.errors as Partial<Record<Field, string>>);
      toast.error(errorMessage(err, MSG.failed));
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Bank reconciliation
      </h3>
      <p className="text-sm text-slate-600">
        Enter what the bank statement says the platform held at the close of a day (UTC). The difference is
        the bank less the ledger's bank account: it should be $0.00.
      </p>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Record a reconciliation"
        className="grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-start"
      >
        <FormField label="Day (UTC)" error={errors.date}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.date}
              onChange={(e) => setValues((v) => ({ ...v, date: e.target.value }))}
            />
          )}
        </FormField>
        <DollarsField
          label="Bank closing balance (USD)"
          value={values.bankBalance}
          error={errors.bankBalance}
          onChange={(bankBalance) => setValues((v) => ({ ...v, bankBalance }))}
        />
        <Button type="submit" className="sm:mt-7" busy={record.isPending} busyLabel="Recording…">
          Record
        </Button>
      </form>
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-900 empty:hidden">
        {said}
      </p>
      {list.isPending ? (
        <ListLoading label="Loading reconciliations…" rows={2} />
      ) : list.isError ? (
        <ListError error={list.error} fallback={LEDGER_MSG.fetchFailed} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-slate-600">No reconciliation recorded yet.</p>
      ) : (
        <ul aria-label="Past reconciliations, newest first" className="space-y-2">
          {list.data.map((r) => (
            <ReconciliationItem key={r.createdAt} r={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReconciliationItem({ r }: { r: Reconciliation }) {
  const off = r.difference !== 0;
  const facts: [string, string][] = [
    ['Bank', usd(r.bankBalance)],
    ['Ledger', usd(r.ledgerBalance)],
    ['Difference', signed(r.difference)],
    ['By', r.by.name],
    ['Recorded', formatDateTime(r.createdAt)],
  ];
  return (
    <li
      aria-label={`Reconciliation of ${formatDate(r.date)}`}
      className={cn(
        'rounded-xl border p-3 text-sm',
        off ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
      )}
    >
      <p className="font-semibold text-slate-900">
        {formatDate(r.date)}
        {off ? ' · does not match' : ' · matches'}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-600">{label}</dt>
            <dd
              className={cn(
                'break-words tabular-nums',
                label === 'Difference' && off ? 'font-semibold text-amber-900' : 'text-slate-900',
              )}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
