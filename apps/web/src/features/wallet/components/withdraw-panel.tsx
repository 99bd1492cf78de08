import { SELECT_BANK } from '@app/contract/banks';
import { dollarsToCents } from '@app/contract/money';
import type { BankAccount } from '@app/contract/user';
import { type WalletRequest, withdrawFormSchema } from '@app/contract/wallet';
import { useMemo } from 'react';
import { SidePanel } from '../../../components/ui/side-panel';
import { formatUsd } from '../../../lib/format';
import { useCreateWithdrawal } from '../api/use-create-request';
import { MoneyRequestForm } from './money-request-form';

export interface WithdrawPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  balance: number;
  bankAccounts: BankAccount[];
  onAddPaymentMethod: () => void;
  onSubmitted: (request: WalletRequest) => void;
}

/** Withdraw Money: the amount is held at once and paid out once approved. */
export function WithdrawPanel({ open, onOpenChange, balance, ...rest }: WithdrawPanelProps) {
  const withdraw = useCreateWithdrawal();
  const schema = useMemo(() => withdrawFormSchema(dollarsToCents(balance) ?? 0), [balance]);
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Withdraw Money"
      description="The amount is reserved from your balance at once and paid out once approved."
    >
      <MoneyRequestForm
        {...rest}
        schema={schema}
        send={withdraw.mutateAsync}
        bankLabel="Withdraw to"
        bankPlaceholder={SELECT_BANK}
        withdrawFrom={{ balance }}
        amountHint={`Available: ${formatUsd(balance)}. Minimum $100; at most $50,000 per request and $10,000 in 24 hours.`}
        submitLabel="Request Withdrawal"
      />
    </SidePanel>
  );
}
