import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, ledgerEntries, walletRequests } from '../../db/schema.ts';
import { IDEMPOTENCY_KEY_TTL_HOURS, pruneIdempotencyKeys } from '../../lib/idempotency-prune.ts';
import { serverWithAdmin, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAndLogin } from '../../test/users.ts';
import { balanceOf, fund, payoutReady, requestDeposit, requestWithdrawal } from './wallet.test-support.ts';

const t = serverWithAdmin();

const requestsOf = (userId: string) =>
  t.server.app.db.select().from(walletRequests).where(eq(walletRequests.userId, userId));
const holdsOf = async (userId: string) =>
  (await t.server.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId))).filter(
    (e) => e.kind === 'withdrawal_hold',
  );

describe('Idempotency-Key', { timeout: TEST_TIMEOUT }, () => {
  it('idempotent replay: the same key and body return the first answer and move nothing twice', async () => {
    const user = await signUpAndLogin(t.server);
    await payoutReady(t.server, user);
    await fund(t.server, t.admin, user, 1000);

    const first = await requestWithdrawal(t.server, user, { amount: 250 }, 'withdraw-key-1');
    expect(first.status).toBe(201);
    const again = await requestWithdrawal(
      t.server,
      user,
      { amount: 250.0, userId: t.admin.id },
      'withdraw-key-1',
    );
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(t.server, user)).toBe(750);
    expect(await holdsOf(user.id)).toHaveLength(1);

    const dep1 = await requestDeposit(t.server, user, { amount: 120 }, 'deposit-key-1');
    const dep2 = await requestDeposit(t.server, user, { amount: 120 }, 'deposit-key-1');
    expect(dep2.status).toBe(201);
    expect(dep2.body).toEqual(dep1.body);
    expect((await requestsOf(user.id)).filter((r) => r.kind === 'deposit')).toHaveLength(2); // fund + this one

    // The same key is separate per operation and per user.
    const otherScope = await requestDeposit(t.server, user, { amount: 250 }, 'withdraw-key-1');
    expect(otherScope.status).toBe(201);
    const other = await signUpAndLogin(t.server);
    expect((await requestDeposit(t.server, other, { amount: 120 }, 'deposit-key-1')).status).toBe(201);
  });

  it('a replay that the rules would now refuse (the money is spent) still returns the first answer', async () => {
    const user = await signUpAndLogin(t.server);
    await payoutReady(t.server, user);
    await fund(t.server, t.admin, user, 300);
    const first = await requestWithdrawal(t.server, user, { amount: 200 }, 'spent-key');
    expect(first.status).toBe(201);
    expect((await requestWithdrawal(t.server, user, { amount: 100 }, 'spend-the-rest')).status).toBe(201);
    expect(await balanceOf(t.server, user)).toBe(0);
    const again = await requestWithdrawal(t.server, user, { amount: 200 }, 'spent-key');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(t.server, user)).toBe(0);
    expect(await holdsOf(user.id)).toHaveLength(2);
    const mismatch = await requestWithdrawal(t.server, user, { amount: 250 }, 'spent-key');
    expect(mismatch.status).toBe(409);
  });

  it('same key with another body → 409 and nothing moves', async () => {
    const user = await signUpAndLogin(t.server);
    await payoutReady(t.server, user);
    await fund(t.server, t.admin, user, 1000);
    expect((await requestWithdrawal(t.server, user, { amount: 200 }, 'k-2')).status).toBe(201);
    const changed = await requestWithdrawal(t.server, user, { amount: 300 }, 'k-2');
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await balanceOf(t.server, user)).toBe(800);
    expect(await holdsOf(user.id)).toHaveLength(1);

    expect((await requestDeposit(t.server, user, { amount: 100 }, 'k-3')).status).toBe(201);
    expect((await requestDeposit(t.server, user, { amount: 101 }, 'k-3')).status).toBe(409);
    expect((await requestsOf(user.id)).filter((r) => r.kind === 'deposit')).toHaveLength(2);
  });

  it('a refused first attempt stores nothing, so the same key can be retried', async () => {
    const user = await signUpAndLogin(t.server);
    await payoutReady(t.server, user);
    const refused = await requestWithdrawal(t.server, user, { amount: 100 }, 'k-retry');
    expect(refused.status).toBe(400);
    const keys = await t.server.app.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(keys).toHaveLength(0);
    await fund(t.server, t.admin, user, 100);
    expect((await requestWithdrawal(t.server, user, { amount: 100 }, 'k-retry')).status).toBe(201);
  });

  it('a key is remembered for 24 hours, then pruned: a day-old key starts a new request', async () => {
    const user = await signUpAndLogin(t.server);
    expect((await requestDeposit(t.server, user, { amount: 130 }, 'old-key')).status).toBe(201);
    expect((await requestDeposit(t.server, user, { amount: 140 }, 'fresh-key')).status).toBe(201);
    const keysOf = async () =>
      (await t.server.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id)))
        .map((k) => k.key)
        .sort();
    await t.server.app.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - (IDEMPOTENCY_KEY_TTL_HOURS + 1) * 3_600_000) })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, 'old-key')));

    expect(await pruneIdempotencyKeys(t.server.app.db)).toBeGreaterThanOrEqual(1);
    expect(await keysOf()).toEqual(['fresh-key']);
    // The fresh key still replays; the pruned one is a new request.
    const replay = await requestDeposit(t.server, user, { amount: 140 }, 'fresh-key');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const reused = await requestDeposit(t.server, user, { amount: 130 }, 'old-key');
    expect(reused.status).toBe(201);
    expect(reused.headers.get('idempotent-replayed')).toBeNull();
    expect((await requestsOf(user.id)).filter((r) => r.kind === 'deposit')).toHaveLength(3);
  });

  it('a malformed key is a 400', async () => {
    const user = await signUpAndLogin(t.server);
    const res = await requestDeposit(t.server, user, { amount: 100 }, 'x'.repeat(256));
    expect(res.status).toBe(400);
    expect((await requestsOf(user.id)).length).toBe(0);
  });
});
