import { INVEST_MSG } from '@app/contract/investment-rules';
import { ArrowRight, TrendingUp } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { CardSection } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api';
import { formatDate, formatUsd } from '../../lib/format';
import { useHoldings } from '../../lib/queries/holdings';

const SHOWN = 4;

/** The dashboard's My Investment panel: active holdings and their totals. */
export function MyInvestmentsPanel({ userId }: { userId: string }) {
  // Deferred: the list renders as a background transition (slices, no long task) when it arrives.
  const holdings = useDeferredValue(useHoldings(userId));
  const active = holdings.data?.data.filter((h) => h.status === 'active' || h.status === 'reflection') ?? [];
  return (
    <CardSection aria-labelledby="my-investment-heading" className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="my-investment-heading" className="text-lg font-semibold text-slate-900">
          My Investment
        </h2>
        <Link to={paths.investments} className="text-sm font-semibold text-brand-700 hover:underline">
          View all
        </Link>
      </div>
      {holdings.isPending ? (
        <div aria-busy="true" className="mt-4 space-y-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-12" />
        </div>
      ) : holdings.isError ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(holdings.error, INVEST_MSG.fetchFailed)}
        </Alert>
      ) : (
        <>
          <dl className="mt-4 space-y-1.5 rounded-xl bg-slate-50 p-4 text-sm">
            {[
              ['Amount invested', holdings.data.active.amountInvested, 'text-slate-900'],
              ['Expected return', holdings.data.active.expectedReturn, 'text-brand-700'],
              ['Expected total', holdings.data.active.expectedTotal, 'text-slate-900'],
            ].map(([label, value, tone]) => (
              <div key={label as string} className="flex items-baseline justify-between gap-3">
                <dt className="text-slate-600">{label}</dt>
                <dd className={`text-base font-semibold tabular-nums ${tone}`}>
                  {formatUsd(value as number)}
                </dd>
              </div>
            ))}
          </dl>
          {active.length === 0 ? (
            <div className="mt-4 flex flex-col items-start gap-3 text-sm text-slate-600">
              <p>You have no active investments yet.</p>
              <Link to={`${paths.investments}?tab=explore`} className={buttonClasses('secondary', 'sm')}>
                <TrendingUp aria-hidden="true" className="size-4" />
                Explore investments
              </Link>
            </div>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200" aria-label="Active investments">
              {active.slice(0, SHOWN).map((h) => (
                <li key={h._id} className="flex items-center justify-between gap-4 py-3">
                  <div className="min-w-0">
                    <p
                      className="line-clamp-2 font-medium break-words text-slate-900"
                      title={h.investmentName}
                    >
                      {h.investmentName}
                    </p>
                    <p className="text-sm text-slate-600">Matures {formatDate(h.maturityDate)}</p>
                  </div>
                  <div className="text-right tabular-nums">
                    <p className="font-semibold text-slate-900">{formatUsd(h.amountInvested)}</p>
                    <p className="text-sm text-brand-700">+{formatUsd(h.expectedReturn)}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {active.length > SHOWN && (
            <Link
              to={paths.investments}
              className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
            >
              {active.length - SHOWN} more <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </>
      )}
    </CardSection>
  );
}
