import type { User } from '@app/contract/user';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { formatUsd } from '../../lib/format';
import { Badge } from '../ui/badge';

/**
 * The dark card with the customer's wallet balance and whether they are verified, as the dashboard
 * and the investments page show it; each page brings its own heading, caption and actions.
 */
export function WalletBalanceCard({
  user,
  heading,
  caption,
  testId,
  actionsClassName,
  children,
}: {
  user: User;
  heading: string;
  caption: string;
  testId: string;
  /** The layout of the card's row: where the actions go beside the balance on wide screens. */
  actionsClassName: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="on-dark relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 p-6 text-white shadow-lg sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div className={cn('relative flex flex-col gap-6', actionsClassName)}>
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-sm font-medium text-brand-100">
              {heading}
            </h2>
            <Badge tone={user.isVerified ? 'success' : 'warning'}>
              {user.isVerified ? 'Verified' : 'Not Verified'}
            </Badge>
          </div>
          <p className="mt-2 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl" data-testid={testId}>
            {formatUsd(user.balance)}
          </p>
          <p className="mt-1 text-sm text-brand-100">{caption}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
