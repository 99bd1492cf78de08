import { formatRatePercent, formatReturnBasis } from '@app/contract/return-basis';
import { Sparkles } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOfferings } from '../api/get-offerings';
import { bestAnnualReturn } from '../best-annual-return';
import { RiskStatement } from './risk-statement';

/**
 * The dashboard's and the investments page's banner: the highest return per year among the live
 * offerings, the offering that pays it, and the plain risk statement beside it. Nothing when no
 * offering is live (or the list cannot be read): there is no return to state.
 */
export function ReturnBanner() {
  const offerings = useOfferings();
  if (offerings.isPending) return <Skeleton className="h-30 w-full rounded-2xl lg:h-20" />;
  const best = offerings.data ? bestAnnualReturn(offerings.data) : null;
  if (!best) return null;
  const { offering } = best;
  return (
    <section aria-label="Expected return" className="grid gap-3 lg:grid-cols-2">
      <div className="flex items-start gap-3 rounded-2xl border border-accent-300 bg-accent-300/25 px-5 py-4 text-slate-900">
        <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold">Highest target return: {formatRatePercent(best.annualBps)} a year</p>
          <p className="text-sm text-slate-700" data-testid="return-basis">
            {offering.name}: {formatReturnBasis(offering)}
          </p>
        </div>
      </div>
      <RiskStatement />
    </section>
  );
}
