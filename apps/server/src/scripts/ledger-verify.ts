import { verifyLedger } from '../shared/ledger-verify.ts';
import { describeDatabase, NOTHING_THERE_EXIT, openOperatorDatabase } from './operator-database.ts';

/**
 * `npm run ledger:verify`: prints the checks of verifyLedger (balances = ledger, fee revenue = fee
 * entries, daily totals = ledger) and exits 1 when any of them finds a cent out of place, 2 when the
 * database holds no users at all: an empty database proves nothing, so it never reads as OK.
 */
async function main() {
  const { config, database } = await openOperatorDatabase();
  try {
    const verdict = await verifyLedger(database.db);
    if (verdict.empty) {
      console.error(
        `Nothing to verify: no users and no ledger entries in ${describeDatabase(config)}. Is this the database the server uses?`,
      );
      process.exitCode = NOTHING_THERE_EXIT;
      return;
    }
    for (const line of verdict.report) console.log(line);
    for (const line of verdict.problems) console.error(line);
    if (!verdict.ok) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
