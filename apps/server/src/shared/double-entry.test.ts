import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../db/rows.ts';
import { holdings } from '../db/schema.ts';
import { buy, createOffering, makeDue } from '../modules/investments/investments.fixtures.ts';
import { runMaturityPayouts } from '../modules/investments/maturity.job.ts';
import { decide, payoutReady, requestWithdrawal } from '../modules/wallet/wallet.test-support.ts';
import { adjustForTest } from '../test/ledger-fixtures.ts';
import { ledgerSuite } from './double-entry.fixtures.ts';
import { PLATFORM_ACCOUNT_IDS } from './ledger.repository.ts';

const { t, journalOf, customer } = ledgerSuite();

const trialBalance = async () => {
  const res = await t.server.request('GET', '/auth/admin/reports/trial-balance', { token: t.admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: { account: string; balance: number }[]; total: number };
};

describe('every flow is a journal transaction whose postings sum to zero', { timeout: 120_000 }, () => {
  it('deposit: bank → cash; withdrawal: cash → on its way out → bank, or back to cash', async () => {
    const me = await customer();
    await payoutReady(t.server, me);
    const dep = await t.server.request('POST', '/auth/deposit-requests', {
      token: me.token,
      body: { amount: 300 },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(dep.status, JSON.stringify(dep.body)).toBe(201);
    await decide(t.server, t.admin, 'deposit', dep.body.data._id, 'approved');
    expect(await journalOf(dep.body.data._id)).toEqual([
      {
        kind: 'deposit',
        postings: [
          ['bank', -300_00],
          ['cash', 300_00],
        ],
      },
    ]);

    const paid = await requestWithdrawal(t.server, me, { amount: 120 }, randomUUID());
    await decide(t.server, t.admin, 'withdraw', paid.body.data._id, 'approved');
    expect(await journalOf(paid.body.data._id)).toEqual([
      {
        kind: 'withdrawal_request',
        postings: [
          ['cash', -120_00],
          ['withdrawals', 120_00],
        ],
      },
      {
        kind: 'withdrawal_paid',
        postings: [
          ['bank', 120_00],
          ['withdrawals', -120_00],
        ],
      },
    ]);

    const back = await requestWithdrawal(t.server, me, { amount: 150 }, randomUUID());
    await decide(t.server, t.admin, 'withdraw', back.body.data._id, 'rejected');
    expect(await journalOf(back.body.data._id)).toEqual([
      {
        kind: 'withdrawal_request',
        postings: [
          ['cash', -150_00],
          ['withdrawals', 150_00],
        ],
      },
      {
        kind: 'withdrawal_rejected',
        postings: [
          ['cash', 150_00],
          ['withdrawals', -150_00],
        ],
      },
    ]);
  });

  it('purchase: cash → invested principal and cash → fee revenue; maturity: principal and funding → cash', async () => {
    const offering = await createOffering(t.server, t.admin.token, {
      pricePerUnit: 100,
      investmentReturn: '10%',
    });
    const me = await customer(1_000);
    const bought = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 4 });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const id = bought.body.data._id as string;
    const fee = Math.round(bought.body.fee * 100);
    expect(await journalOf(id)).toEqual([
      {
        kind: 'purchase',
        postings: [
          ['cash', -400_00],
          ['cash', -fee],
          ['fee_revenue', fee],
          ['principal', 400_00],
        ],
      },
    ]);
    await makeDue(t.server, id);
    await runMaturityPayouts(t.server.app.deps);
    const [, maturity] = await journalOf(id);
    const returnCents = (await t.server.app.db.select().from(holdings).where(eq(holdings.id, id)))[0]!
      .expectedReturnCents;
    expect(maturity).toEqual({
      kind: 'maturity',
      postings: [
        ['cash', 400_00 + returnCents],
        ['payout_funding', -returnCents],
        ['principal', -400_00],
      ],
    });
  });

  it('adjustment: the platform adjustments account ↔ cash; a debit past the balance is INSUFFICIENT_BALANCE', async () => {
    const me = await customer(150);
    const res = await t.server.request('PUT', `/auth/admin/edit-task/${me.id}`, {
      token: t.admin.token,
      body: { newBalanceValue: 120, reason: 'correction' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [adjustment] = await rows<{ transaction_id: string }>(
      t.server.app.db,
      sql`SELECT transaction_id FROM ledger_entries WHERE user_id = ${me.id}::uuid AND kind = 'adjustment'`,
    );
    const postings = await rows<{ account_type: string; amount_cents: string }>(
      t.server.app.db,
      sql`SELECT account_type, amount_cents::text FROM ledger_entries WHERE transaction_id = ${adjustment!.transaction_id}::uuid ORDER BY account_type`,
    );
    expect(postings.map((p) => [p.account_type, Number(p.amount_cents)])).toEqual([
      ['adjustments', 30_00],
      ['cash', -30_00],
    ]);
    await expect(
      adjustForTest(t.server.app.db, { userId: me.id, cents: -121_00, reason: 'too much' }),
    ).rejects.toMatchObject({
      code: ERROR_CODES.INSUFFICIENT_BALANCE,
      statusCode: 400,
    });
  });

  it('the trial balance lists every account type and totals zero', async () => {
    const tb = await trialBalance();
    expect(tb.data.map((d) => d.account)).toEqual([
      'cash',
      'withdrawals',
      'principal',
      'payout_funding',
      'fee_revenue',
      'adjustments',
      'write_offs',
      'bank',
    ]);
    expect(tb.total).toBe(0);
    expect(tb.data.reduce((s, d) => s + Math.round(d.balance * 100), 0)).toBe(0);
    expect(tb.data.find((d) => d.account === 'bank')!.balance).toBeLessThan(0);
  });
});

describe('the database keeps the books', { timeout: 60_000 }, () => {
  const refused = (p: Promise<unknown>) =>
    p.then(
      () => 'accepted',
      (e: { cause?: { message?: string }; message?: string }) => e.cause?.message ?? e.message ?? String(e),
    );

  it('refuses a transaction whose postings do not sum to zero, at commit', async () => {
    const id = randomUUID();
    const outcome = await refused(
      t.server.app.db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO ledger_entries (transaction_id, account_id, account_type, amount_cents, balance_after_cents, kind)
          VALUES (${id}::uuid, ${PLATFORM_ACCOUNT_IDS.adjustments}::uuid, 'adjustments', 1, NULL, 'adjustment'),
                 (${id}::uuid, ${PLATFORM_ACCOUNT_IDS.bank}::uuid, 'bank', -2, NULL, 'adjustment')`);
        await tx.execute(sql`
          INSERT INTO journal_transactions (id, kind) VALUES (${id}::uuid, 'adjustment')`);
      }),
    );
    expect(outcome).toMatch(/journal transaction .* does not balance: 2 postings sum to -1 cents/);
  });

  it('refuses a posting that joins a transaction after its header closed it', async () => {
    const me = await customer(100);
    const [closed] = await rows<{ transaction_id: string }>(
      t.server.app.db,
      sql`SELECT transaction_id FROM ledger_entries WHERE user_id = ${me.id}::uuid LIMIT 1`,
    );
    const outcome = await refused(
      t.server.app.db.execute(sql`
        INSERT INTO ledger_entries (transaction_id, account_id, account_type, amount_cents, balance_after_cents, kind)
        VALUES (${closed!.transaction_id}::uuid, ${PLATFORM_ACCOUNT_IDS.adjustments}::uuid, 'adjustments', 0, 0, 'adjustment')`),
    );
    expect(outcome).toMatch(/journal transaction .* is closed: a posting cannot join it/);
  });

  it('refuses a customer cash balance below zero', async () => {
    const me = await customer();
    expect(
      await refused(
        t.server.app.db.execute(sql`UPDATE users SET balance_cents = -1 WHERE id = ${me.id}::uuid`),
      ),
    ).toMatch(/users_balance_nonnegative/);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of postings, journal transactions and seals', async () => {
    await customer(200);
    await t.server.app.ledgerSealer.sealNow();
    const [sealed] = await rows<{ n: number }>(
      t.server.app.db,
      sql`SELECT count(*)::int AS n FROM journal_seals`,
    );
    expect(sealed!.n).toBeGreaterThan(0);
    const stamp = {
      ledger_entries: 'created_at',
      journal_transactions: 'created_at',
      journal_seals: 'sealed_at',
    };
    for (const [table, column] of Object.entries(stamp)) {
      expect(
        await refused(t.server.app.db.execute(sql.raw(`UPDATE ${table} SET ${column} = now()`))),
      ).toMatch(new RegExp(`${table} is append-only: UPDATE refused`));
      expect(await refused(t.server.app.db.execute(sql.raw(`DELETE FROM ${table}`)))).toMatch(
        new RegExp(`${table} is append-only: DELETE refused`),
      );
      expect(await refused(t.server.app.db.execute(sql.raw(`TRUNCATE ${table} CASCADE`)))).toMatch(
        new RegExp(`${table} is append-only: TRUNCATE refused`),
      );
    }
  });
});
