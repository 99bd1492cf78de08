import { formatUsd } from '@app/contract/money';
import type { WalletRequest } from '@app/contract/wallet';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { bankAccountLabel } from '../../../lib/bank-label';
import { formatDate } from '../../../lib/format';
import type { RequestKind } from '../api/admin-paths';
import { DecisionButtons } from '../components/decision-buttons';

export const statusLabel = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : 'Unknown');
export const kindLabel = (kind: RequestKind) => (kind === 'deposit' ? 'Deposit' : 'Withdrawal');

/**
 * Where a withdrawal's money goes: the holder, the bank and the masked number (ADR 046), so the
 * admin who approves sees the destination, not only the customer.
 */
export const payoutDestination = (request: WalletRequest) =>
  request.bankAccount
    ? `${request.bankAccount.accountHolderName}, ${bankAccountLabel(request.bankAccount)}`
    : 'No payout account on file';

/** Type, reference, status, Customer, Amount, Pays to (withdrawals), Date; Approve and Reject only while pending. */
export function RequestCard({
  kind,
  request,
  onDecide,
}: {
  kind: RequestKind;
  request: WalletRequest;
  onDecide: (status: 'approved' | 'rejected') => void;
}) {
  const Icon = kind === 'deposit' ? ArrowDownToLine : ArrowUpFromLine;
  const type = kindLabel(kind);
  return (
    <Card className="flex w-full flex-col p-4 sm:p-5">
      <article aria-label={`${type} request ${request.reference}`} className="flex flex-1 flex-col">
        <header className="flex items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50">
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
            </span>
            <div>
              <p className="font-semibold text-slate-900">{type}</p>
              <p className="font-mono text-sm font-semibold whitespace-nowrap text-slate-600">
                {request.reference}
              </p>
            </div>
          </div>
          <Badge tone={statusTone(request.status)}>{statusLabel(request.status)}</Badge>
        </header>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-600">Customer</dt>
          <dd className="min-w-0 truncate text-right font-medium text-slate-900" title={request.userId.email}>
            {request.userId.name}
          </dd>
          <dt className="text-slate-600">Amount</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums">
            {formatUsd(request.amount, 'en-US')}
          </dd>
          {kind === 'withdrawal' && (
            <>
              <dt className="text-slate-600">Pays to</dt>
              <dd className="min-w-0 break-words text-right font-medium text-slate-900">
                {payoutDestination(request)}
              </dd>
            </>
          )}
          <dt className="text-slate-600">Date</dt>
          <dd className="text-right text-slate-900">
            <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
          </dd>
        </dl>
        {request.reason && (
          <p className="mt-3 rounded-lg bg-red-50 p-2 text-sm text-red-900">
            <span className="font-semibold">Reason given: </span>
            {request.reason}
          </p>
        )}
        {request.approvals?.map((a) => (
          <p key={a.at} className="mt-3 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
            Approved once by {a.by.name}: waits for a second admin.
          </p>
        ))}
        {request.status === 'pending' && (
          <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
            <DecisionButtons
              onDecide={onDecide}
              stretch
              subject={`${type.toLowerCase()} ${request.reference} of ${formatUsd(request.amount, 'en-US')} for ${request.userId.name}`}
            />
          </div>
        )}
      </article>
    </Card>
  );
}
