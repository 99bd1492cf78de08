import { SafePool, verifyLedger } from '@app/server/testing';
import { type AttackCase, SkipCase } from './attack-case.ts';

/** The database's answer to a statement: 'accepted', or its refusal. */
async function attempt(pool: SafePool, statement: string): Promise<string> {
  try {
    await pool.query(statement);
    return 'accepted';
  } catch (e) {
    return (e as Error).message;
  }
}

const REFUSED = /permission denied|must be owner/;

/**
 * API8:2023 Security Misconfiguration: the app's own database role re-forging the books. With the
 * server's own credentials (DATABASE_URL) an attacker who runs SQL tries what the review did: disable
 * the triggers, triple a deposit, re-hash the chain, drop it. The serving role owns nothing and may
 * only append to the books, so every step is refused and the books still verify.
 */
export const databaseRoleCases: AttackCase[] = [
  {
    owasp: 'API8 misconfiguration',
    name: "the serving role's own credentials cannot disable triggers, rewrite or delete a posting, or drop the chain",
    async run(ctx, probe) {
      const { server } = ctx;
      if (server.app.database.kind !== 'postgres') {
        throw new SkipCase('PGlite is one embedded database without roles: runs on PostgreSQL only');
      }
      const pool = new SafePool({ connectionString: server.app.config.databaseUrl, max: 1 });
      try {
        const steps: [string, string][] = [
          ['session_replication_role', 'SET session_replication_role = replica'],
          ['disable triggers', 'ALTER TABLE ledger_entries DISABLE TRIGGER ALL'],
          ['disable chain', 'ALTER TABLE journal_transactions DISABLE TRIGGER ALL'],
          [
            'triple a deposit',
            "UPDATE ledger_entries SET amount_cents = amount_cents * 3 WHERE kind = 'deposit'",
          ],
          [
            're-hash the chain',
            'UPDATE journal_transactions SET hash = journal_transaction_hash(journal_transactions)',
          ],
          ['delete postings', 'DELETE FROM ledger_entries'],
          ['truncate the audit log', 'TRUNCATE audit_log'],
          ['erase the audit log', 'DELETE FROM audit_log'],
          // The chain is sealed after commit (ADR 050): its seals, their guard and the sealer's function.
          ['re-seal the chain', "UPDATE journal_seals SET hash = repeat('0', 64)"],
          ['drop the seals guard', 'DROP TRIGGER journal_seals_no_update_or_delete ON journal_seals'],
          ['drop the sealer', 'DROP FUNCTION journal_seal() CASCADE'],
          ['drop the books', 'DROP TABLE ledger_entries CASCADE'],
          ['create a shadow table', 'CREATE TABLE public.ledger_shadow (id int)'],
        ];
        for (const [what, statement] of steps) {
          const answer = await attempt(pool, statement);
          probe.check(REFUSED.test(answer), `${what}: ${answer}`);
        }
      } finally {
        await pool.end();
      }
      const { problems } = await verifyLedger(server.app.db);
      probe.check(problems.length === 0, `ledger:verify after the attempts: ${problems.join('; ')}`);
    },
  },
];
