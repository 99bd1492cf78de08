import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { holdingRecoveries, holdings } from '../../db/schema.ts';
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
 * Ends a holding bought through the API as a default would, booked as the services book it and in
 * one transaction, so the principal invariant holds (migration 0028): `recoveredCents` from the
 * customer's principal to their cash, then what is left either written off (`written_off`) or repaid
 * at maturity (`completed`). Dated `at` when given. Tests of the figures use it where walking the
 * admin's default flow is not what they test.
 */
export async function settleOnBooks(
  server: TestServer,
  p: {
    userId: string;
    holdingId: string;
    recoveredCents: number;
    end: 'written_off' | 'completed';
    at?: string;
  },
) {
  const at = p.at ? new Date(p.at) : new Date();
  await server.app.db.transaction(async (tx) => {
    const [h] = await tx.select().from(holdings).where(eq(holdings.id, p.holdingId));
    const rest = h!.amountCents - p.recoveredCents;
    const principal = { type: 'principal' as const, userId: p.userId };
    if (p.recoveredCents > 0) {
      const [payment] = await tx
        .insert(holdingRecoveries)
        .values({ holdingId: p.holdingId, amountCents: p.recoveredCents, note: 'test recovery' })
        .returning({ id: holdingRecoveries.id });
      await postJournal(tx, {
        kind: 'recovery',
        referenceId: payment!.id,
        at,
        postings: [
          { account: principal, amountCents: -p.recoveredCents, kind: 'recovery' },
          { account: { type: 'cash', userId: p.userId }, amountCents: p.recoveredCents, kind: 'recovery' },
        ],
      });
    }
    const writtenOff = p.end === 'written_off';
    if (rest > 0) {
      await postJournal(tx, {
        kind: writtenOff ? 'write_off' : 'maturity',
        referenceId: p.holdingId,
        at: new Date(at.getTime() + 1),
        postings: [
          { account: principal, amountCents: -rest, kind: writtenOff ? 'write_off' : 'payout' },
          writtenOff
            ? { account: { type: 'write_offs' }, amountCents: rest, kind: 'write_off' }
            : { account: { type: 'cash', userId: p.userId }, amountCents: rest, kind: 'payout' },
        ],
      });
    }
    await tx
      .update(holdings)
      .set({
        status: p.end,
        recoveredCents: p.recoveredCents,
        writtenOffCents: writtenOff ? rest : 0,
        ...(writtenOff ? { writtenOffAt: at } : { paidOutAt: at }),
      })
      .where(eq(holdings.id, p.holdingId));
  });
}

/** The maturity job run as if on `at`: its payouts are posted at that instant. */
export async function payOn(server: TestServer, at: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
  try {
    return await runMaturityPayouts(server.app.deps, { now: new Date(at) });
  } finally {
    vi.useRealTimers();
  }
}
