import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../shared/ledger-verify.ts';
import type { Executor } from './client.ts';
import { databaseBefore } from './migrations.test-support.ts';
import { schema } from './schema.ts';

const ADA = '11111111-1111-4111-8111-111111111111';
const OFFERING = '22222222-2222-4222-8222-222222222222';
const H1 = '33333333-3333-4333-8333-333333333331';
const H2 = '33333333-3333-4333-8333-333333333332';
const D1 = '44444444-4444-4444-8444-444444444441';
const W1 = '44444444-4444-4444-8444-444444444442';
const W2 = '44444444-4444-4444-8444-444444444443';
const W3 = '44444444-4444-4444-8444-444444444444';

// A customer's year on the single-entry ledger: amount, kind, reference, minutes after the start.
const HISTORY: [number, string, string | null, number][] = [
  [1000_00, 'deposit', D1, 1],
  [-100_00, 'withdrawal_hold', W1, 2],
  [-50_00, 'withdrawal_hold', W2, 3],
  [50_00, 'withdrawal_release', W2, 4],
  [-200_00, 'investment', H1, 5],
  [-50, 'fee', H1, 5],
  [-100_00, 'investment', H2, 6],
  [-25, 'fee', H2, 6],
  [220_00, 'payout', H1, 7],
  [-1_00, 'fee', H1, 7],
  [-30_00, 'withdrawal_hold', W3, 8],
  [11_75, 'adjustment', null, 9],
];

async function singleEntryBooks(db: PGlite) {
  await db.exec(`
    INSERT INTO users (id, name, email, password_hash, balance_cents) VALUES ('${ADA}', 'Ada', 'ada@example.com', 'x', 80000);
    INSERT INTO offerings (id, name, category, return_bps, duration, price_per_unit_cents)
      VALUES ('${OFFERING}', 'Farm', 'Agriculture', 1000, '1 year', 10000);
    INSERT INTO holdings (id, user_id, offering_id, units, price_per_unit_cents, amount_cents, return_bps,
        expected_return_cents, duration, maturity_at, status, fee_cents, management_fee_cents, reference)
      VALUES ('${H1}', '${ADA}', '${OFFERING}', 2, 10000, 20000, 1000, 2000, '1 year', now(), 'completed', 50, 100, 'VI-AAAAA1'),
             ('${H2}', '${ADA}', '${OFFERING}', 1, 10000, 10000, 1000, 1000, '1 year', now() + interval '1 year', 'active', 25, 0, 'VI-AAAAA2');
    INSERT INTO wallet_requests (id, user_id, kind, amount_cents, status, decided_at, reference) VALUES
      ('${D1}', '${ADA}', 'deposit', 100000, 'approved', now(), 'VI-BBBBB1'),
      ('${W1}', '${ADA}', 'withdrawal', 10000, 'approved', now(), 'VI-BBBBB2'),
      ('${W2}', '${ADA}', 'withdrawal', 5000, 'rejected', now(), 'VI-BBBBB3'),
      ('${W3}', '${ADA}', 'withdrawal', 3000, 'pending', NULL, 'VI-BBBBB4');
    INSERT INTO platform_fees (user_id, holding_id, source, amount_cents) VALUES
      ('${ADA}', '${H1}', 'purchase', 50), ('${ADA}', '${H2}', 'purchase', 25), ('${ADA}', '${H1}', 'management', 100);
  `);
  let balance = 0;
  for (const [amount, kind, ref, minute] of HISTORY) {
    balance += amount;
    await db.query(
      `INSERT INTO ledger_entries (user_id, amount_cents, balance_after_cents, kind, reference_id, created_at)
       VALUES ($1, $2, $3, $4, $5, '2026-01-01T00:00:00Z'::timestamptz + make_interval(mins => $6))`,
      [ADA, amount, balance, kind, ref, minute],
    );
  }
}

const snapshot = async (db: PGlite) => ({
  history: (
    await db.query(
      `SELECT amount_cents::text, balance_after_cents::text, kind, reference_id, created_at FROM ledger_entries
       WHERE user_id = '${ADA}' ORDER BY created_at, id`,
    )
  ).rows,
  daily: (await db.query('SELECT * FROM ledger_daily_totals ORDER BY day, kind')).rows,
  balance: (await db.query(`SELECT balance_cents::text FROM users WHERE id = '${ADA}'`)).rows,
});

describe('migration 0021: the single-entry ledger becomes double entry', { timeout: 120_000 }, () => {
  it("keeps every customer's balance, history row and daily total, and gives each movement its other side", async () => {
    const { db, migrate, migrateRest } = await databaseBefore('0021_double_entry_ledger');
    await singleEntryBooks(db);
    const before = await snapshot(db);
    await migrate();

    expect(await snapshot(db)).toEqual(before);
    // The chain it writes is the one the later migrations keep (0030 seals after it) and verify checks.
    await migrateRest();
    const verdict = await verifyLedger(drizzle(db, { schema }) as unknown as Executor);
    expect(verdict.problems).toEqual([]);
    expect(verdict.report[0]).toContain('1 users, 14 journal transactions, 29 postings');
    const accounts = await db.query<{ type: string; balance: string }>(
      // The platform's accounts keep no stored balance since migration 0030: theirs is their postings'.
      `SELECT type, coalesce(balance_cents, (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries e
                                             WHERE e.account_id = a.id))::text AS balance
       FROM ledger_accounts a WHERE type <> 'cash' ORDER BY type`,
    );
    expect(Object.fromEntries(accounts.rows.map((a) => [a.type, Number(a.balance)]))).toEqual({
      adjustments: -11_75,
      bank: -(1000_00 - 100_00 + 20_00),
      fee_revenue: 1_75,
      payout_funding: 0,
      principal: 100_00,
      withdrawals: 30_00,
      write_offs: 0,
    });
    const opening = await db.query<{ kind: string; reason: string }>(
      `SELECT kind, reason FROM ledger_entries WHERE account_type = 'payout_funding' ORDER BY created_at`,
    );
    expect(opening.rows.map((r) => r.kind)).toEqual(['funding', 'payout']);
    await db.close();
  });
});
