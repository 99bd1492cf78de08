import type { Offering } from '@app/contract/investments-responses';
import { BadgeCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SidePanel } from '../../../components/ui/side-panel';
import { formatUsd } from '../../../lib/format';
import { OfferingImage } from './offering-image';
import { RiskStatement } from './risk-statement';

/** Investment details side panel (spec: with a 'Verified Opportunity' badge). */
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
  return (
    <SidePanel
      open={open && offering !== null}
      onOpenChange={onOpenChange}
      title={offering?.name ?? 'Investment details'}
      description={offering ? `${offering.category} investment` : undefined}
      footer={
        offering && (
          <Button size="lg" fullWidth onClick={() => onInvest(offering)}>
            Invest Now
          </Button>
        )
      }
    >
      {offering && (
        <div className="space-y-5">
          <div className="relative overflow-hidden rounded-xl">
            <OfferingImage src={offering.img} category={offering.category} className="h-44 w-full" />
          </div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Verified Opportunity
          </p>
          <dl className="grid grid-cols-2 gap-3">
            {[
              ['Return', offering.investmentReturn, 'for the whole term'],
              ['Duration', offering.duration, 'until it matures'],
              ['Price per unit', formatUsd(offering.pricePerUnit), '1 to 100 units'],
              ['Investors', String(offering.investors), 'so far'],
            ].map(([label, value, hint]) => (
              <div key={label} className="rounded-xl border border-slate-200 p-3">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
                <dd className="text-xs text-slate-600">{hint}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-700">
            The return is a percent of the amount you invest, for the whole term (not per year). On the
            maturity date your amount invested plus the return is paid into your wallet automatically.
          </p>
          <RiskStatement />
        </div>
      )}
    </SidePanel>
  );
}
