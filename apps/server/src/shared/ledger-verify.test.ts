import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEFAULT_PLATFORM_FEE_BPS } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerDailyTotals } from '../db/schema.ts';
import { buy, createOffering, investor } from '../modules/investments/investments.fixtures.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { onPostgres } from '../test/test-database.ts';
import { signUpAdmin } from '../test/users.ts';
import { verifyLedger } from './ledger-verify.ts';

let server: TestServer;
let me: { id: string; token: string };
beforeAll(async () => {
  server = await startTestServer({ platformFeeBps: DEFAULT_PLATFORM_FEE_BPS });
  const admin = await signUpAdmin(server);
  const offering = await createOffering(server, admin.token, { pricePerUnit: 100 });
  me = await investor(server, 500_00);
  const bought = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 2 });
  if (bought.status !== 201) throw new Error(`purchase: ${bought.status}`);
}, 120_000);
// Each test tampers with the totals; the trigger's own recount puts them back.
afterEach(async () => {
  await server.app.db.execute(sql`SELECT ledger_daily_totals_rebuild()`);
});
afterAll(async () => {
  await server?.close();
});

const rowsOf = (kind: 'adjustment' | 'investment' | 'fee') =>
  and(eq(ledgerDailyTotals.userId, me.id), eq(ledgerDailyTotals.kind, kind));

describe('ledger verify: daily totals', () => {
  it('passes while the trigger-kept totals equal the ledger (adjustment, investment, fee)', async () => {
    const rows = await server.app.db
      .select()
      .from(ledgerDailyTotals)
      .where(eq(ledgerDailyTotals.userId, me.id));
    expect(rows.map((r) => [r.kind, r.entries, r.creditsCents, r.debitsCents]).sort()).toEqual(
      [
        ['adjustment', 1, 500_00, 0],
        ['fee', 1, 0, -50],
        ['investment', 1, 0, -200_00],
      ].sort(),
    );
    const verdict = await verifyLedger(server.app.db);
    expect(verdict.problems).toEqual([]);
    expect(verdict.ok).toBe(true);
    expect(verdict.report).toContain('OK: the daily ledger totals equal the ledger, per user, day and kind.');
  });

  it('reports a total whose sum drifted, naming user, day and kind', async () => {
    await server.app.db
      .update(ledgerDailyTotals)
      .set({ debitsCents: sql`${ledgerDailyTotals.debitsCents} - 1` })
      .where(rowsOf('investment'));
    const verdict = await verifyLedger(server.app.db);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual([
      'FAILED: 1 daily total(s) that differ from the ledger:',
      expect.stringMatching(
        new RegExp(`^  ${me.id} \\d{4}-\\d\\d-\\d\\d investment: .*-20000 cents, .*-20001 cents$`),
      ),
    ]);
  });

  it('reports a total whose entry count drifted', async () => {
    await server.app.db.update(ledgerDailyTotals).set({ entries: 2 }).where(rowsOf('fee'));
    const verdict = await verifyLedger(server.app.db);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems.join('\n')).toContain(`${me.id}`);
    expect(verdict.problems.join('\n')).toMatch(/ fee: ledger 1 entries .* totals 2 entries/);
  });

  it('reports a day the totals lost, and a day they invented', async () => {
    await server.app.db.delete(ledgerDailyTotals).where(rowsOf('adjustment'));
    await server.app.db.insert(ledgerDailyTotals).values({
      userId: me.id,
      day: '2020-01-01',
      kind: 'deposit',
      entries: 1,
      creditsCents: 1_00,
      debitsCents: 0,
    });
    const verdict = await verifyLedger(server.app.db);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toBe('FAILED: 2 daily total(s) that differ from the ledger:');
    expect(verdict.problems.join('\n')).toContain(`${me.id} 2020-01-01 deposit: ledger 0 entries`);
    expect(verdict.problems.join('\n')).toMatch(
      / adjustment: ledger 1 entries \+50000\/0 cents, totals 0 entries/,
    );
  });

  it('accepts a row the trigger left at zero (its entries were deleted)', async () => {
    await server.app.db.insert(ledgerDailyTotals).values({
      userId: me.id,
      day: '2020-01-02',
      kind: 'payout',
      entries: 0,
      creditsCents: 0,
      debitsCents: 0,
    });
    expect((await verifyLedger(server.app.db)).ok).toBe(true);
  });
});

// The script itself, as an operator runs it: another process needs a database it can open beside
// the test server, which PGlite (one process) is not.
describe.skipIf(!onPostgres)('npm run ledger:verify (PostgreSQL only)', () => {
  const run = promisify(execFile);
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const verify = () =>
    run('npx', ['tsx', 'src/scripts/ledger-verify.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: server.app.config.databaseUrl, NODE_ENV: 'test' },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('exits 0 on a true ledger and 1, naming the row, when a daily total drifts', async () => {
    const good = await verify();
    expect(good.stderr).toBe('');
    expect(good.code).toBe(0);
    expect(good.stdout).toContain('OK: the daily ledger totals equal the ledger');
    const [funded] = await server.app.db
      .update(ledgerDailyTotals)
      .set({ creditsCents: 1 })
      .where(rowsOf('adjustment'))
      .returning();
    const bad = await verify();
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`${me.id} ${funded!.day} adjustment`);
  }, 60_000);
});
