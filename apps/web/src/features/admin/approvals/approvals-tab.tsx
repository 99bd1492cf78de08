import { APPROVAL_MSG, type Approval } from '@app/contract/adjustments';
import { formatUsd } from '@app/contract/money';
import { ShieldCheck } from 'lucide-react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useApprovals } from '../api/get-approvals';
import { useDecideApproval } from '../api/use-decide-approval';
import { ListError, ListLoading } from '../components/list-states';
import { useDecisionConfirm } from '../components/use-decision-confirm';
import { ApprovalCard, approvalSubject, approvalTitle, signedUsd } from './approval-card';

const usd = (dollars: number) => formatUsd(dollars, 'en-US');

/** What an approval books, as the confirmation states it. */
const APPROVED_BOOKS: Record<Approval['kind'], string> = {
  adjustment: 'the change is booked to the balance and the customer is emailed.',
  deposit: 'the change is booked to the balance and the customer is emailed.',
  funding:
    "the amount moves from the bank account to the offering's payout funding, and the delayed returns it covers are paid.",
  recovery:
    'the amount is paid to the holders pro rata to the principal each has outstanding, and each is emailed.',
  write_off:
    'what is left of each active holding is written off as of now, the holdings end and the holders are emailed.',
};

interface Pending {
  approval: Approval;
  decision: 'approved' | 'rejected';
}

/** The change as it would book: the amount, the balance now and after, and whether it moved. */
function BookingPreview({ approval: a, decision }: Pending) {
  if (a.balanceNow === undefined || a.balanceAfter === undefined) return null;
  return (
    <div className="mt-4 space-y-3 text-sm">
      <dl className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{signedUsd(a.amount)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Balance now</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{usd(a.balanceNow)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{decision === 'approved' ? 'After approval' : 'After rejection'}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {usd(decision === 'approved' ? a.balanceAfter : a.balanceNow)}
          </dd>
        </div>
      </dl>
      {a.balanceThen !== undefined && (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
          The balance has moved since this was asked: it was {usd(a.balanceThen)}. Approving books the change
          that was asked for, {signedUsd(a.amount)}.
        </p>
      )}
    </div>
  );
}

/**
 * Everything that waits for a second admin, in one place, oldest first (ADR 027, ADR 042): large
 * balance edits, deposits, payout fundings, recoveries and write-offs past the approval limit. The
 * admin who asked sees them without buttons.
 */
export function ApprovalsTab({ selfId }: { selfId: string }) {
  const list = useApprovals();
  const decide = useDecideApproval();
  const { pending, ask, dialogProps } = useDecisionConfirm<Pending>({
    send: decide.mutateAsync,
    busy: decide.isPending,
  });
  const verb = pending?.decision === 'approved' ? 'Approve' : 'Reject';

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        A balance edit or deposit that would carry a customer's total of the last 24 hours past the approval
        limit waits here until a second admin decides it, as do a payout funding or a recovery that would
        carry an offering's fundings or recoveries of the last 24 hours past it, and a write-off of more than
        the limit.
      </p>
      {list.isPending ? (
        <ListLoading label="Loading what waits for approval…" rows={3} />
      ) : list.isError ? (
        <ListError
          error={list.error}
          fallback={APPROVAL_MSG.fetchFailed}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyState Icon={ShieldCheck} title="Nothing waits for a second admin">
          Large balance edits, deposits, payout fundings, recoveries and write-offs appear here, oldest first.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Waiting for a second admin, oldest first">
          {list.data.data.map((approval) => (
            <li key={`${approval.kind}-${approval._id}`} className="flex min-w-0">
              <ApprovalCard
                approval={approval}
                selfId={selfId}
                onDecide={(decision) => ask({ approval, decision })}
              />
            </li>
          ))}
        </ul>
      )}
      <Dialog
        {...dialogProps}
        title={pending ? `${verb} ${approvalTitle(pending.approval).toLowerCase()}?` : ''}
        description={
          pending
            ? `${approvalSubject(pending.approval)}: ${
                pending.decision === 'rejected' ? 'nothing is booked.' : APPROVED_BOOKS[pending.approval.kind]
              } This cannot be undone.`
            : undefined
        }
      >
        {pending && <BookingPreview {...pending} />}
      </Dialog>
    </div>
  );
}
