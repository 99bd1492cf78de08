import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { type LedgerKind, postJournal } from '../../shared/ledger.repository.ts';
import type { TestServer } from '../../test/harness.ts';
import { buy } from '../investments/investments.fixtures.ts';
import { runMaturityPayouts } from '../investments/maturity.job.ts';

export interface Booking {
  kind: LedgerKind;
  cents: number;
  /** When it happened (ISO); oldest first across one call. Default: now. */
  at?: string;
  referenceId?: string;
}

/**
 * Books cash movements through the one posting function, dated when told: tests need history in the
 * past. The other side of each is the platform's adjustments account, which takes any amount, so a
 * test can book a payout without the purchase before it.
 */
export async function book(server: TestServer, userId: string, entries: Booking[]) {
  for (const e of entries) {
    await server.app.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'adjustment',
        referenceId: e.kind === 'adjustment' ? undefined : (e.referenceId ?? randomUUID()),
        ...(e.at ? { at: new Date(e.at) } : {}),
        postings: [
          { account: { type: 'cash', userId }, amountCents: e.cents, kind: e.kind },
          { account: { type: 'adjustments' }, amountCents: -e.cents, kind: e.kind },
        ],
      }),
    );
  }
}

/** Moves an account's opening date, so statements reach back to it. */
export async function openedAt(server: TestServer, userId: string, at: string) {
  await server.app.db.execute(
    sql`UPDATE users SET created_at = ${at}::timestamptz WHERE id = ${userId}::uuid`,
  );
}

/**
 * A real purchase through the API, made as if on `at`: the server's clock reads `at` for the request,
 * so the holding starts then and its postings carry that instant (the ledger cannot be redated).
 */
export async function buyOn(server: TestServer, token: string, body: Record<string, unknown>, at: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
  try {
    return await buy(server, token, body);
  } finally {
    vi.useRealTimers();
  }
}

/**
 * Written-off holdings and `recovery` ledger entries come with the holding lifecycle's migration;
 * until it is in, tests lift today's two CHECKs so the figures are tested with the agreed names
 * (holdings.status 'written_off', ledger kind 'recovery' referring to the holding).
 */
export async function allowLifecycleValues(server: TestServer) {
  await server.app.db.execute(sql`ALTER TABLE holdings DROP CONSTRAINT IF EXISTS holdings_status_valid`);
  await server.app.db.execute(
    sql`ALTER TABLE ledger_entries DROP CONSTRAINT IF EXISTS ledger_entries_kind_valid`,
  );
}

/** The ledger kind of a recovery payment (added by the holding lifecycle). */
export const RECOVERY = 'recovery' as LedgerKind;

/** The maturity job run as if on `at`: its payouts are posted at that instant. */
export async function payOn(server: TestServer, at: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
  try {
    return await runMaturityPayouts(server.app.deps, { now: new Date(at) });
  } finally {
    vi.useRealTimers();
  }
}
