import {
  EXPORT_FILE_NAMES,
  HISTORY_MSG,
  MOVEMENT_LABELS,
  MOVEMENT_TYPES,
  type MovementPage,
  type MovementType,
  movementPageSchema,
} from '@app/contract/history';
import { plural } from '@app/contract/plurals';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { api, errorMessage } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { formatDateTime, formatUsd } from '../../lib/format';
import { historyApiPaths } from '../../lib/queries/history-paths';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { LiveStatus } from '../ui/live-status';
import { Select } from '../ui/select';
import { Skeleton } from '../ui/skeleton';

interface Filter {
  type: MovementType | '';
  from: string;
  to: string;
}

function queryOf(f: Filter, cursor?: string | null) {
  const q = new URLSearchParams();
  if (f.type) q.set('type', f.type);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (cursor) q.set('cursor', cursor);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Where the movements come from: the reader's own history, or a customer's for an admin. */
export interface MovementSource {
  /** GET: Movement pages, filters and cursor in the query. */
  path: string;
  queryKey: readonly unknown[];
  /** The CSV of the same filters, where one may be downloaded. */
  csvPath?: string;
}

const OWN_HISTORY: MovementSource = {
  path: historyApiPaths.transactions,
  queryKey: ['transactions'],
  csvPath: historyApiPaths.transactionsCsv,
};

/** Every movement of a wallet with its running balance: server pages, filters and totals. */
export function MovementHistory({
  source = OWN_HISTORY,
  title = 'Account history',
}: {
  source?: MovementSource;
  title?: string;
}) {
  const { csvPath } = source;
  const [filter, setFilter] = useState<Filter>({ type: '', from: '', to: '' });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const ids = { type: useId(), from: useId(), to: useId() };
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  const history = useInfiniteQuery({
    queryKey: [...source.queryKey, filter],
    enabled: !badRange,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<MovementPage> =>
      api.get(`${source.path}${queryOf(filter, pageParam)}`, { schema: movementPageSchema, signal }),
    getNextPageParam: (last) => last.nextCursor,
  });
  const pages = history.data?.pages ?? [];
  const movements = pages.flatMap((p) => p.data);
  const totals = pages[0]?.totals;
  const set = (patch: Partial<Filter>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>{title}</CardTitle>
        {csvPath && (
          <Button
            variant="outline"
            onClick={() => {
              setDownloadError(null);
              const name = EXPORT_FILE_NAMES.accountHistory(new Date().toISOString().slice(0, 10));
              downloadFile(`${csvPath}${queryOf(filter)}`, name).catch((e) =>
                setDownloadError(errorMessage(e)),
              );
            }}
            disabled={badRange}
          >
            <Download aria-hidden="true" className="size-4" />
            Account history (CSV)
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="space-y-1">
            <Label htmlFor={ids.type}>Type</Label>
            <Select
              id={ids.type}
              value={filter.type}
              onChange={(e) => set({ type: e.target.value as MovementType | '' })}
            >
              <option value="">All types</option>
              {MOVEMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {MOVEMENT_LABELS[t]}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={ids.from}>From</Label>
            <Input
              id={ids.from}
              type="date"
              value={filter.from}
              onChange={(e) => set({ from: e.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={ids.to}>To</Label>
            <Input id={ids.to} type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
          </div>
        </div>
        {badRange && <Alert tone="error">{HISTORY_MSG.fromAfterTo}</Alert>}
        {downloadError && <Alert tone="error">{downloadError}</Alert>}
        {totals && (
          <dl
            className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-4"
            aria-label="Totals"
          >
            <div>
              <dt className="text-slate-600">Movements</dt>
              <dd className="font-semibold text-slate-900" data-testid="total-count">
                {totals.count}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Money in</dt>
              <dd className="font-semibold text-emerald-700" data-testid="total-in">
                {formatUsd(totals.credits)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Money out</dt>
              <dd className="font-semibold text-slate-900" data-testid="total-out">
                {formatUsd(totals.debits)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Net</dt>
              <dd className="font-semibold text-slate-900" data-testid="total-net">
                {formatUsd(totals.net)}
              </dd>
            </div>
          </dl>
        )}
        {history.isError && <Alert tone="error">{errorMessage(history.error, HISTORY_MSG.loadFailed)}</Alert>}
        {history.isPending && !badRange ? (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only" role="status">
              Loading the history…
            </span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : movements.length === 0 && !history.isError ? (
          <p className="text-sm text-slate-600">
            {filter.type || filter.from || filter.to
              ? 'No movements match these filters.'
              : 'No movements yet.'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Movements">
            {movements.map((m) => (
              <li key={m._id} className="flex items-start justify-between gap-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{m.description}</p>
                  <p className="text-xs text-slate-600">
                    {MOVEMENT_LABELS[m.type]} · {formatDateTime(m.createdAt)}
                    {m.reference && (
                      <>
                        {' · '}
                        <span className="font-mono whitespace-nowrap">{m.reference}</span>
                      </>
                    )}
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p
                    className={
                      m.amount > 0 ? 'font-semibold text-emerald-700' : 'font-semibold text-slate-900'
                    }
                  >
                    {m.amount > 0 ? '+' : ''}
                    {formatUsd(m.amount)}
                  </p>
                  <p className="text-xs text-slate-600">Balance {formatUsd(m.balanceAfter)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {!history.isPending && (
          <LiveStatus>
            {history.isFetchingNextPage
              ? 'Loading more movements…'
              : `${plural(movements.length, 'movement')} shown${
                  history.hasNextPage ? ', more to load' : ''
                }.`}
          </LiveStatus>
        )}
        {history.hasNextPage && (
          <Button
            variant="outline"
            onClick={() => history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
