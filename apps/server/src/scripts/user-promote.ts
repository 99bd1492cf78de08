import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.repository.ts';
import { findUserByEmail } from '../shared/users.repository.ts';
import { describeDatabase, openOperatorDatabase } from './operator-database.ts';

/** `npm run user:promote -- someone@example.com`: makes an existing account an admin, audit-logged. */
async function main() {
  const email = process.argv[2];
  if (!email) {
    console.error('usage: npm run user:promote -- <email>');
    process.exit(2);
  }
  const { config, database } = await openOperatorDatabase();
  try {
    const user = await findUserByEmail(database.db, email);
    if (!user) {
      console.error(`No account with the email ${email} in ${describeDatabase(config)}.`);
      process.exitCode = 1;
      return;
    }
    if (user.role === 'admin') {
      console.log(`${user.email} is already an admin.`);
      return;
    }
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ role: 'admin', updatedAt: sql`now()` }).where(eq(users.id, user.id));
      await recordAudit(tx, {
        action: 'user.promoted',
        targetType: 'user',
        targetId: user.id,
        details: { via: 'user:promote', oldRole: user.role, newRole: 'admin' },
      });
    });
    console.log(`${user.email} is now an admin.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
