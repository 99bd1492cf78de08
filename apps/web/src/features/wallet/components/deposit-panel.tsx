import { SELECT_ACCOUNT } from '@app/contract/banks';
import { ERROR_CODES } from '@app/contract/messages';
import type { BankAccount } from '@app/contract/user';
import { depositFormSchema, type WalletRequest } from '@app/contract/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AmountField } from '../../../components/money/amount-field';
import { Button } from '../../../components/ui/button';
import { SidePanel } from '../../../components/ui/side-panel';
import { errorMessage, isApiError } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toast } from '../../../lib/toast';
import { useCreateDeposit } from '../api/use-create-request';
import { BankAccountField } from './bank-account-field';
import { NoPaymentMethod } from './no-payment-method';

export interface DepositPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bankAccounts: BankAccount[];
  onAddPaymentMethod: () => void;
  onSubmitted: (request: WalletRequest) => void;
}

/** Deposit Money (spec: side panels, §5): a pending request, credited once an admin approves it. */
export function DepositPanel({ open, onOpenChange, ...rest }: DepositPanelProps) {
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Deposit Money"
      description="Request a deposit into your wallet. It is added to your balance once approved."
    >
      <DepositForm {...rest} />
    </SidePanel>
  );
}

function DepositForm({
  bankAccounts,
  onAddPaymentMethod,
  onSubmitted,
}: Omit<DepositPanelProps, 'open' | 'onOpenChange'>) {
  // One key per opened form (the panel's content mounts on open): a double submit moves money once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // A refusal the customer cannot fix in this form (too many requests waiting): said in the form.
  const [refusal, setRefusal] = useState<string | null>(null);
  const deposit = useCreateDeposit();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(depositFormSchema),
    defaultValues: { bankAccountId: bankAccounts.length === 1 ? bankAccounts[0]!._id : '', amount: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await deposit.mutateAsync({
        amountCents: values.amount,
        bankAccountId: values.bankAccountId,
        idempotencyKey,
      });
      onSubmitted(answer.data);
    } catch (e) {
      if (applyServerFieldErrors(e, setError, ['amount', 'bankAccountId'])) return;
      if (isApiError(e) && e.code === ERROR_CODES.TOO_MANY_PENDING_DEPOSITS) {
        setRefusal(e.message);
        return;
      }
      toast.error(errorMessage(e));
    }
  });

  if (bankAccounts.length === 0) return <NoPaymentMethod onAdd={onAddPaymentMethod} />;
  const busy = isSubmitting || deposit.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <BankAccountField
        label="Deposit from"
        placeholder={SELECT_ACCOUNT}
        bankAccounts={bankAccounts}
        registration={register('bankAccountId')}
        error={errors.bankAccountId?.message}
      />
      <AmountField registration={register('amount')} error={errors.amount?.message} />
      {refusal && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {refusal}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth busy={busy} busyLabel="Submitting…">
        Request Deposit
      </Button>
      <button
        type="button"
        onClick={onAddPaymentMethod}
        className="w-full text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        Add another payment method
      </button>
    </form>
  );
}
