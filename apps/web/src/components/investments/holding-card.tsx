import type { Holding } from '@app/contract/investments-responses';
import { plural } from '@app/contract/plurals';
import { formatReturnBasis } from '@app/contract/return-basis';
import { CalendarClock, CircleCheck, Hourglass } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { formatDate, formatDateTime, formatUsd } from '../../lib/format';
import { Badge, type BadgeTone } from '../ui/badge';
import { MaturityInstructionPicker } from './maturity-instruction';
import { OfferingImage } from './offering-image';
import { PerformanceBadge, PerformanceNote } from './performance-status';

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd
        className={
          strong ? 'font-semibold text-brand-700 tabular-nums' : 'font-semibold text-slate-900 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}

const BADGES: Record<Holding['status'], { label: string; tone: BadgeTone }> = {
  reflection: { label: 'Reflection period', tone: 'warning' },
  active: { label: 'Active', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  written_off: { label: 'Written off', tone: 'danger' },
};

/**
 * One holding: what was bought, at which terms, what it returns and when. `actions` (the
 * customer's cancel button) shows while the purchase is in its reflection period; the admin's view
 * of a customer adds the consent and key information sheet acknowledgement. A completed holding
 * whose return its offering's payout funding could not yet cover says so: its principal is paid,
 * the return follows once the offering is funded.
 */
export function HoldingCard({
  holding,
  actions,
  canChoose = true,
}: {
  holding: Holding;
  actions?: ReactNode;
  /** False on the admin's view: the maturity instruction is shown, not changed. */
  canChoose?: boolean;
}) {
  const headingId = useId();
  const delayedId = useId();
  const completed = holding.status === 'completed';
  const writtenOff = holding.status === 'written_off';
  const cancelled = holding.status === 'cancelled';
  const delayed = completed && holding.returnDelayed;
  const badge = BADGES[holding.status];
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm shadow-slate-900/5 sm:flex-row"
    >
      <div className="hidden shrink-0 sm:block">
        <OfferingImage src={holding.img} category={holding.category} className="h-24 w-32 rounded-xl" />
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 id={headingId} className="font-semibold text-slate-900">
              {holding.investmentName}
            </h3>
            <p className="text-sm text-slate-600">
              {plural(holding.unitsPurchased, 'unit')} × {formatUsd(holding.pricePerUnit)} ·{' '}
              {formatReturnBasis(holding)}
            </p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <PerformanceBadge status={holding.performance} />
            <Badge tone={badge.tone}>{badge.label}</Badge>
            {delayed && (
              <Badge tone="warning" aria-describedby={delayedId}>
                <Hourglass aria-hidden="true" className="size-3.5" />
                Return delayed
              </Badge>
            )}
          </div>
        </div>
        {!completed && !writtenOff && (
          <PerformanceNote status={holding.performance} note={holding.performanceNote} />
        )}
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Fact label="Amount invested" value={formatUsd(holding.amountInvested)} />
          {cancelled ? (
            // A cancelled purchase earns nothing: the card states the refund, not a return.
            <Fact label="Refunded" value={formatUsd(holding.amountInvested + holding.fee)} strong />
          ) : (
            <>
              <Fact
                label={delayed ? 'Return to come' : completed ? 'Return earned' : 'Expected return'}
                value={formatUsd(holding.expectedReturn)}
                strong
              />
              <Fact
                label={completed ? 'Paid out' : 'Expected total'}
                value={formatUsd(delayed ? holding.amountInvested : holding.expectedTotal)}
              />
            </>
          )}
          <Fact label="Start date" value={formatDate(holding.startDate)} />
        </dl>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="whitespace-nowrap">
            Platform fee{' '}
            <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(holding.fee)}</span>
          </span>
          {holding.recovered > 0 && (
            <span className="whitespace-nowrap">
              Recovered{' '}
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatUsd(holding.recovered)}
              </span>
            </span>
          )}
          {writtenOff && (
            <span className="whitespace-nowrap">
              Written off{' '}
              <span className="font-semibold text-red-800 tabular-nums">{formatUsd(holding.writtenOff)}</span>
            </span>
          )}
          {holding.rolledFrom && <span>Reinvested from an earlier holding at maturity</span>}
          {holding.managementCharge > 0 && (
            <span className="whitespace-nowrap">
              {delayed
                ? 'Management charge, taken with the return'
                : completed
                  ? 'Management charge taken'
                  : 'Management charge at maturity'}{' '}
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatUsd(holding.managementCharge)}
              </span>
            </span>
          )}
        </p>
        {holding.status === 'reflection' && holding.reflectionEndsAt && (
          <div className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            <span>
              You can change your mind until {formatDateTime(holding.reflectionEndsAt)}: the whole amount, fee
              included, comes back to your cash balance.
            </span>
            {actions}
          </div>
        )}
        {holding.kiisAcknowledgedAt !== undefined && (
          <p
            className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600"
            data-testid="holding-protection"
          >
            <span>Large-order consent: {holding.consentGiven ? 'given' : 'not needed or not given'}</span>
            <span>
              Key information sheet:{' '}
              {holding.kiisAcknowledgedAt
                ? `acknowledged ${formatDateTime(holding.kiisAcknowledgedAt)}`
                : 'not acknowledged'}
            </span>
          </p>
        )}
        {delayed ? (
          <p id={delayedId} className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Your principal was paid into your wallet on{' '}
            {formatDate(holding.paidOutAt ?? holding.maturityDate)}. The return is paid from the offering's
            payout funding, which cannot cover it yet: it is paid into your wallet once the offering is
            funded.
          </p>
        ) : (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            {writtenOff ? (
              <>What was not recovered is written off: it will not be paid.</>
            ) : cancelled ? (
              <>
                <CircleCheck aria-hidden="true" className="size-4 text-slate-500" />
                Cancelled on {formatDate(holding.cancelledAt ?? holding.startDate)}; the whole amount was
                refunded
              </>
            ) : completed ? (
              <>
                <CircleCheck aria-hidden="true" className="size-4 text-brand-700" />
                Paid into your wallet on {formatDate(holding.paidOutAt ?? holding.maturityDate)}
              </>
            ) : (
              <>
                <CalendarClock aria-hidden="true" className="size-4 text-slate-500" />
                Matures on {formatDate(holding.maturityDate)}
              </>
            )}
          </p>
        )}
        {(holding.status === 'active' || holding.status === 'reflection') && (
          <MaturityInstructionPicker holding={holding} canChoose={canChoose} />
        )}
      </div>
    </article>
  );
}
