import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '../current-user';
import { refreshMoneyViews } from './money-views';

describe('refreshMoneyViews', () => {
  it('marks every view of the ledger stale, and nothing else', async () => {
    const client = new QueryClient();
    const views = [
      currentUserQueryKey,
      ['portfolio', '3m'],
      ['transactions', { type: 'fee' }],
      ['statements'],
      ['tax-statements'],
    ];
    for (const key of [...views, ['offerings-marketing-copy']]) client.setQueryData(key, { any: 'data' });
    await refreshMoneyViews(client);
    for (const key of views) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(client.getQueryState(['offerings-marketing-copy'])?.isInvalidated).toBe(false);
  });
});
