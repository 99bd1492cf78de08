import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { verifyLedger } from '../shared/ledger-verify.ts';

/**
 * `npm run ledger:verify`: prints the checks of verifyLedger (balances = ledger, fee revenue = fee
 * entries, daily totals = ledger) and exits 1 when any of them finds a cent out of place.
 */
async function main() {
  const database = await openDatabase(loadConfig());
  try {
    const verdict = await verifyLedger(database.db);
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
