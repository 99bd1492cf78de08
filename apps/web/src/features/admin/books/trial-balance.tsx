import { LEDGER_ACCOUNT_LABELS, LEDGER_MSG } from '@app/contract/ledger';
import { useId } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatUsd } from '../../../lib/format';
import { useTrialBalance } from '../api/get-books';
import { ListError } from '../components/list-states';

const usd = (dollars: number) => formatUsd(dollars, 'en-US');
const cell = 'py-2 pl-3 text-right tabular-nums';

/**
 * Every account type's balance in a debit and a credit column. The API gives credit balances as
 * positive and debit balances (the bank) as negative, so a negative balance goes to the debit side.
 */
export function TrialBalanceTable() {
  const balance = useTrialBalance();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Trial balance
      </h3>
      {balance.isPending ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : balance.isError ? (
        <ListError
          error={balance.error}
          fallback={LEDGER_MSG.fetchFailed}
          onRetry={() => void balance.refetch()}
        />
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Trial balance: every account type's total, now</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Account
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Debit
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Credit
                  </th>
                </tr>
              </thead>
              <tbody>
                {balance.data.data.map((row) => (
                  <tr key={row.account} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                      {LEDGER_ACCOUNT_LABELS[row.account]}
                    </th>
                    <td className={cell}>{row.balance < 0 ? usd(-row.balance) : ''}</td>
                    <td className={cell}>{row.balance >= 0 ? usd(row.balance) : ''}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold text-slate-900">
                  <th scope="row" className="py-2 pr-3">
                    Total (credits less debits)
                  </th>
                  <td colSpan={2} className={cell}>
                    {usd(balance.data.total)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className="text-sm text-slate-600">
            {balance.data.total === 0
              ? 'The total is zero because every movement of money is booked twice, once out of one account and once into another, so the debits and the credits always match.'
              : 'The total should be zero, because every movement is booked out of one account and into another. It is not: tell the engineers before any money moves.'}
          </p>
        </>
      )}
    </section>
  );
}
