import { isOnSale, NOT_ON_SALE_MSG } from '@app/contract/holding-life';
import type { Offering } from '@app/contract/investments-responses';
import { plural } from '@app/contract/plurals';
import { formatReturnBasis, returnBasis } from '@app/contract/return-basis';
import { Users } from 'lucide-react';
import { useId } from 'react';
import { OfferingImage } from '../../../components/investments/offering-image';
import { PerformanceBadge, PerformanceNote } from '../../../components/investments/performance-status';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatUsd } from '../../../lib/format';

export interface OfferingActions {
  onDetails: (offering: Offering) => void;
  onInvest: (offering: Offering) => void;
}

/**
 * One offering in Explore: picture, terms at a glance, Details and Invest. One that is not on sale
 * shows its status and the admin's note instead of the Invest button.
 */
export function OfferingCard({ offering, onDetails, onInvest }: { offering: Offering } & OfferingActions) {
  const headingId = useId();
  const basis = returnBasis(offering);
  const onSale = isOnSale(offering);
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm shadow-slate-900/5"
    >
      <div className="relative">
        <OfferingImage src={offering.img} category={offering.category} className="h-36 w-full" />
        <Badge tone="neutral" className="absolute top-3 left-3 bg-white/95">
          {offering.category}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 text-base font-semibold break-words text-slate-900">
            {offering.name}
          </h3>
          <PerformanceBadge status={offering.performance} />
        </div>
        <dl className="grid grid-cols-2 gap-x-2 gap-y-3 text-sm">
          <div className="col-span-2" data-testid="return-basis">
            <dt className="text-slate-600">Return</dt>
            <dd className="font-semibold text-brand-700 tabular-nums">
              {basis ? (
                <>
                  {basis.annual} <span className="font-normal text-slate-600">· {basis.overTerm}</span>
                </>
              ) : (
                formatReturnBasis(offering)
              )}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Duration</dt>
            <dd className="font-semibold text-slate-900">{offering.duration}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Per unit</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(offering.pricePerUnit)}</dd>
          </div>
        </dl>
        <p className="text-sm text-slate-600">
          {offering.managementFee
            ? `Management charge ${offering.managementFee} a year, taken from the payout at maturity.`
            : 'No management charge.'}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <Users aria-hidden="true" className="size-4" />
          {plural(offering.investors, 'investor')}
        </p>
        {!onSale && (
          <>
            <PerformanceNote status={offering.performance} note={offering.performanceNote} />
            <p className="text-sm font-medium text-slate-800" data-testid="not-on-sale">
              {NOT_ON_SALE_MSG}
            </p>
          </>
        )}
        <div className={onSale ? 'mt-auto grid grid-cols-2 gap-2' : 'mt-auto grid gap-2'}>
          <Button
            variant="outline"
            onClick={() => onDetails(offering)}
            aria-label={`Details of ${offering.name}`}
          >
            Details
          </Button>
          {onSale && (
            <Button onClick={() => onInvest(offering)} aria-label={`Invest in ${offering.name}`}>
              Invest
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
