import type { CustomerOverview } from '@app/contract/admin-customer';
import { plural } from '@app/contract/plurals';
import { Hourglass, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatUsd } from '../../../lib/format';
import { BalanceEditor } from '../users/balance-editor';
import { Section } from './section';

const ADJUSTMENTS_SHOWN = 5;

/**
 * The balance and its editor (the users tab's). Above the approval limit nothing is booked: the
 * change waits for a second admin, and the card says so until one decides it.
 */
export function BalanceCard({ customer, isSelf }: { customer: CustomerOverview; isSelf: boolean }) {
  const [editing, setEditing] = useState(false);
  const { user, adjustments } = customer;
  const pending = adjustments.filter((a) => a.status === 'pending');
  const decided = adjustments.filter((a) => a.status !== 'pending').slice(0, ADJUSTMENTS_SHOWN);
  return (
    <Section id="balance" title="Balance">
      <p className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="customer-balance">
        {formatUsd(user.balance, 'en-US')}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {plural(customer.holdings.count, 'holding')}, {formatUsd(customer.holdings.amountInvested, 'en-US')}{' '}
        invested · {plural(customer.requests.pending, 'pending request')}
      </p>
      <div className="mt-4">
        {editing ? (
          <BalanceEditor user={user} onDone={() => setEditing(false)} />
        ) : isSelf ? (
          <p className="text-sm text-slate-600">An admin cannot change their own balance.</p>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-balance-opener={user._id}>
            <Pencil aria-hidden="true" className="size-4" />
            Adjust balance
          </Button>
        )}
      </div>
      {pending.length > 0 && (
        <div className="mt-4 space-y-2" data-testid="pending-adjustments">
          {pending.map((a) => (
            <div
              key={a._id}
              className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm"
            >
              <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
              <p className="min-w-0 text-amber-900">
                <span className="font-semibold">Waiting for a second admin:</span>{' '}
                {formatUsd(a.from, 'en-US')} → {formatUsd(a.to, 'en-US')}, asked by {a.requestedBy.name} on{' '}
                {formatDateTime(a.createdAt)}. <span className="break-words">“{a.reason}”</span> Nothing is
                booked until another admin approves it.
              </p>
            </div>
          ))}
        </div>
      )}
      {decided.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Large adjustments decided</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {decided.map((a) => (
              <li key={a._id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Badge tone={statusTone(a.status)}>{a.status === 'approved' ? 'Approved' : 'Rejected'}</Badge>
                <span className="tabular-nums">
                  {formatUsd(a.from, 'en-US')} → {formatUsd(a.to, 'en-US')}
                </span>
                <span className="text-xs text-slate-500">
                  {a.decidedBy ? `by ${a.decidedBy.name}` : ''}
                  {a.decidedAt ? ` on ${formatDateTime(a.decidedAt)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
