import { formatUsd } from '@app/contract/money';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgePercent,
  IdCard,
  type LucideIcon,
  Scale,
  Users,
  Wallet,
} from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useAdminStats } from '../api/get-admin-stats';

interface Stat {
  label: string;
  value: string;
  Icon: LucideIcon;
}

/** Total Users, Pending Deposits, Pending Withdrawals, Total Balance, Pending Verifications, Adjustments and Fee Revenue. */
export function StatCards() {
  const stats = useAdminStats();
  if (stats.isError) return <Alert tone="error">{errorMessage(stats.error)}</Alert>;
  const n = (v: number) => v.toLocaleString('en-US');
  const items: Stat[] = stats.data
    ? [
        { label: 'Total Users', value: n(stats.data.totalUsers), Icon: Users },
        { label: 'Pending Deposits', value: n(stats.data.pendingDeposits), Icon: ArrowDownToLine },
        { label: 'Pending Withdrawals', value: n(stats.data.pendingWithdrawals), Icon: ArrowUpFromLine },
        { label: 'Total Balance', value: formatUsd(stats.data.totalBalance, 'en-US'), Icon: Wallet },
        { label: 'Pending Verifications', value: n(stats.data.pendingKyc), Icon: IdCard },
        { label: 'Pending Adjustments', value: n(stats.data.pendingAdjustments), Icon: Scale },
        { label: 'Fee Revenue', value: formatUsd(stats.data.feeRevenue, 'en-US'), Icon: BadgePercent },
      ]
    : [];
  return (
    <section
      aria-label="Summary"
      className="grid grid-flow-row-dense grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 2xl:grid-cols-6"
    >
      {stats.isPending
        ? Array.from({ length: 7 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))
        : items.map(({ label, value, Icon }) => (
            <div
              key={label}
              className={`rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm sm:p-5 ${
                // On a phone the balance gets a whole row; the dense flow fills the row it leaves, so the
                // six other cards pair up with no gap.
                label === 'Total Balance' ? 'max-md:col-span-2' : ''
              }`}
            >
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-medium text-slate-600">{label}</p>
                <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              </div>
              <p
                className="mt-2 truncate text-xl font-bold text-slate-900 tabular-nums sm:text-2xl"
                title={value}
              >
                {value}
              </p>
            </div>
          ))}
    </section>
  );
}
