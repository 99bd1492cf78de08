import { randomUUID } from 'node:crypto';
import { DEFAULT_PLATFORM_FEE_BPS, ERROR_CODES } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/rows.ts';
import { holdings } from '../db/schema.ts';
import { buy, createOffering, makeDue, markVerified } from '../modules/investments/investments.fixtures.ts';
import { runMaturityPayouts } from '../modules/investments/maturity.job.ts';
import {
  decide,
  expectLedgerConsistent,
  fund,
  linkBank,
  requestWithdrawal,
  SETUP_TIMEOUT,
  secondAdminOf,
  type TestUser,
} from '../modules/wallet/wallet.test-support.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { adjustForTest } from '../test/ledger-fixtures.ts';
import { signUpAdmin, signUpAndLogin } from '../test/users.ts';
import { PLATFORM_ACCOUNT_IDS } from './ledger.repository.ts';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer({ platformFeeBps: DEFAULT_PLATFORM_FEE_BPS });
  admin = await signUpAdmin(server);
}, SETUP_TIMEOUT);
afterEach(async () => {
  await expectLedgerConsistent(server);
});
afterAll(async () => {
  await server?.close();
});

/** Each journal transaction that references `id`: its kind and its postings as [account type, cents]. */
async function journalOf(id: string) {
  const found = await rows<{ kind: string; postings: [string, number][] }>(
    server.app.db,
    sql`
    SELECT t.kind, jsonb_agg(jsonb_build_array(e.account_type, e.amount_cents) ORDER BY e.account_type, e.amount_cents) AS postings
    FROM journal_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
    WHERE t.reference_id = ${id}::uuid GROUP BY t.id, t.seq ORDER BY t.seq`,
  );
  return found.map((f) => ({ kind: f.kind, postings: f.postings.map(([a, c]) => [a, Number(c)]) }));
}

const customer = async (dollars = 0) => {
  const user = await signUpAndLogin(server);
  await markVerified(server, user.id);
  if (dollars) await fund(server, admin, user, dollars);
  return user;
};

const trialBalance = async () => {
  const res = await server.request('GET', '/auth/admin/reports/trial-balance', { token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: { account: string; balance: number }[]; total: number };
};

describe('every flow is a journal transaction whose postings sum to zero', { timeout: 120_000 }, () => {
  it('deposit: bank → cash; withdrawal: cash → on its way out → bank, or back to cash', async () => {
    const me = await customer();
    await linkBank(server, me);
    const dep = await server.request('POST', '/auth/deposit-requests', {
      token: me.token,
      body: { amount: 300 },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(dep.status, JSON.stringify(dep.body)).toBe(201);
    await decide(server, admin, 'deposit', dep.body.data._id, 'approved');
    expect(await journalOf(dep.body.data._id)).toEqual([
      {
        kind: 'deposit',
        postings: [
          ['bank', -300_00],
          ['cash', 300_00],
        ],
      },
    ]);

    const paid = await requestWithdrawal(server, me, { amount: 120 }, randomUUID());
    await decide(server, admin, 'withdraw', paid.body.data._id, 'approved');
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

    const back = await requestWithdrawal(server, me, { amount: 150 }, randomUUID());
    await decide(server, admin, 'withdraw', back.body.data._id, 'rejected');
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
    const offering = await createOffering(server, admin.token, {
      pricePerUnit: 100,
      investmentReturn: '10%',
    });
    const me = await customer(1_000);
    const bought = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 4 });
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
    await makeDue(server, id);
    await runMaturityPayouts(server.app.deps);
    const [, maturity] = await journalOf(id);
    const returnCents = (await server.app.db.select().from(holdings).where(eq(holdings.id, id)))[0]!
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
    const res = await server.request('PUT', `/auth/admin/edit-task/${me.id}`, {
      token: admin.token,
      body: { newBalanceValue: 120, reason: 'correction' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [adjustment] = await rows<{ transaction_id: string }>(
      server.app.db,
      sql`SELECT transaction_id FROM ledger_entries WHERE user_id = ${me.id}::uuid AND kind = 'adjustment'`,
    );
    const postings = await rows<{ account_type: string; amount_cents: string }>(
      server.app.db,
      sql`SELECT account_type, amount_cents::text FROM ledger_entries WHERE transaction_id = ${adjustment!.transaction_id}::uuid ORDER BY account_type`,
    );
    expect(postings.map((p) => [p.account_type, Number(p.amount_cents)])).toEqual([
      ['adjustments', 30_00],
      ['cash', -30_00],
    ]);
    await expect(
      adjustForTest(server.app.db, { userId: me.id, cents: -121_00, reason: 'too much' }),
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
      server.app.db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO ledger_entries (transaction_id, account_id, account_type, amount_cents, balance_after_cents, kind)
          VALUES (${id}::uuid, ${PLATFORM_ACCOUNT_IDS.adjustments}::uuid, 'adjustments', 1, 1, 'adjustment'),
                 (${id}::uuid, ${PLATFORM_ACCOUNT_IDS.bank}::uuid, 'bank', -2, -2, 'adjustment')`);
        await tx.execute(sql`
          INSERT INTO journal_transactions (id, seq, kind, prev_hash, hash) VALUES (${id}::uuid, 0, 'adjustment', '', '')`);
      }),
    );
    expect(outcome).toMatch(/journal transaction .* does not balance: 2 postings sum to -1 cents/);
  });

  it('refuses a posting that joins a transaction after its header closed it', async () => {
    const me = await customer(100);
    const [closed] = await rows<{ transaction_id: string }>(
      server.app.db,
      sql`SELECT transaction_id FROM ledger_entries WHERE user_id = ${me.id}::uuid LIMIT 1`,
    );
    const outcome = await refused(
      server.app.db.execute(sql`
        INSERT INTO ledger_entries (transaction_id, account_id, account_type, amount_cents, balance_after_cents, kind)
        VALUES (${closed!.transaction_id}::uuid, ${PLATFORM_ACCOUNT_IDS.adjustments}::uuid, 'adjustments', 0, 0, 'adjustment')`),
    );
    expect(outcome).toMatch(/journal transaction .* is closed: a posting cannot join it/);
  });

  it('refuses a customer cash balance below zero', async () => {
    const me = await customer();
    expect(
      await refused(
        server.app.db.execute(sql`UPDATE users SET balance_cents = -1 WHERE id = ${me.id}::uuid`),
      ),
    ).toMatch(/users_balance_nonnegative/);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of postings and journal transactions', async () => {
    for (const table of ['ledger_entries', 'journal_transactions']) {
      expect(await refused(server.app.db.execute(sql.raw(`UPDATE ${table} SET created_at = now()`)))).toMatch(
        new RegExp(`${table} is append-only: UPDATE refused`),
      );
      expect(await refused(server.app.db.execute(sql.raw(`DELETE FROM ${table}`)))).toMatch(
        new RegExp(`${table} is append-only: DELETE refused`),
      );
      expect(await refused(server.app.db.execute(sql.raw(`TRUNCATE ${table} CASCADE`)))).toMatch(
        new RegExp(`${table} is append-only: TRUNCATE refused`),
      );
    }
  });
});

describe('returns are paid from money that exists', { timeout: 120_000 }, () => {
  it('pays the principal alone when the funding falls short, lists the shortfall, and pays the return once funded', async () => {
    const offering = await createOffering(
      server,
      admin.token,
      { pricePerUnit: 100, investmentReturn: '10%', duration: '1 year' },
      { payoutFundingCents: 0 },
    );
    const me = await customer(1_000);
    const bought = await buy(server, me.token, { investmentId: offering._id, unitsPurchased: 5 });
    const id = bought.body.data._id as string;
    const before = await server.request('GET', '/auth/me', { token: me.token });
    await makeDue(server, id);
    await runMaturityPayouts(server.app.deps);
    const after = await server.request('GET', '/auth/me', { token: me.token });
    expect(Math.round((after.body.balance - before.body.balance) * 100)).toBe(500_00);
    await server.waitForMail(me.email, /its return is delayed/);
    const mine = await server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(mine.body.data[0]).toMatchObject({ _id: id, status: 'completed', returnDelayed: true });

    const shortfalls = await server.request('GET', '/auth/admin/payout-shortfalls', { token: admin.token });
    expect(shortfalls.body.data).toContainEqual({
      holdingId: id,
      userId: me.id,
      investmentName: offering.name,
      due: 50,
      shortfall: 50,
    });

    // $30 is not enough for the $50 return: nothing is paid, the shortfall shrinks.
    const part = await server.request('POST', `/auth/admin/investments/${offering._id}/funding`, {
      token: admin.token,
      body: { amount: 30, reason: 'issuer paid part' },
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.balance).toBe(30);
    const still = await server.request('GET', '/auth/admin/payout-shortfalls', { token: admin.token });
    expect(still.body.data.find((s: { holdingId: string }) => s.holdingId === id).shortfall).toBe(20);

    const rest = await server.request('POST', `/auth/admin/investments/${offering._id}/funding`, {
      token: admin.token,
      body: { amount: 25, reason: 'issuer paid the rest' },
    });
    expect(rest.body.balance).toBe(55);
    const paid = await server.request('GET', '/auth/me', { token: me.token });
    expect(Math.round((paid.body.balance - before.body.balance) * 100)).toBe(550_00);
    await server.waitForMail(me.email, /delayed return from .* has been paid/);
    const returns = await journalOf(id);
    expect(returns.map((r) => r.kind)).toEqual(['purchase', 'maturity', 'return']);
    expect(returns[2]!.postings).toEqual([
      ['cash', 50_00],
      ['payout_funding', -50_00],
    ]);
    // Paid once: another run and another funding pay nothing more.
    await runMaturityPayouts(server.app.deps);
    const again = await server.request('GET', '/auth/me', { token: me.token });
    expect(again.body.balance).toBe(paid.body.balance);
    const list = await server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(list.body.data[0].returnDelayed).toBe(false);
  });

  it('a funding past the approval limit waits for a second admin, who is not the requester', async () => {
    const offering = await createOffering(server, admin.token, {}, { payoutFundingCents: 0 });
    const url = `/auth/admin/investments/${offering._id}/funding`;
    const big = await server.request('POST', url, {
      token: admin.token,
      body: { amount: 10_001, reason: 'issuer wire' },
    });
    expect(big.status, JSON.stringify(big.body)).toBe(202);
    const fundingId = big.body.data._id as string;
    const approvals = await server.request('GET', '/auth/admin/approvals', { token: admin.token });
    expect(approvals.body.data).toContainEqual(
      expect.objectContaining({
        kind: 'funding',
        _id: fundingId,
        investmentName: offering.name,
        amount: 10_001,
      }),
    );
    const own = await server.request('PATCH', `/auth/admin/fundings/${fundingId}`, {
      token: admin.token,
      body: { decision: 'approved' },
    });
    expect(own.status).toBe(403);
    const checker = await secondAdminOf(server);
    const ok = await server.request('PATCH', `/auth/admin/fundings/${fundingId}`, {
      token: checker.token,
      body: { decision: 'approved' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const twice = await server.request('PATCH', `/auth/admin/fundings/${fundingId}`, {
      token: checker.token,
      body: { decision: 'approved' },
    });
    expect(twice.status).toBe(409);
    const [account] = await rows<{ balance: string }>(
      server.app.db,
      sql`SELECT balance_cents::text AS balance FROM ledger_accounts WHERE offering_id = ${offering._id}::uuid`,
    );
    expect(Number(account!.balance)).toBe(10_001_00);
  });

  it('refuses a customer, a bad amount and an unknown offering', async () => {
    const me = await customer();
    const offering = await createOffering(server, admin.token);
    const url = `/auth/admin/investments/${offering._id}/funding`;
    expect(
      (await server.request('POST', url, { token: me.token, body: { amount: 5, reason: 'x' } })).status,
    ).toBe(403);
    for (const body of [
      { amount: 0, reason: 'x' },
      { amount: 1.001, reason: 'x' },
      { amount: 5 },
      { amount: '5', reason: 'x' },
    ]) {
      expect((await server.request('POST', url, { token: admin.token, body })).status).toBe(400);
    }
    const unknown = `/auth/admin/investments/${randomUUID()}/funding`;
    expect(
      (await server.request('POST', unknown, { token: admin.token, body: { amount: 5, reason: 'x' } }))
        .status,
    ).toBe(404);
  });
});

describe('bank reconciliation', { timeout: 60_000 }, () => {
  it("records the bank's closing balance beside the ledger's and the difference, audited, newest first", async () => {
    const me = await customer(700);
    expect(me.id).toBeTruthy();
    const today = new Date().toISOString().slice(0, 10);
    const [bank] = await rows<{ held: string }>(
      server.app.db,
      sql`SELECT (-balance_cents)::text AS held FROM ledger_accounts WHERE id = ${PLATFORM_ACCOUNT_IDS.bank}::uuid`,
    );
    const ledgerDollars = Number(bank!.held) / 100;
    const res = await server.request('POST', '/auth/admin/reconciliations', {
      token: admin.token,
      body: { date: today, bankBalance: ledgerDollars + 12.5 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ date: today, ledgerBalance: ledgerDollars, difference: 12.5 });
    const list = await server.request('GET', '/auth/admin/reconciliations', { token: admin.token });
    expect(list.body.data[0]).toMatchObject({ date: today, difference: 12.5, by: { _id: admin.id } });
    const audit = await rows<{ n: string }>(
      server.app.db,
      sql`SELECT count(*)::text AS n FROM audit_log WHERE action = 'ledger.reconciled' AND actor_id = ${admin.id}::uuid`,
    );
    expect(Number(audit[0]!.n)).toBe(1);
    for (const body of [
      { date: '2026-02-30', bankBalance: 1 },
      { date: today },
      { date: today, bankBalance: 1.234 },
    ]) {
      expect(
        (await server.request('POST', '/auth/admin/reconciliations', { token: admin.token, body })).status,
      ).toBe(400);
    }
  });
});
