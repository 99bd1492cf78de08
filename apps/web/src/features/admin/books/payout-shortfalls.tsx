import { LEDGER_MSG } from '@app/contract/ledger';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format';
import { usePayoutShortfalls } from '../api/get-books';
import { ListError, ListLoading } from '../components/list-states';

const usd = (dollars: number) => formatUsd(dollars, 'en-US');

/**
 * Matured holdings whose return their offering's payout funding cannot cover yet, oldest first:
 * the principal is paid, the return waits. Funding the offering (Investments tab) pays them.
 */
export function PayoutShortfalls() {
  const list = usePayoutShortfalls();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900">
          Returns waiting for funding
        </h3>
        <p className="text-sm text-slate-600">
          The principal of these holdings is paid; the return is paid, oldest first, once its offering's
          payout funding covers it. Fund an offering from the Investments tab.
        </p>
      </div>
      {list.isPending ? (
        <ListLoading label="Loading the returns waiting for funding…" rows={2} />
      ) : list.isError ? (
        <ListError error={list.error} fallback={LEDGER_MSG.fetchFailed} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          No returns are waiting for funding.
        </p>
      ) : (
        <ul aria-label="Returns waiting for funding, oldest first" className="space-y-2">
          {list.data.map((s) => (
            <li
              key={s.holdingId}
              className="grid gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-6"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{s.investmentName}</p>
                <Link
                  to={paths.adminCustomer(s.userId)}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  Open the customer<span className="sr-only"> holding {s.investmentName}</span>
                </Link>
              </div>
              <dl className="contents">
                <div>
                  <dt className="text-slate-600">Return due</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">{usd(s.due)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Shortfall</dt>
                  <dd className="font-semibold text-amber-900 tabular-nums">{usd(s.shortfall)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
