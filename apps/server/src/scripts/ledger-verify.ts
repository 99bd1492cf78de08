import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkCheckpoint, verifyingKey } from '../shared/ledger-checkpoint.ts';
import { verifyLedger } from '../shared/ledger-verify.ts';
import { describeDatabase, NOTHING_THERE_EXIT, openOperatorDatabase } from './operator-database.ts';

/**
 * `npm run ledger:verify`: prints the checks of verifyLedger (balances = ledger, fee revenue = fee
 * entries, daily totals = ledger) and exits 1 when any of them finds a cent out of place, 2 when the
 * database holds no users at all: an empty database proves nothing, so it never reads as OK.
 * `--checkpoint FILE` also proves the chain still holds that checkpoint's seal, its signature checked
 * with LEDGER_CHECKPOINT_PUBLIC_KEY or the public half of LEDGER_CHECKPOINT_KEY (ADR 050).
 */
async function main() {
  const { values } = parseArgs({ options: { checkpoint: { type: 'string' } } });
  const { config, database } = await openOperatorDatabase();
  try {
    const verdict = await verifyLedger(database.db);
    if (values.checkpoint) {
      const key = verifyingKey({
        publicKeyPem: process.env.LEDGER_CHECKPOINT_PUBLIC_KEY?.replaceAll('\\n', '\n'),
        privateKeyPem: process.env.LEDGER_CHECKPOINT_KEY?.replaceAll('\\n', '\n'),
      });
      let problems: string[];
      if (!key)
        problems = [
          'FAILED: set LEDGER_CHECKPOINT_PUBLIC_KEY (or LEDGER_CHECKPOINT_KEY) to check a checkpoint',
        ];
      else {
        let parsed: unknown;
        try {
          parsed = JSON.parse(readFileSync(values.checkpoint, 'utf8'));
        } catch (err) {
          parsed = null;
          console.error(`Cannot read ${values.checkpoint}: ${(err as Error).message}`);
        }
        problems = await checkCheckpoint(database.db, parsed, key);
      }
      if (problems.length === 0)
        verdict.report.push(`OK: the chain still holds the checkpoint's seal (${values.checkpoint}).`);
      verdict.problems.push(...problems);
      verdict.ok &&= problems.length === 0;
    }
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
