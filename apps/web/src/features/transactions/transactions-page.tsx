import { PRODUCT_NAME } from '@app/contract/brand';
import { EXPORT_FILE_NAMES } from '@app/contract/history-rules';
import { WALLET_MSG } from '@app/contract/wallet-rules';
import { Download } from 'lucide-react';
import { MovementHistory } from '../../components/money/movement-history';
import { RequestTabs } from '../../components/money/request-list';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api';
import { getStoredUserId } from '../../lib/auth-storage';
import { useCurrentUser } from '../../lib/current-user';
import { useWalletHistory } from '../../lib/queries/wallet-requests';
import { StatementsList } from './statements-list';
import { SummaryCards } from './summary-cards';
import { TaxStatementsList } from './tax-statements-list';
import { downloadCsv, transactionsCsv } from './transactions-csv';

/**
 * Transactions: the account history (server pages, filters, totals, its CSV), the requests (summary
 * cards, Deposits (n) / Withdrawals (n) tabs, their own CSV beside them) and the monthly statements.
 * Each export sits with what it holds and says so in its name and file name.
 */
export function TransactionsPage() {
  const me = useCurrentUser();
  const userId = me.data?._id ?? getStoredUserId();
  // Rendered once when both lists have arrived (useWalletHistory); on a failed load the list is
  // emptied and the message shown (docs/product.md §8).
  const history = useWalletHistory(userId);
  const { deposits, withdrawals } = history;
  const loading = !userId || history.loading;

  const exportCsv = () => {
    const day = new Date().toISOString().slice(0, 10);
    downloadCsv(EXPORT_FILE_NAMES.requests(day), transactionsCsv(deposits, withdrawals));
  };

  return (
    <>
      <title>{`Transactions · ${PRODUCT_NAME}`}</title>
      <PageHeader
        title="Transactions"
        description="Every movement of your wallet, your deposit and withdrawal requests, monthly statements and yearly tax statements."
      />
      <div className="space-y-6">
        <MovementHistory />
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <h2 className="text-lg font-semibold text-slate-900">Requests</h2>
          <Button
            variant="outline"
            onClick={exportCsv}
            disabled={loading || deposits.length + withdrawals.length === 0}
          >
            <Download aria-hidden="true" className="size-4" />
            Requests (CSV)
          </Button>
        </div>
        <SummaryCards deposits={deposits} withdrawals={withdrawals} loading={loading} />
        <RequestTabs
          deposits={deposits}
          withdrawals={withdrawals}
          loading={loading}
          errors={{
            deposit: history.depositsError
              ? errorMessage(history.depositsError, WALLET_MSG.depositsFetchFailed)
              : null,
            withdrawal: history.withdrawalsError
              ? errorMessage(history.withdrawalsError, WALLET_MSG.withdrawalsFetchFailed)
              : null,
          }}
        />
        <StatementsList />
        <TaxStatementsList />
      </div>
    </>
  );
}
