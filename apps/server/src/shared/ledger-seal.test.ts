import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../db/client.ts';
import { rows } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { PGLITE_SEAL_EVERY_MS } from '../modules/ledger/ledger-sealer.ts';
import { startSecondInstance, startTestServer, type TestServer } from '../test/harness.ts';
import { adjustForTest } from '../test/ledger-fixtures.ts';
import { onPostgres } from '../test/test-database.ts';
import { postJournal } from './ledger.repository.ts';
import { sealLagSeconds } from './ledger-seal.repository.ts';
import { verifyLedger } from './ledger-verify.ts';

/**
 * The chain sealed after commit (ADR 050): money transactions take no chain lock; the sealer hashes
 * each committed one, once, in (xid, id) order, and ledger:verify checks every seal.
 */
let server: TestServer;
let me: string;
let other: string;
const customer = async (name: string) => {
  const [u] = await server.app.db
    .insert(users)
    .values({
      name,
      email: `seal.${randomUUID()}@example.com`,
      passwordHash: 'x',
      phonenumber: '+15550100010',
    })
    .returning({ id: users.id });
  return u!.id;
};
beforeAll(async () => {
  server = await startTestServer();
  me = await customer('Sam Seal');
  other = await customer('Olly Other');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const seals = (db: Executor = server.app.db) =>
  rows<{ seq: string; transaction_id: string }>(
    db,
    sql`SELECT seq::text, transaction_id::text FROM journal_seals ORDER BY seq`,
  );

describe('sealing after commit', { timeout: 60_000 }, () => {
  it('seals every committed transaction once, in order, and ledger:verify checks each seal', async () => {
    const before = (await seals()).length;
    for (const cents of [100_00, -30_00, 5_00])
      await adjustForTest(server.app.db, { userId: me, cents, reason: 'seal' });
    await server.app.ledgerSealer.sealNow();
    const after = await seals();
    expect(after.length).toBe(before + 3);
    expect(after.map((s) => Number(s.seq))).toEqual(after.map((_, i) => i + 1));
    expect(await sealLagSeconds(server.app.db)).toBe(0);
    // Another pass finds nothing new: a transaction is sealed once.
    expect((await server.app.ledgerSealer.sealNow())?.sealed).toBe(0);
    expect((await verifyLedger(server.app.db)).problems).toEqual([]);
  });

  it('the sealer seals on its own within a pass, and /api/health reports the lag', async () => {
    // A pass every 200 ms on PostgreSQL (well within a second), every second on the embedded PGlite.
    const within = onPostgres ? 1_000 : PGLITE_SEAL_EVERY_MS + 1_000;
    await adjustForTest(server.app.db, { userId: me, cents: 1_00, reason: 'seal' });
    const [{ id }] = (await rows<{ id: string }>(
      server.app.db,
      sql`SELECT id::text FROM journal_transactions ORDER BY written_at DESC NULLS LAST LIMIT 1`,
    )) as [{ id: string }];
    const sealed = async () => (await seals()).some((s) => s.transaction_id === id);
    const started = Date.now();
    while (!(await sealed()) && Date.now() - started < within) await new Promise((r) => setTimeout(r, 20));
    expect(await sealed()).toBe(true);
    const health = await server.request('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    expect(health.body.sealLagSeconds).toBeGreaterThanOrEqual(0);
    expect(health.body.sealLagSeconds).toBeLessThan(1);
  });

  it('a posting edited behind the triggers after its seal: ledger:verify names the seal', async () => {
    const posted = await adjustForTest(server.app.db, { userId: me, cents: 7_00, reason: 'to be edited' });
    expect(posted).toBeGreaterThan(0);
    await server.app.ledgerSealer.sealNow();
    const [last] = (await seals()).slice(-1);
    await server.app.db.transaction(async (t) => {
      await t.execute(sql`SET LOCAL session_replication_role = replica`);
      await t.execute(sql`UPDATE ledger_entries SET reason = 'rewritten'
                          WHERE transaction_id = ${last!.transaction_id}::uuid`);
    });
    const { problems } = await verifyLedger(server.app.db);
    expect(problems.slice(0, 2)).toEqual([
      'FAILED: the seals break at 1 seal(s):',
      `  seal #${last!.seq} ${last!.transaction_id}: its hash does not match its transaction and postings`,
    ]);
    // Put back, so the suite's ledger stays true for the tests after it.
    await server.app.db.transaction(async (t) => {
      await t.execute(sql`SET LOCAL session_replication_role = replica`);
      await t.execute(sql`UPDATE ledger_entries SET reason = 'to be edited'
                          WHERE transaction_id = ${last!.transaction_id}::uuid`);
    });
    expect((await verifyLedger(server.app.db)).problems).toEqual([]);
  });
});

describe.skipIf(!onPostgres)('sealing on PostgreSQL (set TEST_DATABASE_URL)', { timeout: 60_000 }, () => {
  it('a transaction that commits late holds the watermark back and is sealed, first, once it commits', async () => {
    await server.app.ledgerSealer.sealNow();
    const before = (await seals()).length;
    const late = new pg.Client({ connectionString: server.app.config.databaseUrl });
    await late.connect();
    try {
      await late.query('BEGIN');
      // Its xid is taken now, before the three below: it is sealed before them once it commits.
      const { transactionId: lateId } = await postJournal(drizzle(late) as unknown as Executor, {
        kind: 'adjustment',
        postings: [
          { account: { type: 'adjustments' }, amountCents: -2_00, kind: 'adjustment', reason: 'late' },
          { account: { type: 'cash', userId: me }, amountCents: 2_00, kind: 'adjustment', reason: 'late' },
        ],
      });
      // Another customer's: the late transaction holds this one's row until it ends.
      for (const cents of [3_00, 4_00, 5_00])
        await adjustForTest(server.app.db, { userId: other, cents, reason: 'on time' });
      await server.app.ledgerSealer.sealNow();
      expect((await seals()).length).toBe(before);
      expect(await sealLagSeconds(server.app.db)).toBeGreaterThan(0);
      await late.query('COMMIT');
      await server.app.ledgerSealer.sealNow();
      const after = (await seals()).slice(before);
      expect(after.length).toBe(4);
      expect(after[0]!.transaction_id).toBe(lateId);
    } finally {
      await late.end();
    }
    expect((await verifyLedger(server.app.db)).problems).toEqual([]);
  });

  it('one sealer at a time across instances; money transactions end when idle in a transaction', async () => {
    const second = await startSecondInstance(server);
    try {
      expect(server.app.ledgerSealer.active).toBe(true);
      expect(second.app.ledgerSealer.active).toBe(false);
      expect(await second.app.ledgerSealer.sealNow()).toBeNull();
      const [r] = await rows<{ t: string }>(
        server.app.db,
        sql`SELECT current_setting('idle_in_transaction_session_timeout') AS t`,
      );
      expect(r!.t).toBe('5s');
    } finally {
      await second.app.close();
    }
  });
});
