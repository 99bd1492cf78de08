import { HIDDEN_CHARACTERS_MSG, isReference, REFERENCE_MSG, WALLET_MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { holdings, walletRequests } from '../../db/schema.ts';
import { insertWithReference } from '../../lib/short-reference.ts';
import { DEMO_PLATFORM_BANK } from '../../platform-bank.ts';
import { serverWithAdmin, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAndLogin } from '../../test/users.ts';
import { buy, createOffering, markVerified } from '../investments/investments.fixtures.ts';
import * as wallet from './wallet.test-support.ts';

const suite = serverWithAdmin();
const { decide, fund, payoutReady, requestDeposit, requestWithdrawal } = wallet;

/**
 * A customer's deposit request and its reference (`taken`), and an insert of another request of that
 * customer as `insertWithReference` runs it (undefined when the reference is taken).
 */
async function anotherRequestOfItsCustomer() {
  const user = await signUpAndLogin(suite.server);
  const taken: string = (await requestDeposit(suite.server, user, { amount: 150 })).body.data.reference;
  const insertRequest = async (tx: Executor, reference: string) =>
    (
      await tx
        .insert(walletRequests)
        .values({ userId: user.id, kind: 'deposit', amountCents: 15000, reference })
        .onConflictDoNothing({ target: walletRequests.reference })
        .returning()
    )[0];
  return { taken, insertRequest, userId: user.id };
}
const adminList = (kind: 'deposit' | 'withdraw', query: string) =>
  suite.server.request('GET', `/auth/${kind}-requests?${query}`, { token: suite.admin.token });

describe('short references', { timeout: TEST_TIMEOUT }, () => {
  it('every request gets its own VI- reference of the unambiguous alphabet, in every answer and list', async () => {
    const customer = await signUpAndLogin(suite.server, { name: 'Rhea Reference' });
    const refs = new Set<string>();
    for (const amount of [101, 102, 103, 104, 105]) {
      const res = await requestDeposit(suite.server, customer, { amount });
      expect(res.status).toBe(201);
      expect(res.body.data.reference).toMatch(/^VI-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
      refs.add(res.body.data.reference);
    }
    expect(refs.size).toBe(5);
    const own = await suite.server.request('GET', `/auth/deposit-requests/${customer.id}`, {
      token: customer.token,
    });
    expect(new Set(own.body.data.map((r: { reference: string }) => r.reference))).toEqual(refs);
    const all = await adminList('deposit', 'pageSize=100');
    for (const r of all.body.data) expect(isReference(r.reference)).toBe(true);
  });

  it('a deposit answers where to send the money, with its reference; the mail says the same, never the id', async () => {
    const user = await signUpAndLogin(suite.server, { name: 'Paula Payer' });
    const res = await requestDeposit(suite.server, user, { amount: 320 });
    expect(res.status).toBe(201);
    const { reference, _id } = res.body.data;
    expect(res.body.data.payTo).toEqual({ ...DEMO_PLATFORM_BANK, reference });
    const mail = await suite.server.waitForMail(user.email, /We received your request to deposit \$320\.00/);
    expect(mail).toContain(`Reference: ${reference}`);
    expect(mail).toContain(`Bank: ${DEMO_PLATFORM_BANK.bankName}`);
    expect(mail).toContain(`Account number: ${DEMO_PLATFORM_BANK.accountNumber}`);
    expect(mail).toContain(WALLET_MSG.payToHowTo);
    expect(mail).not.toContain(_id);
    // Listed while pending with its instructions; once decided, nothing is left to send.
    const own = await suite.server.request('GET', `/auth/deposit-requests/${user.id}`, { token: user.token });
    expect(own.body.data[0].payTo).toEqual({ ...DEMO_PLATFORM_BANK, reference });
    await decide(suite.server, suite.admin, 'deposit', _id, 'approved');
    const after = await suite.server.request('GET', `/auth/deposit-requests/${user.id}`, {
      token: user.token,
    });
    expect(after.body.data[0].payTo).toBeUndefined();
    const decided = await suite.server.waitForMail(user.email, /was approved/);
    expect(decided).toContain(`(reference ${reference})`);
    expect(decided).not.toContain(_id);
  });

  it('a withdrawal has a reference and no payment instructions', async () => {
    const user = await signUpAndLogin(suite.server);
    await fund(suite.server, suite.admin, user, 500);
    const bank = await payoutReady(suite.server, user);
    const res = await requestWithdrawal(suite.server, user, { amount: 200, bankAccountId: bank._id });
    expect(res.status).toBe(201);
    expect(isReference(res.body.data.reference)).toBe(true);
    expect(res.body.data.payTo).toBeUndefined();
  });

  it('movements show the short reference of their request, holding or adjustment', async () => {
    const { server, admin } = suite;
    const user = await signUpAndLogin(server);
    await markVerified(server, user.id);
    const dep = await requestDeposit(server, user, { amount: 750 });
    await decide(server, admin, 'deposit', dep.body.data._id, 'approved');
    const adjusted = await server.request('PUT', `/auth/admin/edit-task/${user.id}`, {
      token: admin.token,
      body: { newBalanceValue: 740, reason: 'Bank fee charged on the transfer' },
    });
    expect(adjusted.status).toBe(200);
    const offering = await createOffering(server, admin.token);
    const bought = await buy(server, user.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const [holding] = await server.app.db.select().from(holdings).where(eq(holdings.userId, user.id));

    const page = await server.request('GET', '/auth/transactions', { token: user.token });
    expect(page.status).toBe(200);
    const byType = Object.fromEntries(page.body.data.map((m: { type: string }) => [m.type, m]));
    expect(byType.deposit.reference).toBe(dep.body.data.reference);
    expect(byType.investment.reference).toBe(holding!.reference);
    expect(isReference(byType.adjustment.reference)).toBe(true);
    expect(new Set(page.body.data.map((m: { reference: string }) => m.reference)).size).toBe(3);
    const csv = await server.request('GET', '/auth/transactions.csv', { token: user.token });
    expect(csv.body).toContain(dep.body.data.reference);
    expect(csv.body).toContain(holding!.reference);
  });

  it('a collision draws again: the second request never takes a reference already used', async () => {
    const { taken, insertRequest } = await anotherRequestOfItsCustomer();
    const draws = [taken, taken, 'VI-ZZZZZ2'];
    // Its first two draws collide with `taken`.
    const row = await insertWithReference(suite.server.app.db, insertRequest, () => draws.shift()!);
    expect(row.reference).toBe('VI-ZZZZZ2');
    expect(draws).toEqual([]);
    await suite.server.app.db.delete(walletRequests).where(eq(walletRequests.id, row.id));
  });

  it('five collisions in a row: an error, and nothing written', async () => {
    const { taken, insertRequest, userId } = await anotherRequestOfItsCustomer();
    let draws = 0;
    await expect(
      insertWithReference(suite.server.app.db, insertRequest, () => {
        draws++;
        return taken;
      }),
    ).rejects.toThrow('no free short reference after 5 draws');
    expect(draws).toBe(5);
    const mine = await suite.server.app.db
      .select()
      .from(walletRequests)
      .where(eq(walletRequests.userId, userId));
    expect(mine).toHaveLength(1);
  });
});

describe('the admin finds a request by its reference (q)', { timeout: TEST_TIMEOUT }, () => {
  it('matches the whole reference in any case and spelling, or the start of it', async () => {
    const user = await signUpAndLogin(suite.server);
    const mine = await requestDeposit(suite.server, user, { amount: 111 });
    const ref: string = mine.body.data.reference;
    for (const q of [ref, ref.toLowerCase(), ref.slice(3), ` vi ${ref.slice(3, 6)}-${ref.slice(6)} `]) {
      const res = await adminList('deposit', `q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(
        res.body.data.map((r: { _id: string }) => r._id),
        q,
      ).toEqual([mine.body.data._id]);
      expect(res.body.total).toBe(1);
    }
    const partial = await adminList('deposit', `q=${encodeURIComponent(ref.slice(0, 6))}&pageSize=100`);
    expect(partial.body.data.length).toBeGreaterThanOrEqual(1);
    for (const r of partial.body.data) expect(r.reference.startsWith(ref.slice(0, 6))).toBe(true);
    // A deposit reference is not a withdrawal's.
    expect((await adminList('withdraw', `q=${ref}`)).body.data).toEqual([]);
  });

  it('a q that cannot be a reference is a 400 naming q', async () => {
    for (const q of ['VI-0O1IL', 'VI-', 'hello world', 'VI-7KD3QXA', 'x'.repeat(41)]) {
      const res = await adminList('deposit', `q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(400);
      expect(res.body.errors, q).toEqual({ q: REFERENCE_MSG.searchInvalid });
    }
  });

  it('customers cannot search other people’s requests', async () => {
    const customer = await signUpAndLogin(suite.server);
    const res = await suite.server.request('GET', '/auth/deposit-requests?q=VI-7KD3QX', {
      token: customer.token,
    });
    expect(res.status).toBe(403);
  });
});

describe('a rejection carries its reason', { timeout: TEST_TIMEOUT }, () => {
  it('stored, shown on the request, mailed and audited', async () => {
    const user = await signUpAndLogin(suite.server, { name: 'Rex Rejected' });
    const created = await requestDeposit(suite.server, user, { amount: 400 });
    const reason = 'No transfer with this reference arrived within 10 days.';
    const res = await suite.server.request('PATCH', `/auth/deposit-requests/${created.body.data._id}`, {
      token: suite.admin.token,
      body: { status: 'rejected', reason: `  ${reason} ` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', reason });
    const [row] = await suite.server.app.db
      .select()
      .from(walletRequests)
      .where(eq(walletRequests.id, created.body.data._id));
    expect(row!.reason).toBe(reason);
    const own = await suite.server.request('GET', `/auth/deposit-requests/${user.id}`, { token: user.token });
    expect(own.body.data[0]).toMatchObject({ status: 'rejected', reason });
    const mail = await suite.server.waitForMail(user.email, /was rejected/);
    expect(mail).toContain(`Reason: ${reason}`);
    expect(mail).toContain(created.body.data.reference);
  });

  it('a withdrawal rejected with a reason: the hold returns and the mail says why', async () => {
    const user = await signUpAndLogin(suite.server);
    await fund(suite.server, suite.admin, user, 300);
    const bank = await payoutReady(suite.server, user);
    const w = await requestWithdrawal(suite.server, user, { amount: 150, bankAccountId: bank._id });
    const res = await suite.server.request('PATCH', `/auth/withdraw-requests/${w.body.data._id}`, {
      token: suite.admin.token,
      body: { status: 'rejected', reason: 'The destination account is closed.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.reason).toBe('The destination account is closed.');
    const mail = await suite.server.waitForMail(user.email, /withdrawal request .* was rejected/);
    expect(mail).toContain('Reason: The destination account is closed.');
  });

  it('without a reason a rejection still works (the seed’s clients send none)', async () => {
    const user = await signUpAndLogin(suite.server);
    const created = await requestDeposit(suite.server, user, { amount: 130 });
    const res = await decide(suite.server, suite.admin, 'deposit', created.body.data._id, 'rejected');
    expect(res.status).toBe(200);
    expect(res.body.data.reason).toBeUndefined();
  });

  it('a bad reason, or a reason with an approval, is a 400 naming reason and changes nothing', async () => {
    const user = await signUpAndLogin(suite.server);
    const created = await requestDeposit(suite.server, user, { amount: 140 });
    const id = created.body.data._id;
    for (const [body, message] of [
      [{ status: 'rejected', reason: 'Looks wrong\u202Egro.knab' }, HIDDEN_CHARACTERS_MSG],
      [{ status: 'rejected', reason: 'line one\nline two' }, HIDDEN_CHARACTERS_MSG],
      [{ status: 'rejected', reason: '   ' }, WALLET_MSG.rejectionReasonRequired],
      [{ status: 'rejected', reason: 'x'.repeat(501) }, 'Keep the reason under 500 characters.'],
      [{ status: 'rejected', reason: 42 }, WALLET_MSG.rejectionReasonRequired],
      [{ status: 'approved', reason: 'Fine' }, WALLET_MSG.reasonOnlyOnRejection],
    ] as const) {
      const res = await suite.server.request('PATCH', `/auth/deposit-requests/${id}`, {
        token: suite.admin.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toEqual({ reason: message });
    }
    const [row] = await suite.server.app.db.select().from(walletRequests).where(eq(walletRequests.id, id));
    expect(row).toMatchObject({ status: 'pending', reason: null });
  });
});
