import type { User } from '@app/contract/user';
import { ArrowDownToLine, ArrowUpFromLine, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { formatUsd } from '../../lib/format';

export interface BalanceCardProps {
  user: User;
  onDeposit: () => void;
  onWithdraw: () => void;
}

/** Wallet balance with the Deposit, Withdraw and Invest actions (spec: Dashboard). */
export function BalanceCard({ user, onDeposit, onWithdraw }: BalanceCardProps) {
  const onDark = 'border-white/25 bg-white/10 px-3 text-white hover:bg-white/20 active:bg-white/25 sm:px-6';
  return (
    <section
      aria-labelledby="balance-heading"
      className="on-dark relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 p-6 text-white shadow-lg sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div className="relative flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="balance-heading" className="text-sm font-medium text-brand-100">
              Wallet balance
            </h2>
            <Badge tone={user.isVerified ? 'success' : 'warning'}>
              {user.isVerified ? 'Verified' : 'Not Verified'}
            </Badge>
          </div>
          <p
            className="mt-2 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl"
            data-testid="balance"
          >
            {formatUsd(user.balance)}
          </p>
          <p className="mt-1 text-sm text-brand-100">Available to invest or withdraw</p>
        </div>
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
            className={buttonClasses(
              'secondary',
              'lg',
              'col-span-2 bg-white text-brand-900 hover:bg-brand-50',
            )}
          >
            <TrendingUp aria-hidden="true" className="size-5 shrink-0" />
            Invest
          </Link>
        </div>
      </div>
    </section>
  );
}
