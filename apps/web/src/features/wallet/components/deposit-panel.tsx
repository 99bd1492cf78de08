import { SELECT_ACCOUNT } from '@app/contract/banks';
import type { BankAccount } from '@app/contract/user';
import { depositFormSchema, type WalletRequest } from '@app/contract/wallet';
import { SidePanel } from '../../../components/ui/side-panel';
import { useCreateDeposit } from '../api/use-create-request';
import { MoneyRequestForm } from './money-request-form';

export interface DepositPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bankAccounts: BankAccount[];
  onAddPaymentMethod: () => void;
  onSubmitted: (request: WalletRequest) => void;
}

/** Deposit Money: a pending request, credited once an admin approves it. */
export function DepositPanel({ open, onOpenChange, ...rest }: DepositPanelProps) {
  const deposit = useCreateDeposit();
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Deposit Money"
      description="Request a deposit into your wallet. It is added to your balance once approved."
    >
      <MoneyRequestForm
        {...rest}
        schema={depositFormSchema}
        send={deposit.mutateAsync}
        bankLabel="Deposit from"
        bankPlaceholder={SELECT_ACCOUNT}
        submitLabel="Request Deposit"
        offerAnotherMethod
      />
    </SidePanel>
  );
}
