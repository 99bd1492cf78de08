import type { User } from '@app/contract/user';
import { GraduationCap } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatUsd } from '../../../lib/format';

/** The wallet balance (what purchases are paid from) and the Learn button. */
export function InvestmentsBalanceCard({ user, onLearn }: { user: User; onLearn: () => void }) {
  return (
    <section
      aria-labelledby="invest-balance-heading"
      className="on-dark relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 p-6 text-white shadow-lg sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="invest-balance-heading" className="text-sm font-medium text-brand-100">
              Available to invest
            </h2>
            <Badge tone={user.isVerified ? 'success' : 'warning'}>
              {user.isVerified ? 'Verified' : 'Not Verified'}
            </Badge>
          </div>
          <p
            className="mt-2 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl"
            data-testid="invest-balance"
          >
            {formatUsd(user.balance)}
          </p>
          <p className="mt-1 text-sm text-brand-100">Your wallet balance</p>
        </div>
        <Button variant="outline" size="lg" onClick={onLearn}>
          <GraduationCap aria-hidden="true" className="size-5" />
          Learn
        </Button>
      </div>
    </section>
  );
}
