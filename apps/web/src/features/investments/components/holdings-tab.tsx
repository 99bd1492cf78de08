import { INVEST_MSG } from '@app/contract/investment-rules';
import type { Holding, HoldingsResponse } from '@app/contract/investments-responses';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleCheck, TrendingUp } from 'lucide-react';
import { HoldingCard } from '../../../components/investments/holding-card';
import { CancelHoldingButton } from '../../../components/protection/cancel-holding-button';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { ACTIVE_SUMMARY_LABELS, COMPLETED_SUMMARY_LABELS, ReturnSummaryCard } from './return-summary-card';

const tabOf = (s: Holding['status']) => (s === 'reflection' || s === 'active' ? 'active' : 'completed');

/** My Investments (active holdings) or Completed (paid out), each with its return summary card. */
export function HoldingsTab({
  status,
  holdings,
  onExplore,
}: {
  status: 'active' | 'completed';
  holdings: UseQueryResult<HoldingsResponse>;
  onExplore: () => void;
}) {
  if (holdings.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only" role="status">
          Loading your investments…
        </span>
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-36 rounded-2xl" />
      </div>
    );
  }
  if (holdings.isError)
    return <Alert tone="error">{errorMessage(holdings.error, INVEST_MSG.fetchFailed)}</Alert>;

  const completed = status === 'completed';
  // A purchase in its reflection period is active; a cancelled one is listed with the finished ones.
  const list = holdings.data.data.filter((h) => tabOf(h.status) === status);
  return (
    <div className="space-y-4">
      <ReturnSummaryCard
        summary={completed ? holdings.data.completed : holdings.data.active}
        labels={completed ? COMPLETED_SUMMARY_LABELS : ACTIVE_SUMMARY_LABELS}
      />
      {list.length === 0 ? (
        completed ? (
          <EmptyState Icon={CircleCheck} title="No completed investments yet">
            Completed investments appear here once they are due: on its maturity date, each investment pays
            the amount invested plus its return into your wallet (a return its offering's funding cannot cover
            yet follows once the offering is funded).
          </EmptyState>
        ) : (
          <EmptyState Icon={TrendingUp} title="You have no active investments">
            <p>Browse the offerings in Explore and buy your first units.</p>
            <Button className="mt-4" onClick={onExplore}>
              Explore investments
            </Button>
          </EmptyState>
        )
      ) : (
        <ul className="space-y-3" aria-label={completed ? 'Completed investments' : 'My investments'}>
          {list.map((h) => (
            <li key={h._id}>
              <HoldingCard holding={h} actions={<CancelHoldingButton holding={h} />} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
