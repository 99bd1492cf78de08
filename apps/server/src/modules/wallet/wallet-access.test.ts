import { describe, expect, it } from 'vitest';
import { TEST_TIMEOUT, testServer } from '../../test/suite.ts';
import { approveIdentity, signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { balanceOf, decide, requestDeposit, requestWithdrawal } from './wallet.test-support.ts';

const t = testServer(async (server) => ({
  admin: await signUpAdmin(server),
  alice: await signUpAndLogin(server, { name: 'Alice Owner' }),
  bob: await signUpAndLogin(server, { name: 'Bob Other' }),
}));

describe('who may do what', { timeout: TEST_TIMEOUT }, () => {
  it('another user’s id → 403 on the customer lists; the owner and an admin may read them', async () => {
    await requestDeposit(t.server, t.alice, { amount: 100 });
    for (const kind of ['deposit', 'withdraw']) {
      const path = `/auth/${kind}-requests/${t.alice.id}`;
      expect((await t.server.request('GET', path, { token: t.bob.token })).status).toBe(403);
      expect((await t.server.request('GET', path, { token: t.alice.token })).status).toBe(200);
      expect((await t.server.request('GET', path, { token: t.admin.token })).status).toBe(200);
      expect((await t.server.request('GET', path)).status).toBe(401);
    }
  });

  it('userId in a body is ignored: the request is the caller’s own', async () => {
    const res = await requestDeposit(t.server, t.bob, { amount: 100, userId: t.alice.id });
    expect(res.status).toBe(201);
    expect(res.body.data.userId._id).toBe(t.bob.id);
    await approveIdentity(t.server, t.bob.id);
    const w = await requestWithdrawal(t.server, t.bob, { amount: 100, userId: t.alice.id });
    expect(w.status).toBe(400); // Bob has no bank and no money: Alice's are never used
  });

  it('only an admin decides or lists all requests', async () => {
    const res = await requestDeposit(t.server, t.alice, { amount: 100 });
    expect((await decide(t.server, t.bob, 'deposit', res.body.data._id, 'approved')).status).toBe(403);
    expect((await decide(t.server, t.alice, 'deposit', res.body.data._id, 'approved')).status).toBe(403);
    expect((await t.server.request('GET', '/auth/withdraw-requests', { token: t.bob.token })).status).toBe(
      403,
    );
    expect(await balanceOf(t.server, t.alice)).toBe(0);
  });

  it('money endpoints need a token', async () => {
    const res = await t.server.request('POST', '/auth/deposit-requests', { body: { amount: 100 } });
    expect(res.status).toBe(401);
  });
});

describe('amount validation', { timeout: TEST_TIMEOUT }, () => {
  it.each([
    ['below $100', 99.99, 'Amount must be at least $100 per request.'],
    ['zero', 0, 'Amount must be at least $100 per request.'],
    ['negative', -500, 'Amount must be at least $100 per request.'],
    ['over $50,000', 50_000.01, 'Amount must not be more than $50,000 per request.'],
    ['three decimals', 100.001, 'Enter an amount in dollars with at most 2 decimals.'],
    ['a string', '100', 'Amount must be a number.'],
    ['null', null, 'Amount must be a number.'],
    ['missing', undefined, 'Amount must be a number.'],
  ])('amount validation: %s is a 400 on both POSTs', async (_name, amount, message) => {
    for (const send of [requestDeposit, requestWithdrawal]) {
      const res = await send(t.server, t.alice, { amount });
      expect(res.status).toBe(400);
      expect(res.body.errors.amount).toBe(message);
    }
  });

  it('amount validation: 1e309 and NaN (not JSON numbers) are a 400', async () => {
    for (const raw of ['{"amount":1e309}', '{"amount":NaN}', '{"amount":Infinity}']) {
      const res = await t.server.request('POST', '/auth/deposit-requests', {
        token: t.alice.token,
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
    }
  });

  it('amount validation: exactly $100 and $50,000 are accepted', async () => {
    expect((await requestDeposit(t.server, t.alice, { amount: 100 })).status).toBe(201);
    expect((await requestDeposit(t.server, t.alice, { amount: 50_000 })).status).toBe(201);
  });
});
