import type { PayTo } from '@app/contract/wallet-responses';
import { payToLines, WALLET_MSG } from '@app/contract/wallet-rules';
import { Landmark } from 'lucide-react';
import { Fragment } from 'react';
import { cn } from '../../lib/cn';

/**
 * How a pending deposit reaches the platform: its bank details and the reference to put on the
 * transfer (the same lines the "received" mail carries).
 */
export function PayToDetails({ payTo, className }: { payTo: PayTo; className?: string }) {
  return (
    <section
      aria-label="How to send the money"
      className={cn('rounded-xl border border-brand-200 bg-brand-50/60 p-4 text-sm', className)}
    >
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Landmark aria-hidden="true" className="size-4 text-brand-700" />
        How to send the money
      </h3>
      <p className="mt-1 text-slate-700">{WALLET_MSG.payToHowTo}</p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
        {payToLines(payTo).map((line) => (
          <Fragment key={line.field}>
            <dt className="text-slate-600">{line.label}</dt>
            <dd
              data-pay-to={line.field}
              className={cn(
                'text-right font-medium break-words text-slate-900',
                line.field === 'reference' && 'font-mono text-base font-bold tracking-wide text-brand-800',
              )}
            >
              {line.value}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
