import { useId } from 'react';
import { PayoutShortfalls } from './payout-shortfalls';
import { Reconciliations } from './reconciliations';
import { TrialBalanceTable } from './trial-balance';

/** The Reports tab's view of the double-entry ledger. */
export function BooksSection() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-6 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Books
        </h2>
        <p className="text-sm text-slate-600">
          The double-entry ledger: what every account type holds, the bank's closing balances beside it, and
          the returns that wait for their offering to be funded.
        </p>
      </div>
      <TrialBalanceTable />
      <Reconciliations />
      <PayoutShortfalls />
    </section>
  );
}
