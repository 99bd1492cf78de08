import type { User } from '@app/contract/user';
import type { WalletRequest } from '@app/contract/wallet-responses';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshMoneyViews } from '../../lib/queries/money-views';
import { AddPaymentMethodPanel } from './components/add-payment-method-panel';
import { DepositPanel } from './components/deposit-panel';
import { RequestSubmittedDialog, type SubmittedRequest } from './components/request-submitted-dialog';
import { WithdrawPanel } from './components/withdraw-panel';
import type { WalletPanel } from './use-wallet-panels';

export type { WalletPanel } from './use-wallet-panels';

/**
 * The Deposit Money, Withdraw Money and Add Payment Method side panels and the 'Request Submitted'
 * dialog. Done refreshes the user and the request lists through TanStack Query (no page reload).
 */
export function WalletPanels({
  user,
  panel,
  setPanel,
}: {
  user: User;
  panel: WalletPanel | null;
  setPanel: (p: WalletPanel | null) => void;
}) {
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState<SubmittedRequest | null>(null);
  // After adding a method from inside Deposit or Withdraw, go back to that panel.
  const [returnTo, setReturnTo] = useState<WalletPanel | null>(null);

  const onOpenChange = (p: WalletPanel) => (isOpen: boolean) => setPanel(isOpen ? p : null);
  const addFrom = (p: WalletPanel) => () => {
    setReturnTo(p);
    setPanel('add-payment-method');
  };
  const onSubmitted = (kind: SubmittedRequest['kind']) => (request: WalletRequest) => {
    setPanel(null);
    setSubmitted({ kind, request });
  };
  const onDone = () => {
    setSubmitted(null);
    void refreshMoneyViews(queryClient);
  };

  return (
    <>
      <DepositPanel
        open={panel === 'deposit'}
        onOpenChange={onOpenChange('deposit')}
        bankAccounts={user.bankAccounts}
        onAddPaymentMethod={addFrom('deposit')}
        onSubmitted={onSubmitted('deposit')}
      />
      <WithdrawPanel
        open={panel === 'withdraw'}
        onOpenChange={onOpenChange('withdraw')}
        balance={user.balance}
        bankAccounts={user.bankAccounts}
        onAddPaymentMethod={addFrom('withdraw')}
        onSubmitted={onSubmitted('withdrawal')}
      />
      <AddPaymentMethodPanel
        open={panel === 'add-payment-method'}
        onOpenChange={(isOpen) => {
          setPanel(isOpen ? 'add-payment-method' : returnTo);
          if (!isOpen) setReturnTo(null);
        }}
        defaultHolderName={user.name}
        onAdded={() => {
          setPanel(returnTo);
          setReturnTo(null);
        }}
      />
      <RequestSubmittedDialog submitted={submitted} onDone={onDone} />
    </>
  );
}
