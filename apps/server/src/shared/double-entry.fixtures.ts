import { DEFAULT_PLATFORM_FEE_BPS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../db/rows.ts';
import { markVerified } from '../modules/investments/investments.fixtures.ts';
import { fund, type TestUser } from '../modules/wallet/wallet.test-support.ts';
import type { TestServer } from '../test/harness.ts';
import { serverWithAdmin } from '../test/suite.ts';
import { signUpAndLogin } from '../test/users.ts';

/** Each journal transaction that references `id`: its kind and its postings as [account type, cents]. */
export async function journalOf(server: TestServer, id: string) {
  const found = await rows<{ kind: string; postings: [string, number][] }>(
    server.app.db,
    sql`
    SELECT t.kind, jsonb_agg(jsonb_build_array(e.account_type, e.amount_cents) ORDER BY e.account_type, e.amount_cents) AS postings
    FROM journal_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
    WHERE t.reference_id = ${id}::uuid GROUP BY t.id ORDER BY t.seq NULLS LAST, t.written_at`,
  );
  return found.map((f) => ({ kind: f.kind, postings: f.postings.map(([a, c]) => [a, Number(c)]) }));
}

/** A verified customer, given `dollars` through an approved deposit. */
export async function verifiedCustomer(server: TestServer, admin: TestUser, dollars = 0) {
  const user = await signUpAndLogin(server);
  await markVerified(server, user.id);
  if (dollars) await fund(server, admin, user, dollars);
  return user;
}

/**
 * A ledger test file's server (charging the default platform fee) and admin, with its two helpers
 * bound to them: `journalOf(id)` and `customer(dollars)`.
 */
export function ledgerSuite() {
  const t = serverWithAdmin({ config: { platformFeeBps: DEFAULT_PLATFORM_FEE_BPS } });
  return {
    t,
    journalOf: (id: string) => journalOf(t.server, id),
    customer: (dollars = 0) => verifiedCustomer(t.server, t.admin, dollars),
  };
}
