import type { User } from '@app/contract/user';
import { ArrowDownToLine, ArrowUpFromLine, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { WalletBalanceCard } from '../../components/money/wallet-balance-card';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';

export interface BalanceCardProps {
  user: User;
  onDeposit: () => void;
  onWithdraw: () => void;
}

/** Wallet balance with the Deposit, Withdraw and Invest actions (spec: Dashboard). */
export function BalanceCard({ user, onDeposit, onWithdraw }: BalanceCardProps) {
  const onDark = 'border-white/25 bg-white/10 px-3 text-white hover:bg-white/20 active:bg-white/25 sm:px-6';
  return (
    <WalletBalanceCard
      user={user}
      heading="Wallet balance"
      caption="Available to invest or withdraw"
      testId="balance"
      actionsClassName="lg:flex-row lg:items-end lg:justify-between"
    >
      <div className="grid grid-cols-2 gap-2 sm:flex sm:gap-3">
        <Button size="lg" variant="outline" className={onDark} onClick={onDeposit}>
          <ArrowDownToLine aria-hidden="true" className="size-5 shrink-0" />
          Deposit
        </Button>
        <Button size="lg" variant="outline" className={onDark} onClick={onWithdraw}>
          <ArrowUpFromLine aria-hidden="true" className="size-5 shrink-0" />
          Withdraw
        </Button>
        <Link
          to={paths.investments}
          className={buttonClasses('secondary', 'lg', 'col-span-2 bg-white text-brand-900 hover:bg-brand-50')}
        >
          <TrendingUp aria-hidden="true" className="size-5 shrink-0" />
          Invest
        </Link>
      </div>
    </WalletBalanceCard>
  );
}
