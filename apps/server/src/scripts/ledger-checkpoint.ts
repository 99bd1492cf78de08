import { enqueueMail } from '../mail/outbox.repository.ts';
import { takeCheckpoint } from '../shared/ledger-checkpoint.ts';
import { sealPass } from '../shared/ledger-seal.repository.ts';
import { NOTHING_THERE_EXIT, openOperatorDatabase } from './operator-database.ts';

/**
 * `npm run ledger:checkpoint`: seals what has committed, then signs the newest seal with
 * LEDGER_CHECKPOINT_KEY and writes it to LEDGER_CHECKPOINT_DIR (mailed to LEDGER_AUDITOR_EMAIL when
 * set, through the outbox). A pass here and the server's sealer never overlap: each takes the
 * sealer row's lock (docs/decisions/050-ledger-at-the-database-pace.md).
 */
async function main() {
  const { config, database } = await openOperatorDatabase();
  try {
    const checkpoint = config.ledgerCheckpoint;
    if (!checkpoint?.key) {
      console.error('LEDGER_CHECKPOINT_KEY is not set: there is no key to sign a checkpoint with.');
      process.exitCode = 1;
      return;
    }
    await sealPass(database.db);
    const taken = await takeCheckpoint(database.db, {
      key: checkpoint.key,
      dir: checkpoint.dir,
      auditorEmail: checkpoint.auditorEmail,
      send: (m) => enqueueMail(database.db, m),
    });
    if (!taken) {
      console.error('Nothing sealed yet: no checkpoint written.');
      process.exitCode = NOTHING_THERE_EXIT;
      return;
    }
    console.log(
      `Checkpoint of seal #${taken.checkpoint.seq} (${taken.checkpoint.hash}) written to ${taken.file}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
