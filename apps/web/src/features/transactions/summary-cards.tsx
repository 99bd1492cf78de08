import { centsToDollars, dollarsToCents } from '@app/contract/money';
import type { WalletRequest } from '@app/contract/wallet-responses';
import { ArrowDownToLine, ArrowUpFromLine, Clock, type LucideIcon } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatUsd } from '../../lib/format';

/** Sum in integer cents, so many small amounts never drift; dollars only for display. */
const approvedTotal = (list: WalletRequest[]) =>
  centsToDollars(
    list.filter((r) => r.status === 'approved').reduce((sum, r) => sum + (dollarsToCents(r.amount) ?? 0), 0),
  );

function SummaryCard({
  label,
  value,
  note,
  Icon,
  loading,
}: {
  label: string;
  value: string;
  note: string;
  Icon: LucideIcon;
  loading: boolean;
}) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {loading ? (
          <Skeleton className="mt-1.5 h-7 w-28" />
        ) : (
          <p className="mt-0.5 truncate text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
            {value}
          </p>
        )}
        <p className="mt-0.5 text-xs text-slate-500">{note}</p>
      </div>
    </Card>
  );
}

/** Total Deposits, Total Withdrawals (approved, 2 decimals) and Pending Requests (both kinds). */
export function SummaryCards({
  deposits,
  withdrawals,
  loading,
}: {
  deposits: WalletRequest[];
  withdrawals: WalletRequest[];
  loading: boolean;
}) {
  const pending = [...deposits, ...withdrawals].filter((r) => r.status === 'pending').length;
  return (
    <section aria-label="Summary" className="grid gap-4 sm:grid-cols-3">
      <SummaryCard
        label="Total Deposits"
        value={formatUsd(approvedTotal(deposits))}
        note="Approved deposits"
        Icon={ArrowDownToLine}
        loading={loading}
      />
      <SummaryCard
        label="Total Withdrawals"
        value={formatUsd(approvedTotal(withdrawals))}
        note="Approved withdrawals; pending ones are not counted"
        Icon={ArrowUpFromLine}
        loading={loading}
      />
      <SummaryCard
        label="Pending Requests"
        value={String(pending)}
        note="Deposits and withdrawals awaiting review"
        Icon={Clock}
        loading={loading}
      />
    </section>
  );
}
