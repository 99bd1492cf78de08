import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { adjustForTest } from '../test/ledger-fixtures.ts';
import { verifyLedger } from './ledger-verify.ts';

/**
 * Someone with the database's keys edits the books behind the application's back (the append-only
 * triggers switched off for the session, as only a superuser can): ledger:verify names what was
 * touched, first bad row first. Each test starts from three sealed journal transactions of one customer.
 */
let server: TestServer;
let me: { id: string; email: string };
let tx: { id: string; seq: number }[];
beforeEach(async () => {
  server = await startTestServer();
  const email = `tamper.${randomUUID()}@example.com`;
  const [u] = await server.app.db
    .insert(users)
    .values({ name: 'Tess Tamper', email, passwordHash: 'not a hash', phonenumber: '+15550100009' })
    .returning({ id: users.id });
  me = { id: u!.id, email };
  for (const cents of [500_00, -100_00, 50_00])
    await adjustForTest(server.app.db, { userId: me.id, cents, reason: 'setup' });
  await server.app.ledgerSealer.sealNow();
  tx = (
    await rows<{ id: string; seq: string }>(
      server.app.db,
      sql`SELECT transaction_id AS id, seq::text FROM journal_seals ORDER BY seq`,
    )
  ).map((r) => ({ id: r.id, seq: Number(r.seq) }));
  expect(tx.map((t) => t.seq)).toEqual([1, 2, 3]);
  expect((await verifyLedger(server.app.db)).problems).toEqual([]);
}, 60_000);
afterEach(async () => {
  await server?.close();
});

/** Runs `edit` with the triggers off, as a superuser could. */
const behindTheBack = (edit: SQL) =>
  server.app.db.transaction(async (t) => {
    await t.execute(sql`SET LOCAL session_replication_role = replica`);
    await t.execute(edit);
  });

describe('ledger:verify names the first bad row', { timeout: 60_000 }, () => {
  it('an amount changed: the hash, the sum, the balance and the daily total all disagree', async () => {
    await behindTheBack(
      sql`UPDATE ledger_entries SET amount_cents = -9000 WHERE transaction_id = ${tx[1]!.id}::uuid AND user_id IS NOT NULL`,
    );
    const day = new Date().toISOString().slice(0, 10);
    expect((await verifyLedger(server.app.db)).problems).toEqual([
      'FAILED: the seals break at 1 seal(s):',
      `  seal #2 ${tx[1]!.id}: its hash does not match its transaction and postings`,
      'FAILED: 1 journal transaction(s) that do not balance:',
      `  #2 ${tx[1]!.id}: 2 posting(s) summing to 1000 cents`,
      'FAILED: 1 user(s) whose balance is not the sum of their ledger:',
      `  ${me.id} ${me.email}: balance 45000 cents, ledger 46000 cents`,
      'FAILED: 1 daily total(s) that differ from the ledger:',
      `  ${me.id} ${day} adjustment: ledger 3 entries +55000/-9000 cents, totals 3 entries +55000/-10000 cents`,
    ]);
  });

  it('a seal rewritten: that seal no longer matches, and the next no longer links to it', async () => {
    await behindTheBack(sql`UPDATE journal_seals SET hash = repeat('f', 64) WHERE seq = 2`);
    expect((await verifyLedger(server.app.db)).problems).toEqual([
      'FAILED: the seals break at 2 seal(s):',
      `  seal #2 ${tx[1]!.id}: its hash does not match its transaction and postings`,
      `  seal #3 ${tx[2]!.id}: its previous hash is not the hash of seal #2`,
    ]);
  });

  it('a transaction and its seal deleted: the seals have a gap and its postings have no header', async () => {
    await behindTheBack(sql`DELETE FROM journal_seals WHERE seq = 2`);
    await behindTheBack(sql`DELETE FROM journal_transactions WHERE id = ${tx[1]!.id}::uuid`);
    expect((await verifyLedger(server.app.db)).problems).toEqual([
      'FAILED: the seals break at 1 seal(s):',
      `  seal #2: missing; the next seal is #3 ${tx[2]!.id}`,
      'FAILED: 1 journal transaction(s) that do not balance:',
      `  (no header) ${tx[1]!.id}: 2 posting(s) summing to 0 cents`,
    ]);
  });

  it("a stored balance changed: the account's postings say otherwise", async () => {
    const [account] = await rows<{ id: string }>(
      server.app.db,
      sql`SELECT id FROM ledger_accounts WHERE user_id = ${me.id}::uuid AND type = 'withdrawals'`,
    );
    await behindTheBack(
      sql`UPDATE ledger_accounts SET balance_cents = balance_cents + 1 WHERE id = ${account!.id}::uuid`,
    );
    expect((await verifyLedger(server.app.db)).problems).toEqual([
      'FAILED: 1 account(s) whose stored balance is not the sum of their postings:',
      `  withdrawals ${account!.id}: stored 1 cents, postings 0 cents`,
    ]);
  });

  it('a seal missing below the watermark: ledger:verify counts the transactions it skipped', async () => {
    await behindTheBack(sql`DELETE FROM journal_seals WHERE seq = 3`);
    expect((await verifyLedger(server.app.db)).problems).toEqual([
      'FAILED: committed transactions below the watermark have no seal:',
      '  1 transaction(s)',
    ]);
  });
});
