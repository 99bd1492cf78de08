import type { WalletRequest } from '@app/contract/wallet-responses';
import { DEFAULT_PAYMENT_METHOD } from '@app/contract/wallet-rules';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { formatDateTime, formatUsd } from '../../lib/format';
import { Badge, statusTone } from '../ui/badge';
import { Card } from '../ui/card';
import { PayToDetails } from './pay-to-details';

const statusLabel = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : 'Unknown');

/**
 * One request: type, method, status, amount, 24-hour date and time and its short reference (spec:
 * Transactions); a pending deposit says how to send the money, a rejected request why.
 */
export function RequestCard({ kind, request }: { kind: 'deposit' | 'withdrawal'; request: WalletRequest }) {
  const Icon = kind === 'deposit' ? ArrowDownToLine : ArrowUpFromLine;
  const type = kind === 'deposit' ? 'Deposit' : 'Withdrawal';
  return (
    <Card className="p-4 sm:p-5">
      <article
        aria-label={`${type} of ${formatUsd(request.amount)}`}
        className="flex items-start gap-3 sm:gap-4"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100">
          <Icon aria-hidden="true" className="size-5 text-slate-700" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h2 className="font-semibold text-slate-900">{type}</h2>
              <Badge tone={statusTone(request.status)}>{statusLabel(request.status)}</Badge>
            </div>
            <p className="shrink-0 text-right text-lg font-bold text-slate-900 tabular-nums">
              {formatUsd(request.amount)}
            </p>
          </div>
          <p className="mt-0.5 text-sm text-slate-600">{request.method || DEFAULT_PAYMENT_METHOD}</p>
          <p className="mt-2 text-xs text-slate-500">
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            Reference{' '}
            <span className="font-mono font-semibold whitespace-nowrap text-slate-700">
              {request.reference}
            </span>
          </p>
          {request.reason && (
            <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">
              <span className="font-semibold">Reason: </span>
              {request.reason}
            </p>
          )}
          {request.payTo && <PayToDetails payTo={request.payTo} className="mt-3" />}
        </div>
      </article>
    </Card>
  );
}
