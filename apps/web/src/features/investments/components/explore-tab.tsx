import { INVEST_MSG } from '@app/contract/investment-rules';
import type { Offering } from '@app/contract/investments-responses';
import { plural } from '@app/contract/plurals';
import { Compass } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveStatus } from '../../../components/ui/live-status';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useOfferings } from '../api/get-offerings';
import { type CategoryChoice, CategoryFilter, categoriesIn } from './category-filter';
import { type OfferingActions, OfferingCard } from './offering-card';
import { VerificationBanner } from './verification-notice';

/** Explore: category buttons and the offerings on sale. No return summary here (spec). */
export function ExploreTab({ verified, ...actions }: OfferingActions & { verified: boolean }) {
  const offerings = useOfferings();
  const [category, setCategory] = useState<CategoryChoice>('All');

  if (offerings.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only" role="status">
          Loading investments…
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-80 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (offerings.isError)
    return <Alert tone="error">{errorMessage(offerings.error, INVEST_MSG.fetchFailed)}</Alert>;

  const all: Offering[] = offerings.data;
  const choices = categoriesIn(all);
  const current = choices.includes(category) ? category : 'All';
  const shown = current === 'All' ? all : all.filter((o) => o.category === current);
  return (
    <div className="space-y-5">
      {!verified && <VerificationBanner />}
      {all.length === 0 ? (
        <EmptyState Icon={Compass} title="No investments on offer right now">
          New opportunities are added regularly. Please check back soon.
        </EmptyState>
      ) : (
        <>
          <CategoryFilter choices={choices} value={current} onChange={setCategory} />
          <LiveStatus>
            {`${plural(shown.length, 'investment')}${current === 'All' ? '' : ` in ${current}`}`}
          </LiveStatus>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Investment offerings">
            {shown.map((o) => (
              <li key={o._id} className="flex">
                <OfferingCard offering={o} {...actions} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
