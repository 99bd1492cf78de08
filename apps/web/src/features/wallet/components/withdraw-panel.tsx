import { SELECT_ACCOUNT, SELECT_BANK } from '@app/contract/banks';
import { dollarsToCents } from '@app/contract/money';
import type { BankAccount } from '@app/contract/user';
import { WALLET_SOURCE, type WalletRequest, withdrawFormSchema } from '@app/contract/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AmountField } from '../../../components/money/amount-field';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { SidePanel } from '../../../components/ui/side-panel';
import { errorMessage } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { formatUsd } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toast } from '../../../lib/toast';
import { useCreateWithdrawal } from '../api/use-create-request';
import { BankAccountField } from './bank-account-field';
import { NoPaymentMethod } from './no-payment-method';

export interface WithdrawPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  balance: number;
  bankAccounts: BankAccount[];
  onAddPaymentMethod: () => void;
  onSubmitted: (request: WalletRequest) => void;
}

/** Withdraw Money (spec: side panels, §5): the amount is held at once and paid out once approved. */
export function WithdrawPanel({ open, onOpenChange, ...rest }: WithdrawPanelProps) {
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Withdraw Money"
      description="The amount is reserved from your balance at once and paid out once approved."
    >
      <WithdrawForm {...rest} />
    </SidePanel>
  );
}

function WithdrawForm({
  balance,
  bankAccounts,
  onAddPaymentMethod,
  onSubmitted,
}: Omit<WithdrawPanelProps, 'open' | 'onOpenChange'>) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const withdraw = useCreateWithdrawal();
  const schema = useMemo(() => withdrawFormSchema(dollarsToCents(balance) ?? 0), [balance]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      source: WALLET_SOURCE,
      bankAccountId: bankAccounts.length === 1 ? bankAccounts[0]!._id : '',
      amount: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await withdraw.mutateAsync({
        amountCents: values.amount,
        bankAccountId: values.bankAccountId,
        idempotencyKey,
      });
      onSubmitted(answer.data);
    } catch (e) {
      if (applyServerFieldErrors(e, setError, ['amount', 'bankAccountId'])) return;
      toast.error(errorMessage(e));
    }
  });

  if (bankAccounts.length === 0) return <NoPaymentMethod onAdd={onAddPaymentMethod} />;
  const busy = isSubmitting || withdraw.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Withdraw from" error={errors.source?.message}>
        {(control) => (
          <Select {...control} {...register('source')}>
            <option value="">{SELECT_ACCOUNT}</option>
            <option value={WALLET_SOURCE}>Wallet balance ({formatUsd(balance)})</option>
          </Select>
        )}
      </FormField>
      <BankAccountField
        label="Withdraw to"
        placeholder={SELECT_BANK}
        bankAccounts={bankAccounts}
        registration={register('bankAccountId')}
        error={errors.bankAccountId?.message}
      />
      <AmountField
        registration={register('amount')}
        error={errors.amount?.message}
        hint={`Available: ${formatUsd(balance)}. Minimum $100; at most $50,000 per request and $10,000 in 24 hours.`}
      />
      <Button type="submit" size="lg" fullWidth busy={busy} busyLabel="Submitting…">
        Request Withdrawal
      </Button>
    </form>
  );
}
