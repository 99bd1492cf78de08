import type { Holding } from '@app/contract/investments-responses';
import { plural } from '@app/contract/plurals';
import { formatReturnBasis } from '@app/contract/return-basis';
import { CalendarClock, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatUsd } from '../../../lib/format';
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

/** One holding: what was bought, at which terms, what it returns and when; `canChoose` false for admins. */
export function HoldingCard({ holding, canChoose = true }: { holding: Holding; canChoose?: boolean }) {
  const headingId = useId();
  const completed = holding.status === 'completed';
  const writtenOff = holding.status === 'written_off';
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
            <Badge tone={writtenOff ? 'danger' : completed ? 'success' : 'info'}>
              {writtenOff ? 'Written off' : completed ? 'Completed' : 'Active'}
            </Badge>
          </div>
        </div>
        {!completed && <PerformanceNote status={holding.performance} note={holding.performanceNote} />}
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Fact label="Amount invested" value={formatUsd(holding.amountInvested)} />
          <Fact
            label={completed ? 'Return earned' : 'Expected return'}
            value={formatUsd(holding.expectedReturn)}
            strong
          />
          <Fact label={completed ? 'Paid out' : 'Expected total'} value={formatUsd(holding.expectedTotal)} />
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
              {completed ? 'Management charge taken' : 'Management charge at maturity'}{' '}
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatUsd(holding.managementCharge)}
              </span>
            </span>
          )}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          {writtenOff ? (
            <>What was not recovered is written off: it will not be paid.</>
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
        {holding.status === 'active' && <MaturityInstructionPicker holding={holding} canChoose={canChoose} />}
      </div>
    </article>
  );
}
