import { removeDemoAccounts } from '../seed/bootstrap.ts';
import { describeDatabase, openOperatorDatabase } from './operator-database.ts';

/**
 * `npm run demo:remove` (in the image: `node apps/server/dist/demo-remove.js`): deletes the demo
 * accounts, whose passwords are public, from the configured database. A production start refuses to
 * run while they exist.
 */
async function main() {
  const { config, database } = await openOperatorDatabase();
  try {
    const removed = await removeDemoAccounts(database.db);
    console.log(
      removed.length
        ? `Removed the demo accounts: ${removed.join(', ')}.`
        : `No demo accounts found in ${describeDatabase(config)}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
