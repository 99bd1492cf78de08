import { REASON_MAX } from '@app/contract/fields';
import {
  HOLDING_LIFE_MSG,
  PERFORMANCE_LABELS,
  PERFORMANCE_STATUSES,
  type PerformanceStatus,
  performanceSchema,
  recoverySchema,
  writeOffSchema,
} from '@app/contract/holding-life';
import type { AdminOffering } from '@app/contract/investments';
import { MSG } from '@app/contract/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, inputClasses } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { usePayRecovery, useSetPerformance, useWriteOff } from '../api/use-offering-life';

export type LifeAction = 'performance' | 'recovery' | 'write-off';
export interface PendingLife {
  offering: AdminOffering;
  action: LifeAction;
}

const TITLES: Record<LifeAction, string> = {
  performance: 'Performance status',
  recovery: 'Pay a recovery',
  'write-off': 'Write off',
};
const DESCRIPTIONS: Record<LifeAction, string> = {
  performance: 'Every customer holding it is mailed the status and your note, and sees both on the holding.',
  recovery:
    'The amount is paid to the active holders pro rata to the principal each has outstanding, to the cent. Past the approval limit (with the last 24 hours’ recoveries) it waits for a second admin.',
  'write-off':
    'What is left of each active holding’s principal is written off: the holdings end and the holders are mailed. More than the approval limit waits for a second admin.',
};

/** The admin's dialog for an offering's status, a recovery payment or a write-off. */
export function OfferingLifeDialog({
  pending,
  onClose,
}: {
  pending: PendingLife | null;
  onClose: () => void;
}) {
  const performance = useSetPerformance();
  const recovery = usePayRecovery();
  const writeOff = useWriteOff();
  const [status, setStatus] = useState<PerformanceStatus>('performing');
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = performance.isPending || recovery.isPending || writeOff.isPending;
  useEffect(() => {
    if (!pending) return;
    setStatus(pending.offering.performance);
    setNote(pending.action === 'performance' ? pending.offering.performanceNote : '');
    setAmount('');
    setErrors({});
  }, [pending]);

  if (!pending) return <Dialog open={false} onOpenChange={() => undefined} title="" />;
  const { offering, action } = pending;
  const fail = (issues: { path: PropertyKey[]; message: string }[]) =>
    setErrors(Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message])));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      let message: string;
      if (action === 'performance') {
        const checked = performanceSchema.safeParse({ status, note });
        if (!checked.success) return fail(checked.error.issues);
        message = (await performance.mutateAsync({ offeringId: offering._id, ...checked.data })).message;
      } else if (action === 'recovery') {
        const dollars = amount.trim() === '' ? undefined : Number(amount);
        const checked = recoverySchema.safeParse({ amount: dollars, note });
        if (!checked.success) return fail(checked.error.issues);
        message = (
          await recovery.mutateAsync({ offeringId: offering._id, amount: dollars!, note: checked.data.note })
        ).message;
      } else {
        const checked = writeOffSchema.safeParse({ note });
        if (!checked.success) return fail(checked.error.issues);
        message = (await writeOff.mutateAsync({ offeringId: offering._id, note: checked.data.note })).message;
      }
      toast.success(message);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, MSG.failed));
    }
  };
  const formId = `life-${action}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`${TITLES[action]}: ${offering.name}`}
      description={DESCRIPTIONS[action]}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={action === 'write-off' ? 'danger' : 'primary'}
            busy={busy}
            busyLabel="Saving…"
          >
            {action === 'performance' ? 'Save status' : action === 'recovery' ? 'Pay recovery' : 'Write off'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        {action === 'performance' && (
          <FormField label="Status" error={errors.status}>
            {(control) => (
              <Select
                {...control}
                value={status}
                onChange={(e) => setStatus(e.target.value as PerformanceStatus)}
              >
                {PERFORMANCE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {PERFORMANCE_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
        {action === 'recovery' && (
          <FormField label="Amount recovered (USD)" error={errors.amount}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                placeholder="0.00"
              />
            )}
          </FormField>
        )}
        <FormField
          label={
            action === 'performance' ? 'Note to the holders' : 'Note (the holders read it in their mail)'
          }
          error={errors.note}
          hint={action === 'performance' ? HOLDING_LIFE_MSG.noteRequired : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={REASON_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={cn(inputClasses, 'py-2.5')}
            />
          )}
        </FormField>
      </form>
    </Dialog>
  );
}
