/** Test helpers of auto-invest: strategies through the API, and waiting for the job to act. */
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { holdings } from '../../db/schema.ts';
import type { TestServer } from '../../test/harness.ts';

/** A strategy body the rules accept: two criteria, $500 an offering, a $10,000 budget. */
export const strategyBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Farmland ladder',
  criteria: { categories: ['Agriculture'], maxTermMonths: 12 },
  amountPerOffering: 500,
  maxSharePerOffering: 10,
  budget: 10_000,
  cashReserve: 0,
  kiisAcknowledged: true,
  ...overrides,
});

export const createStrategy = (server: TestServer, token: string, overrides: Record<string, unknown> = {}) =>
  server.request('POST', '/auth/auto-invest', { token, body: strategyBody(overrides) });

/** The holdings strategies bought for a customer, as stored. */
export const autoHoldingsOf = async (server: TestServer, userId: string) =>
  (await server.app.db.select().from(holdings).where(eq(holdings.userId, userId))).filter(
    (h) => h.strategyId !== null,
  );

/** Waits until the job (every 2 s in each test server) has bought `count` holdings for the customer. */
export async function waitForAutoHoldings(server: TestServer, userId: string, count: number) {
  return vi.waitUntil(
    async () => {
      const found = await autoHoldingsOf(server, userId);
      return found.length >= count ? found : false;
    },
    { timeout: 30_000, interval: 200 },
  );
}

/** Waits until the strategy's report lists a decision that matches. */
export async function waitForDecision(
  server: TestServer,
  token: string,
  strategyId: string,
  match: (d: { outcome: string; reason?: string; name: string }) => boolean,
) {
  return vi.waitUntil(
    async () => {
      const report = await server.request('GET', `/auth/auto-invest/${strategyId}/report`, { token });
      const decisions = (report.body.data?.decisions ?? []) as {
        outcome: string;
        reason?: string;
        name: string;
      }[];
      return decisions.find(match) ?? false;
    },
    { timeout: 30_000, interval: 200 },
  );
}
