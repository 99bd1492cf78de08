import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { PLATFORM_ACCOUNT_IDS, postJournal } from '../shared/ledger.repository.ts';

/**
 * Moves money into (or, negative, out of) a customer's cash the way an admin adjustment does: one
 * journal transaction against the platform's adjustments account, dated `at` when given. Suites use
 * it to give test customers money without going through deposits.
 */
export async function adjustForTest(
  db: Executor,
  p: { userId: string; cents: number; reason: string; at?: Date },
): Promise<number> {
  const posted = await db.transaction((tx) =>
    postJournal(tx, {
      kind: 'adjustment',
      ...(p.at ? { at: p.at } : {}),
      postings: [
        { account: { type: 'adjustments' }, amountCents: -p.cents, kind: 'adjustment', reason: p.reason },
        {
          account: { type: 'cash', userId: p.userId },
          amountCents: p.cents,
          kind: 'adjustment',
          reason: p.reason,
        },
      ],
    }),
  );
  return posted.cashAfterCents!;
}

/**
 * Funds an offering's payouts from the bank account the way a booked admin funding does, so its
 * holdings' returns can be paid at maturity.
 */
export async function fundPayoutsForTest(
  db: Executor,
  p: { offeringId: string; cents: number },
): Promise<void> {
  await db.transaction((tx) =>
    postJournal(tx, {
      kind: 'funding',
      referenceId: p.offeringId,
      postings: [
        { account: { type: 'bank' }, amountCents: -p.cents, kind: 'funding', reason: 'test funding' },
        {
          account: { type: 'payout_funding', offeringId: p.offeringId },
          amountCents: p.cents,
          kind: 'funding',
          reason: 'test funding',
        },
      ],
    }),
  );
}

/**
 * Books many cash movements at once for volume tests: `source` selects (amount_cents, kind,
 * reference_id, reason, created_at) rows for `userId`, and all of them become ONE journal
 * transaction whose other side is the platform's adjustments account, so the chain, the sums and
 * the balances stay as ledger:verify expects. Running balances follow created_at.
 */
export async function bulkCashPostingsForTest(db: Executor, userId: string, source: SQL): Promise<void> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO ledger_entries (transaction_id, account_id, account_type, user_id, amount_cents,
        balance_after_cents, kind, reference_id, reason, created_at)
      SELECT ${id}::uuid, ${userId}::uuid, 'cash', ${userId}::uuid, s.amount_cents,
             (SELECT balance_cents FROM users WHERE id = ${userId}::uuid)
               + sum(s.amount_cents) OVER (ORDER BY s.created_at, s.n),
             s.kind, s.reference_id, s.reason, s.created_at
      FROM (SELECT src.*, row_number() OVER () AS n FROM (${source}) src) s`);
    await tx.execute(sql`
      WITH total AS (SELECT sum(amount_cents) AS cents, max(created_at) AS at FROM ledger_entries
                     WHERE transaction_id = ${id}::uuid)
      INSERT INTO ledger_entries (transaction_id, account_id, account_type, amount_cents, kind, reason, created_at)
      SELECT ${id}::uuid, ${PLATFORM_ACCOUNT_IDS.adjustments}::uuid, 'adjustments', -total.cents,
             'adjustment', 'volume test', total.at
      FROM total WHERE total.cents <> 0`);
    await tx.execute(sql`
      UPDATE users SET balance_cents = balance_cents
        + (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries WHERE transaction_id = ${id}::uuid AND user_id IS NOT NULL)
      WHERE id = ${userId}::uuid`);
    await tx.execute(sql`
      INSERT INTO journal_transactions (id, kind, created_at)
      SELECT ${id}::uuid, 'adjustment', max(created_at) FROM ledger_entries WHERE transaction_id = ${id}::uuid`);
  });
}
