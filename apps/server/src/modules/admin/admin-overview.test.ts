import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.ts';
import { balanceAdjustments, platformFees, users, walletRequests } from '../../db/schema.ts';
import { expectLedgerConsistent, serverWithAdmin, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAndLogin } from '../../test/users.ts';
import { createOffering } from '../investments/investments.fixtures.ts';
import { signUpWithProfile, submitDocument } from '../kyc/kyc.fixtures.ts';
import {
  decide,
  fund,
  linkBank,
  payoutReady,
  requestDeposit,
  requestWithdrawal,
} from '../wallet/wallet.test-support.ts';
import { editBalance, insertPlainUsers } from './admin.fixtures.ts';

const t = serverWithAdmin();

const stats = async () => {
  const res = await t.server.request('GET', '/auth/admin/stats', { token: t.admin.token });
  expect(res.status).toBe(200);
  return res.body;
};

/** The same numbers computed the slow way, row by row, from the tables. */
async function statsFromData() {
  const all = await t.server.app.db.select().from(users);
  const requests = await t.server.app.db.select().from(walletRequests);
  const adjustments = await t.server.app.db.select().from(balanceAdjustments);
  const pending = (kind: string) => requests.filter((r) => r.kind === kind && r.status === 'pending').length;
  return {
    totalUsers: all.length,
    pendingDeposits: pending('deposit'),
    pendingWithdrawals: pending('withdrawal'),
    totalBalance: all.reduce((s, u) => s + u.balanceCents, 0) / 100,
    pendingKyc: all.filter((u) => u.kycStatus === 'pending').length,
    pendingAdjustments: adjustments.filter((a) => a.status === 'pending').length,
    feeRevenue:
      (await t.server.app.db.select().from(platformFees)).reduce((s, f) => s + f.amountCents, 0) / 100,
  };
}

describe('GET /auth/admin/stats', { timeout: TEST_TIMEOUT }, () => {
  it('equals the counts and sums computed from the data, and follows every change', async () => {
    expect(await stats()).toEqual(await statsFromData());
    const a = await signUpAndLogin(t.server, { name: 'Avery Stats' });
    const b = await signUpWithProfile(t.server, { name: 'Blake Stats' });
    await fund(t.server, t.admin, a, 1234.56);
    await fund(t.server, t.admin, b, 100.01);
    await payoutReady(t.server, a);
    await linkBank(t.server, b);
    await requestDeposit(t.server, a, { amount: 300 });
    await requestDeposit(t.server, b, { amount: 400 });
    const rejected = await requestDeposit(t.server, b, { amount: 500 });
    await decide(t.server, t.admin, 'deposit', rejected.body.data._id, 'rejected');
    await requestWithdrawal(t.server, a, { amount: 200 });
    expect((await submitDocument(t.server, b.token)).status).toBe(200);
    await editBalance(t.server, t.admin.token, b.id, { newBalanceValue: 50, reason: 'stats test' });

    const s = await stats();
    expect(s).toEqual(await statsFromData());
    expect(s).toMatchObject({ pendingDeposits: 2, pendingWithdrawals: 1, pendingKyc: 1 });
    // 1234.56 − 200 held + 50 (b set to 50), in exact cents.
    expect(s.totalBalance).toBe(1084.56);
    await expectLedgerConsistent(t.server);
  });

  it('stays exact through bulk inserts, deletes and concurrent money movements (trigger-kept totals)', async () => {
    const added = await insertPlainUsers(
      t.server,
      Array.from({ length: 30 }, (_, i) => ({
        name: `Bulk ${i}`,
        email: `bulk${i}.${Date.now()}@example.com`,
      })),
    );
    await t.server.app.db.delete(users).where(
      inArray(
        users.id,
        added.slice(0, 12).map((u) => u.id),
      ),
    );
    const e = await signUpAndLogin(t.server, { name: 'Eve Concurrent' });
    await Promise.all(
      [10, 20, 30, 40, 50, 60].map((v) =>
        editBalance(t.server, t.admin.token, e.id, { newBalanceValue: v, reason: 'race' }),
      ),
    );
    expect(await stats()).toEqual(await statsFromData());
    const list = await t.server.request('GET', '/auth/admin/users', { token: t.admin.token });
    expect(list.body.total).toBe((await statsFromData()).totalUsers);
    const audit = await t.server.request('GET', '/auth/admin/audit', { token: t.admin.token });
    const [counted] = await rows<{ n: number }>(
      t.server.app.db,
      sql`SELECT count(*)::int AS n FROM audit_log`,
    );
    expect(audit.body.total).toBe(counted!.n);
  });
});

describe('GET /auth/admin/audit', { timeout: TEST_TIMEOUT }, () => {
  it('lists who did what to whom, newest first, paged, with the total', async () => {
    const c = await signUpAndLogin(t.server, { name: 'Charlie Audit' });
    await fund(t.server, t.admin, c, 250);
    await editBalance(t.server, t.admin.token, c.id, { newBalanceValue: 260, reason: 'Fee refund' });
    const offering = await createOffering(t.server, t.admin.token, { name: 'Audit Orchard' });
    await t.server.request('DELETE', `/auth/investments/${offering._id}`, { token: t.admin.token });

    const res = await t.server.request('GET', '/auth/admin/audit', { token: t.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 20, total: expect.any(Number) });
    const [archived, created, adjusted, approved] = res.body.data;
    expect(archived).toMatchObject({
      action: 'offering.archived',
      actor: { _id: t.admin.id, name: 'Alan Admin' },
      target: { type: 'offering', _id: offering._id, name: 'Audit Orchard' },
    });
    expect(created.action).toBe('offering.created');
    expect(adjusted).toMatchObject({
      action: 'balance.adjusted',
      target: { type: 'user', _id: c.id, name: 'Charlie Audit' },
      details: { oldBalanceCents: 25000, newBalanceCents: 26000, changeCents: 1000, reason: 'Fee refund' },
    });
    expect(approved).toMatchObject({
      action: 'deposit_request.approved',
      target: { type: 'wallet_request', name: 'Charlie Audit' },
    });
    const times = res.body.data.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    const total = res.body.total as number;
    const small = await t.server.request('GET', '/auth/admin/audit?page=2&pageSize=2', {
      token: t.admin.token,
    });
    expect(small.body).toMatchObject({ total, page: 2, pageSize: 2 });
    expect(small.body.data.map((e: { _id: string }) => e._id)).toEqual(
      res.body.data.slice(2, 4).map((e: { _id: string }) => e._id),
    );
  });

  it('keeps an entry whose actor was the system or whose target is not a user', async () => {
    const d = await signUpAndLogin(t.server, { name: 'Dana Promoted' });
    await t.server.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, d.id));
    const { recordAudit } = await import('../../shared/audit.repository.ts');
    await recordAudit(t.server.app.db, {
      action: 'user.promoted',
      targetType: 'user',
      targetId: d.id,
      details: { via: 'user:promote', oldRole: 'customer', newRole: 'admin' },
    });
    await recordAudit(t.server.app.db, { action: 'odd.thing', targetType: 'thing', targetId: 'not-a-uuid' });
    const res = await t.server.request('GET', '/auth/admin/audit', { token: t.admin.token });
    // Both entries can share a timestamp (PGlite's clock is coarse), so they are found by action, not place.
    const entries = res.body.data as { action: string; target: { _id: string } }[];
    const odd = entries.find((e) => e.action === 'odd.thing');
    const promoted = entries.find((e) => e.action === 'user.promoted' && e.target._id === d.id);
    expect(odd).toMatchObject({
      actor: null,
      action: 'odd.thing',
      target: { type: 'thing', _id: 'not-a-uuid', name: null },
    });
    expect(promoted).toMatchObject({
      actor: null,
      target: { type: 'user', _id: d.id, name: 'Dana Promoted' },
      details: { oldRole: 'customer', newRole: 'admin' },
    });
  });
});
