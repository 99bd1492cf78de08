import type { WalletRequest } from '@app/contract/wallet-responses';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { Alert } from '../ui/alert';
import { EmptyState } from '../ui/empty-state';
import { Skeleton } from '../ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { RequestCard } from './request-card';

/** Spec: 4 loading skeletons. */
const SKELETON_KEYS = ['s1', 's2', 's3', 's4'] as const;

/** The cards of one tab: 4 skeletons while loading, the error, an empty state, or the list. */
export function RequestList({
  kind,
  requests,
  loading,
  error,
  emptyHint,
}: {
  kind: 'deposit' | 'withdrawal';
  requests: WalletRequest[];
  loading: boolean;
  error: string | null;
  /** Replaces the customer's own 'appears here after your first…' line (an admin reads it too). */
  emptyHint?: string;
}) {
  if (loading) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only" role="status">
          Loading…
        </span>
        {SKELETON_KEYS.map((key) => (
          <Skeleton key={key} className="h-28 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (error) return <Alert tone="error">{error}</Alert>;
  if (requests.length === 0) {
    return kind === 'deposit' ? (
      <EmptyState Icon={ArrowDownToLine} title="No deposits yet">
        {emptyHint ?? 'Your deposit history appears here after your first deposit.'}
      </EmptyState>
    ) : (
      <EmptyState Icon={ArrowUpFromLine} title="No withdrawals yet">
        {emptyHint ?? 'Your withdrawal history appears here after your first withdrawal.'}
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3">
      {requests.map((r) => (
        <li key={r._id}>
          <RequestCard kind={kind} request={r} />
        </li>
      ))}
    </ul>
  );
}

type ByKind<T> = { deposit?: T; withdrawal?: T };

/** Deposits (n) / Withdrawals (n) tabs, each a RequestList: the Transactions page and an admin's view. */
export function RequestTabs({
  deposits,
  withdrawals,
  loading = false,
  errors = {},
  emptyHints = {},
  label = 'Transaction type',
}: {
  deposits: WalletRequest[];
  withdrawals: WalletRequest[];
  loading?: boolean;
  errors?: ByKind<string | null>;
  emptyHints?: ByKind<string>;
  label?: string;
}) {
  return (
    <Tabs defaultValue="deposits">
      <TabsList aria-label={label}>
        <TabsTrigger value="deposits">Deposits ({deposits.length})</TabsTrigger>
        <TabsTrigger value="withdrawals">Withdrawals ({withdrawals.length})</TabsTrigger>
      </TabsList>
      <TabsContent value="deposits">
        <RequestList
          kind="deposit"
          requests={deposits}
          loading={loading}
          error={errors.deposit ?? null}
          emptyHint={emptyHints.deposit}
        />
      </TabsContent>
      <TabsContent value="withdrawals">
        <RequestList
          kind="withdrawal"
          requests={withdrawals}
          loading={loading}
          error={errors.withdrawal ?? null}
          emptyHint={emptyHints.withdrawal}
        />
      </TabsContent>
    </Tabs>
  );
}
