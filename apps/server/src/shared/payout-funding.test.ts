import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rows } from '../db/rows.ts';
import { buy, createOffering, makeDue } from '../modules/investments/investments.fixtures.ts';
import { runMaturityPayouts } from '../modules/investments/maturity.job.ts';
import { secondAdminOf } from '../modules/wallet/wallet.test-support.ts';
import { ledgerSuite } from './double-entry.fixtures.ts';
import { PLATFORM_ACCOUNT_IDS } from './ledger.repository.ts';

const { t, journalOf, customer } = ledgerSuite();

describe('returns are paid from money that exists', { timeout: 120_000 }, () => {
  it('pays the principal alone when the funding falls short, lists the shortfall, and pays the return once funded', async () => {
    const offering = await createOffering(
      t.server,
      t.admin.token,
      { pricePerUnit: 100, investmentReturn: '10%', duration: '1 year' },
      { payoutFundingCents: 0 },
    );
    const me = await customer(1_000);
    const bought = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 5 });
    const id = bought.body.data._id as string;
    const before = await t.server.request('GET', '/auth/me', { token: me.token });
    await makeDue(t.server, id);
    await runMaturityPayouts(t.server.app.deps);
    // A job's change reaches the /me copy when the sealer announces it, within a second (ADR 050).
    const after = await vi.waitUntil(
      async () => {
        const me2 = await t.server.request('GET', '/auth/me', { token: me.token });
        return me2.body.balance !== before.body.balance ? me2 : false;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(Math.round((after.body.balance - before.body.balance) * 100)).toBe(500_00);
    await t.server.waitForMail(me.email, /its return is delayed/);
    const mine = await t.server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(mine.body.data[0]).toMatchObject({ _id: id, status: 'completed', returnDelayed: true });

    const shortfalls = await t.server.request('GET', '/auth/admin/payout-shortfalls', {
      token: t.admin.token,
    });
    expect(shortfalls.body.data).toContainEqual({
      holdingId: id,
      userId: me.id,
      investmentName: offering.name,
      due: 50,
      shortfall: 50,
    });

    // $30 is not enough for the $50 return: nothing is paid, the shortfall shrinks.
    const part = await t.server.request('POST', `/auth/admin/investments/${offering._id}/funding`, {
      token: t.admin.token,
      body: { amount: 30, reason: 'issuer paid part' },
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.balance).toBe(30);
    const still = await t.server.request('GET', '/auth/admin/payout-shortfalls', { token: t.admin.token });
    expect(still.body.data.find((s: { holdingId: string }) => s.holdingId === id).shortfall).toBe(20);

    const rest = await t.server.request('POST', `/auth/admin/investments/${offering._id}/funding`, {
      token: t.admin.token,
      body: { amount: 25, reason: 'issuer paid the rest' },
    });
    expect(rest.body.balance).toBe(55);
    const paid = await t.server.request('GET', '/auth/me', { token: me.token });
    expect(Math.round((paid.body.balance - before.body.balance) * 100)).toBe(550_00);
    await t.server.waitForMail(me.email, /delayed return from .* has been paid/);
    const returns = await journalOf(id);
    expect(returns.map((r) => r.kind)).toEqual(['purchase', 'maturity', 'return']);
    expect(returns[2]!.postings).toEqual([
      ['cash', 50_00],
      ['payout_funding', -50_00],
    ]);
    // Paid once: another run and another funding pay nothing more.
    await runMaturityPayouts(t.server.app.deps);
    const again = await t.server.request('GET', '/auth/me', { token: me.token });
    expect(again.body.balance).toBe(paid.body.balance);
    const list = await t.server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(list.body.data[0].returnDelayed).toBe(false);
  });

  it('a funding past the approval limit waits for a second admin, who is not the requester', async () => {
    const offering = await createOffering(t.server, t.admin.token, {}, { payoutFundingCents: 0 });
    const url = `/auth/admin/investments/${offering._id}/funding`;
    const big = await t.server.request('POST', url, {
      token: t.admin.token,
      body: { amount: 10_001, reason: 'issuer wire' },
    });
    expect(big.status, JSON.stringify(big.body)).toBe(202);
    const fundingId = big.body.data._id as string;
    const approvals = await t.server.request('GET', '/auth/admin/approvals', { token: t.admin.token });
    expect(approvals.body.data).toContainEqual(
      expect.objectContaining({
        kind: 'funding',
        _id: fundingId,
        investmentName: offering.name,
        amount: 10_001,
      }),
    );
    const own = await t.server.request('PATCH', `/auth/admin/fundings/${fundingId}`, {
      token: t.admin.token,
      body: { decision: 'approved' },
    });
    expect(own.status).toBe(403);
    const checker = await secondAdminOf(t.server);
    const ok = await t.server.request('PATCH', `/auth/admin/fundings/${fundingId}`, {
      token: checker.token,
      body: { decision: 'approved' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const twice = await t.server.request('PATCH', `/auth/admin/fundings/${fundingId}`, {
      token: checker.token,
      body: { decision: 'approved' },
    });
    expect(twice.status).toBe(409);
    const [account] = await rows<{ balance: string }>(
      t.server.app.db,
      sql`SELECT balance_cents::text AS balance FROM ledger_accounts WHERE offering_id = ${offering._id}::uuid`,
    );
    expect(Number(account!.balance)).toBe(10_001_00);
  });

  it('refuses a customer, a bad amount and an unknown offering', async () => {
    const me = await customer();
    const offering = await createOffering(t.server, t.admin.token);
    const url = `/auth/admin/investments/${offering._id}/funding`;
    expect(
      (await t.server.request('POST', url, { token: me.token, body: { amount: 5, reason: 'x' } })).status,
    ).toBe(403);
    for (const body of [
      { amount: 0, reason: 'x' },
      { amount: 1.001, reason: 'x' },
      { amount: 5 },
      { amount: '5', reason: 'x' },
    ]) {
      expect((await t.server.request('POST', url, { token: t.admin.token, body })).status).toBe(400);
    }
    const unknown = `/auth/admin/investments/${randomUUID()}/funding`;
    expect(
      (await t.server.request('POST', unknown, { token: t.admin.token, body: { amount: 5, reason: 'x' } }))
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
      t.server.app.db,
      sql`SELECT (-sum(amount_cents))::text AS held FROM ledger_entries WHERE account_id = ${PLATFORM_ACCOUNT_IDS.bank}::uuid`,
    );
    const ledgerDollars = Number(bank!.held) / 100;
    const res = await t.server.request('POST', '/auth/admin/reconciliations', {
      token: t.admin.token,
      body: { date: today, bankBalance: ledgerDollars + 12.5 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ date: today, ledgerBalance: ledgerDollars, difference: 12.5 });
    const list = await t.server.request('GET', '/auth/admin/reconciliations', { token: t.admin.token });
    expect(list.body.data[0]).toMatchObject({ date: today, difference: 12.5, by: { _id: t.admin.id } });
    const audit = await rows<{ n: string }>(
      t.server.app.db,
      sql`SELECT count(*)::text AS n FROM audit_log WHERE action = 'ledger.reconciled' AND actor_id = ${t.admin.id}::uuid`,
    );
    expect(Number(audit[0]!.n)).toBe(1);
    for (const body of [
      { date: '2026-02-30', bankBalance: 1 },
      { date: today },
      { date: today, bankBalance: 1.234 },
    ]) {
      expect(
        (await t.server.request('POST', '/auth/admin/reconciliations', { token: t.admin.token, body }))
          .status,
      ).toBe(400);
    }
  });
});
