import { ADJUSTMENT_MSG, type Adjustment, type AdjustmentDecision } from '@app/contract/adjustments';
import { MSG } from '@app/contract/messages';
import { formatUsd } from '@app/contract/money';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage, isApiError } from '../../../lib/api';
import { useAdjustments } from '../api/get-adjustments';
import { useDecideAdjustment } from '../api/use-decide-adjustment';
import { ListFilter } from '../components/list-filter';
import { ListError, ListLoading } from '../components/list-states';
import { useDecisionConfirm } from '../components/use-decision-confirm';
import { AdjustmentCard } from './adjustment-card';

interface Pending {
  adjustment: Adjustment;
  decision: AdjustmentDecision;
}

/**
 * Balance edits above the approval limit (ADR 025): pending ones first, decided by an admin other
 * than the one who asked. Approving books the change; rejecting books nothing.
 */
export function AdjustmentsTab({ selfId }: { selfId: string }) {
  const [show, setShow] = useState<'pending' | 'all'>('pending');
  const list = useAdjustments(show === 'pending' ? 'pending' : undefined);
  const decide = useDecideAdjustment();
  const { pending, ask, dialogProps } = useDecisionConfirm<Pending>({
    send: ({ adjustment, decision }) => decide.mutateAsync({ id: adjustment._id, decision }),
    busy: decide.isPending,
    failure: (e) =>
      isApiError(e) && e.status === 409 ? ADJUSTMENT_MSG.alreadyDecided : errorMessage(e, MSG.failed),
  });
  const verb = pending?.decision === 'approved' ? 'Approve' : 'Reject';

  return (
    <div className="space-y-4">
      <ListFilter
        label="Show"
        value={show}
        onChange={(value) => setShow(value === 'all' ? 'all' : 'pending')}
      >
        <option value="pending">Pending</option>
        <option value="all">All</option>
      </ListFilter>
      {list.isPending ? (
        <ListLoading label="Loading adjustments…" rows={3} />
      ) : list.isError ? (
        <ListError
          error={list.error}
          fallback={ADJUSTMENT_MSG.fetchFailed}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyState Icon={Scale} title={show === 'pending' ? 'No adjustments waiting' : 'No adjustments yet'}>
          Balance edits above the approval limit wait here for a second admin.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Adjustments">
          {list.data.data.map((adjustment) => (
            <li key={adjustment._id} className="flex min-w-0">
              <AdjustmentCard
                adjustment={adjustment}
                selfId={selfId}
                onDecide={(decision) => ask({ adjustment, decision })}
              />
            </li>
          ))}
        </ul>
      )}
      <Dialog
        {...dialogProps}
        title={`${verb} adjustment?`}
        description={
          pending
            ? `${pending.adjustment.userId.name}: ${formatUsd(pending.adjustment.from, 'en-US')} → ${formatUsd(
                pending.adjustment.to,
                'en-US',
              )}. ${
                pending.decision === 'approved'
                  ? 'The change is booked to the balance and the customer is emailed.'
                  : 'Nothing is booked.'
              } This cannot be undone.`
            : undefined
        }
      />
    </div>
  );
}
