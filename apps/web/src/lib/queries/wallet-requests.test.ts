import type { WalletRequest } from '@app/contract/wallet-responses';
import { QueriesObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { combineHistory, type WalletHistory } from './wallet-requests';

const request = (id: string): WalletRequest =>
  ({ _id: id, amount: 10, status: 'pending' }) as unknown as WalletRequest;

/** Two lists answered by hand, observed as useWalletHistory observes them (useQueries + combine). */
function history() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answer: Record<'d' | 'w', (list: WalletRequest[] | Error) => void> = { d: () => {}, w: () => {} };
  const query = (key: 'd' | 'w') => ({
    queryKey: [key],
    queryFn: () =>
      new Promise<WalletRequest[]>((resolve, reject) => {
        answer[key] = (list) => (list instanceof Error ? reject(list) : resolve(list));
      }),
  });
  // As useQueries does: the options (and with them `combine`) are given with the queries.
  const observer = new QueriesObserver<WalletHistory>(client, []);
  observer.setQueries([query('d'), query('w')], { combine: combineHistory as never });
  const heard: WalletHistory[] = [];
  observer.subscribe((results) => heard.push(combineHistory(results as never)));
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { answer, heard, settle };
}

describe('useWalletHistory', () => {
  it('the screen hears nothing when the first list arrives, and once when both have', async () => {
    const h = history();
    await h.settle();
    const start = h.heard.length;
    h.answer.d([request('d1')]);
    await h.settle();
    expect(h.heard.length).toBe(start);
    const before = h.heard.length;
    h.answer.w([]);
    await h.settle();
    expect(h.heard.length - before).toBe(1);
    expect(h.heard.at(-1)).toMatchObject({ loading: false, withdrawals: [], depositsError: null });
    expect(h.heard.at(-1)?.deposits.map((r) => r._id)).toEqual(['d1']);
  });

  it('a list that fails is shown as its error once the other has arrived', async () => {
    const h = history();
    await h.settle();
    const start = h.heard.length;
    h.answer.w(new Error('Could not load withdrawals'));
    await h.settle();
    expect(h.heard.length).toBe(start);
    h.answer.d([request('d1')]);
    await h.settle();
    const last = h.heard.at(-1);
    expect(last?.loading).toBe(false);
    expect(last?.withdrawalsError?.message).toBe('Could not load withdrawals');
    expect(last?.withdrawals).toEqual([]);
  });
});
