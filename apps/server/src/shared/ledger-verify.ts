import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { findDailyTotalMismatches, findLedgerMismatches } from './ledger.repository.ts';
import { feeRevenueCents, findFeeMismatches } from './platform-fees.repository.ts';

export interface LedgerVerdict {
  ok: boolean;
  /** No users and no ledger entries: nothing was there to check. */
  empty: boolean;
  /** The summary and one OK line per check that held. */
  report: string[];
  /** One FAILED line per check that did not, each followed by the rows at fault. */
  problems: string[];
}

const dollars = (cents: string | number) => (Number(cents) / 100).toFixed(2);

/**
 * What `npm run ledger:verify` proves (DESIGN.md §3, ADR 024): every balance equals the sum of its
 * ledger entries and is not negative; the platform's fee revenue equals the customers' `fee` entries,
 * holding by holding; and the per-day totals the history, statements and portfolio read
 * (ledger_daily_totals) equal the ledger, user by user, day by day, kind by kind.
 */
export async function verifyLedger(db: Executor): Promise<LedgerVerdict> {
  const totals = (await db.execute(sql`
    SELECT (SELECT count(*) FROM users)::text AS users,
           (SELECT count(*) FROM ledger_entries)::text AS entries,
           (SELECT coalesce(sum(balance_cents), 0) FROM users)::text AS balances,
           (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries)::text AS ledger`)) as unknown as {
    rows: { users: string; entries: string; balances: string; ledger: string }[];
  };
  const t = totals.rows[0]!;
  const balances = await findLedgerMismatches(db);
  const fees = await findFeeMismatches(db);
  const daily = await findDailyTotalMismatches(db);
  const revenue = await feeRevenueCents(db);
  const report = [
    `Ledger verify: ${t.users} users, ${t.entries} ledger entries; balances $${dollars(t.balances)}, ledger $${dollars(t.ledger)}; fee revenue $${dollars(revenue)}.`,
  ];
  const problems: string[] = [];
  if (balances.length === 0) report.push('OK: every balance equals the sum of its ledger entries.');
  else {
    problems.push(`FAILED: ${balances.length} user(s) whose balance is not the sum of their ledger:`);
    for (const m of balances) {
      problems.push(`  ${m.id} ${m.email}: balance ${m.balance_cents} cents, ledger ${m.ledger_cents} cents`);
    }
  }
  if (fees.length === 0) {
    report.push("OK: the platform's fee revenue equals the customers' fee entries, holding by holding.");
  } else {
    problems.push(`FAILED: ${fees.length} holding(s) whose fee entries and fee revenue differ:`);
    for (const m of fees) {
      problems.push(
        `  ${m.holding_id ?? '(no holding)'}: fee entries ${m.ledger_cents} cents, revenue ${m.revenue_cents} cents`,
      );
    }
  }
  if (daily.length === 0)
    report.push('OK: the daily ledger totals equal the ledger, per user, day and kind.');
  else {
    problems.push(`FAILED: ${daily.length} daily total(s) that differ from the ledger:`);
    for (const m of daily) {
      problems.push(
        `  ${m.user_id} ${m.day} ${m.kind}: ledger ${m.ledger_entries} entries +${m.ledger_credits}/${m.ledger_debits} cents, totals ${m.total_entries} entries +${m.total_credits}/${m.total_debits} cents`,
      );
    }
  }
  const empty = Number(t.users) === 0 && Number(t.entries) === 0;
  return { ok: problems.length === 0, empty, report, problems };
}
