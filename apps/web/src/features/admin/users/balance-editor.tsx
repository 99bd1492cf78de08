import { type EditBalanceFormValues, editBalanceFormSchema } from '@app/contract/admin';
import { MSG } from '@app/contract/messages';
import { formatUsd } from '@app/contract/money';
import type { User } from '@app/contract/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useEditBalance } from '../api/use-edit-balance';

/**
 * The pencil's inline editor: the labelled new balance (dollars) with the change it books in words
 * ("+$500.00 to Ivy Investor"), the internal reason and the message the customer is mailed, confirm
 * and cancel. The server books the difference as an `adjustment`, or, past
 * the customer's 24-hour approval limit, files it for a second admin; confirm is disabled while it saves.
 */
export function BalanceEditor({ user, onDone: close }: { user: User; onDone: () => void }) {
  const edit = useEditBalance();
  // The button that opened the editor is hidden while it is open: give the focus back to it once it
  // is there again, so it never falls to the page body.
  const onDone = () => {
    close();
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-balance-opener="${CSS.escape(user._id)}"]`)?.focus(),
    );
  };
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<EditBalanceFormValues>({
    resolver: zodResolver(editBalanceFormSchema),
    defaultValues: { newBalance: user.balance.toFixed(2), reason: '', customerMessage: '' },
  });
  // The change as it will book, in words, before Confirm: "+$500.00 to Ivy Investor".
  const typed = Number(watch('newBalance'));
  const changeCents = Number.isFinite(typed) ? Math.round(typed * 100) - Math.round(user.balance * 100) : 0;
  const change =
    changeCents === 0
      ? 'No change yet'
      : `${changeCents < 0 ? '−' : '+'}${formatUsd(Math.abs(changeCents) / 100, 'en-US')} ${
          changeCents < 0 ? 'from' : 'to'
        } ${user.name}`;
  const ids = {
    amount: `balance-${user._id}`,
    reason: `reason-${user._id}`,
    message: `customer-message-${user._id}`,
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await edit.mutateAsync({
        userId: user._id,
        newBalanceValue: Number(values.newBalance),
        reason: values.reason,
        ...(values.customerMessage ? { customerMessage: values.customerMessage } : {}),
      });
      // Above the approval limit nothing is booked yet: say so, not 'Successful!'.
      if ('data' in answer) toast.info(answer.message);
      else toast.success(MSG.successful);
      onDone();
    } catch (e) {
      toast.error(MSG.failed);
      if (!applyServerFieldErrors(e, setError, ['reason', 'customerMessage'])) {
        setError('newBalance', { type: 'server', message: errorMessage(e, MSG.failed) });
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(e) => e.key === 'Escape' && onDone()}
      aria-label={`New balance for ${user.name}`}
      className="w-full space-y-2 text-left md:max-w-64"
    >
      <label htmlFor={ids.amount} className="block text-xs font-medium text-slate-700">
        New balance (USD)
      </label>
      <Input
        id={ids.amount}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        autoFocus
        aria-invalid={errors.newBalance ? true : undefined}
        aria-describedby={`${ids.amount}-change${errors.newBalance ? ` ${ids.amount}-error` : ''}`}
        className="h-10 tabular-nums"
        {...register('newBalance')}
      />
      <p
        id={`${ids.amount}-change`}
        aria-live="polite"
        className="text-sm font-medium text-slate-900 tabular-nums"
      >
        {change}
      </p>
      <FieldError id={`${ids.amount}-error`} message={errors.newBalance?.message} />
      <Input
        id={ids.reason}
        aria-label="Reason for the change"
        placeholder="Internal reason (required)"
        maxLength={500}
        aria-invalid={errors.reason ? true : undefined}
        aria-describedby={errors.reason ? `${ids.reason}-error` : undefined}
        className="h-10 text-sm"
        {...register('reason')}
      />
      <FieldError id={`${ids.reason}-error`} message={errors.reason?.message} />
      <Input
        id={ids.message}
        aria-label="Message to the customer"
        placeholder="Message to the customer (optional)"
        maxLength={500}
        aria-invalid={errors.customerMessage ? true : undefined}
        aria-describedby={errors.customerMessage ? `${ids.message}-error` : undefined}
        className="h-10 text-sm"
        {...register('customerMessage')}
      />
      <FieldError id={`${ids.message}-error`} message={errors.customerMessage?.message} />
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          busy={edit.isPending}
          busyLabel="Saving…"
          aria-label="Confirm new balance"
          aria-describedby={`${ids.amount}-change`}
        >
          <Check aria-hidden="true" className="size-4" />
          Confirm
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={edit.isPending}>
          <X aria-hidden="true" className="size-4" />
          Cancel
        </Button>
      </div>
    </form>
  );
}
