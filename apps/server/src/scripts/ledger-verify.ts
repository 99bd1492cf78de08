import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { findLedgerMismatches } from '../shared/ledger.repository.ts';
import { feeRevenueCents, findFeeMismatches } from '../shared/platform-fees.repository.ts';

/**
 * `npm run ledger:verify`: proves balance = sum of ledger entries for every user (DESIGN.md §3), and
 * that the platform's fee revenue equals the customers' `fee` entries, holding by holding (ADR 024).
 * Prints a summary; exits 1 when any user's balance disagrees with their ledger (or is negative), or
 * a cent of fees appears on one side only.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const totals = (await database.db.execute(sql`
      SELECT (SELECT count(*) FROM users)::text AS users,
             (SELECT count(*) FROM ledger_entries)::text AS entries,
             (SELECT coalesce(sum(balance_cents), 0) FROM users)::text AS balances,
             (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries)::text AS ledger`)) as unknown as {
      rows: { users: string; entries: string; balances: string; ledger: string }[];
    };
    const t = totals.rows[0]!;
    const mismatches = await findLedgerMismatches(database.db);
    const feeMismatches = await findFeeMismatches(database.db);
    const revenue = await feeRevenueCents(database.db);
    const dollars = (cents: string | number) => (Number(cents) / 100).toFixed(2);
    console.log(
      `Ledger verify: ${t.users} users, ${t.entries} ledger entries; balances $${dollars(t.balances)}, ledger $${dollars(t.ledger)}; fee revenue $${dollars(revenue)}.`,
    );
    if (mismatches.length === 0 && feeMismatches.length === 0) {
      console.log('OK: every balance equals the sum of its ledger entries.');
      console.log("OK: the platform's fee revenue equals the customers' fee entries, holding by holding.");
      return;
    }
    if (mismatches.length > 0) {
      console.error(`FAILED: ${mismatches.length} user(s) whose balance is not the sum of their ledger:`);
      for (const m of mismatches) {
        console.error(
          `  ${m.id} ${m.email}: balance ${m.balance_cents} cents, ledger ${m.ledger_cents} cents`,
        );
      }
    }
    if (feeMismatches.length > 0) {
      console.error(`FAILED: ${feeMismatches.length} holding(s) whose fee entries and fee revenue differ:`);
      for (const m of feeMismatches) {
        console.error(
          `  ${m.holding_id ?? '(no holding)'}: fee entries ${m.ledger_cents} cents, revenue ${m.revenue_cents} cents`,
        );
      }
    }
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
