import { isOnSale, NOT_ON_SALE_MSG } from '@app/contract/holding-life';
import type { Offering } from '@app/contract/investments-responses';
import { formatReturnBasis, returnBasis } from '@app/contract/return-basis';
import { OfferingImage } from '../../../components/investments/offering-image';
import { PerformanceBadge, PerformanceNote } from '../../../components/investments/performance-status';
import { Button } from '../../../components/ui/button';
import { SidePanel } from '../../../components/ui/side-panel';
import { formatUsd } from '../../../lib/format';
import { RiskStatement } from './risk-statement';

/**
 * Investment details side panel. No badge: nothing checks an offering beyond what its terms say, so
 * none is claimed.
 */
export function OfferingDetailsPanel({
  offering,
  open,
  onOpenChange,
  onInvest,
}: {
  offering: Offering | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvest: (offering: Offering) => void;
}) {
  const basis = offering ? returnBasis(offering) : null;
  return (
    <SidePanel
      open={open && offering !== null}
      onOpenChange={onOpenChange}
      title={offering?.name ?? 'Investment details'}
      description={offering ? `${offering.category} investment` : undefined}
      footer={
        offering &&
        (isOnSale(offering) ? (
          <Button size="lg" fullWidth onClick={() => onInvest(offering)}>
            Invest Now
          </Button>
        ) : (
          <p className="text-sm font-medium text-slate-800" data-testid="not-on-sale">
            {NOT_ON_SALE_MSG}
          </p>
        ))
      }
    >
      {offering && (
        <div className="space-y-5">
          {!isOnSale(offering) && (
            <div className="space-y-2">
              <PerformanceBadge status={offering.performance} />
              <PerformanceNote status={offering.performance} note={offering.performanceNote} />
            </div>
          )}
          <div className="relative overflow-hidden rounded-xl">
            <OfferingImage src={offering.img} category={offering.category} className="h-44 w-full" />
          </div>
          <dl className="grid grid-cols-2 gap-3">
            <div
              className="col-span-2 rounded-xl border border-brand-200 bg-brand-50 p-3"
              data-testid="return-basis"
            >
              <dt className="text-sm text-slate-600">Return</dt>
              <dd className="mt-0.5 text-lg font-semibold text-brand-800 tabular-nums">
                {formatReturnBasis(offering)}
              </dd>
            </div>
            {[
              ['Duration', offering.duration, 'until it matures'],
              ['Price per unit', formatUsd(offering.pricePerUnit), '1 to 100 units'],
              ['Investors', String(offering.investors), 'have invested in it'],
            ].map(([label, value, hint]) => (
              // The third tile takes the whole row rather than leave half of it empty.
              <div key={label} className="rounded-xl border border-slate-200 p-3 last:col-span-2">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
                <dd className="text-xs text-slate-600">{hint}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-700">
            The return is paid once, at maturity: {basis?.overTerm ?? offering.investmentReturn} of the amount
            you invest. The yearly rate is that return spread over a year, without compounding, so offerings
            of different lengths compare. On the maturity date your amount invested plus the return is paid
            into your wallet automatically.
          </p>
          <RiskStatement />
        </div>
      )}
    </SidePanel>
  );
}
