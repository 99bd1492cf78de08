import { APPROVAL_MSG, type Approval, approvalDecisionSchema } from '@app/contract/approvals';
import { REASON_MAX } from '@app/contract/fields';
import { formatUsd } from '@app/contract/money';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
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
  withdrawal:
    "the held amount leaves the platform to the customer's payout account and the customer is emailed.",
  offering_terms:
    "the offering's new return or term applies to new purchases; its holders keep the terms they bought at.",
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
  reason?: string | undefined;
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
 * Everything that waits for a second admin, in one place, oldest first (the approval gate, ADR 043):
 * every kind on one card. The admin who asked sees them without buttons; a rejection asks why.
 */
export function ApprovalsTab({ selfId }: { selfId: string }) {
  const list = useApprovals();
  const decide = useDecideApproval();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const { pending, ask, dialogProps } = useDecisionConfirm<Pending>({
    send: (p) => decide.mutateAsync({ ...p, reason: p.decision === 'rejected' ? reason.trim() : undefined }),
    // A rejection says why, checked by the contract's rule before it is sent.
    ready: (p) => {
      const checked = approvalDecisionSchema.safeParse({
        decision: p.decision,
        reason: reason.trim() || undefined,
      });
      if (!checked.success)
        setReasonError(checked.error.issues[0]?.message ?? APPROVAL_MSG.rejectionReasonRequired);
      return checked.success;
    },
    busy: decide.isPending,
  });
  const askDecision = (p: Pending) => {
    setReason('');
    setReasonError(undefined);
    ask(p);
  };
  const verb = pending?.decision === 'approved' ? 'Approve' : 'Reject';

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Every admin money action (balance edits, deposit and withdrawal approvals, payout fundings, recoveries
        and write-offs) waits here for a second admin when it would carry the customer's or offering's total
        of the last 24 hours past the approval limit, or the asking admin's own total of the last 24 hours,
        across every kind and customer, past the daily limit. A new return or term for an offering with
        holders always waits here.
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
                onDecide={(decision) => askDecision({ approval, decision })}
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
        {pending?.decision === 'rejected' && (
          <div className="mt-4">
            <FormField
              label="Reason for the rejection"
              hint="The admin who asked reads it with the decision."
              error={reasonError}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="reason"
                  rows={3}
                  maxLength={REASON_MAX}
                  value={reason}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setReasonError(undefined);
                  }}
                  className={cn(inputClasses, 'py-2.5')}
                />
              )}
            </FormField>
          </div>
        )}
      </Dialog>
    </div>
  );
}
