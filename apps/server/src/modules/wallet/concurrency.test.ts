import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { emailOutbox, ledgerEntries, walletRequests } from '../../db/schema.ts';
import { testConfig } from '../../test/harness.ts';
import { expectLedgerConsistent, serverWithAdmin, TEST_TIMEOUT } from '../../test/suite.ts';
import { onPostgres } from '../../test/test-database.ts';
import { signUpAndLogin } from '../../test/users.ts';
import {
  balanceOf,
  decide,
  fund,
  payoutReady,
  requestDeposit,
  requestWithdrawal,
} from './wallet.test-support.ts';

if (!onPostgres) {
  console.info('wallet concurrency tests skipped: set TEST_DATABASE_URL to run them on PostgreSQL.');
}

/** Real parallelism needs a real server: PGlite runs one statement at a time. */
describe.skipIf(!onPostgres)('concurrency on PostgreSQL', { timeout: TEST_TIMEOUT }, () => {
  const t = serverWithAdmin();

  it('50 parallel withdrawals of $100 against $1,000 hold exactly 10 and never overdraw', async () => {
    const user = await signUpAndLogin(t.server);
    await payoutReady(t.server, user);
    await fund(t.server, t.admin, user, 1000);

    const results = await Promise.all(
      Array.from({ length: 50 }, () => requestWithdrawal(t.server, user, { amount: 100 }, randomUUID())),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(40);
    expect(
      results
        .filter((r) => r.status === 400)
        .every((r) => r.body.message === 'Your cash balance does not cover this amount.'),
    ).toBe(true);
    expect(await balanceOf(t.server, user)).toBe(0);
    const held = await t.server.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id));
    expect(held.filter((e) => e.kind === 'withdrawal_hold')).toHaveLength(10);
    const requests = await t.server.app.db
      .select()
      .from(walletRequests)
      .where(eq(walletRequests.userId, user.id));
    expect(requests.filter((r) => r.kind === 'withdrawal')).toHaveLength(10);
    await expectLedgerConsistent(t.server);
  });

  it('20 parallel approvals of one deposit credit it once', async () => {
    const user = await signUpAndLogin(t.server);
    const dep = await requestDeposit(t.server, user, { amount: 750 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => decide(t.server, t.admin, 'deposit', dep.body.data._id, 'approved')),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await balanceOf(t.server, user)).toBe(750);
    const credits = await t.server.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id));
    expect(credits).toHaveLength(1);
    await expectLedgerConsistent(t.server);
  });

  it('20 parallel rejections of one withdrawal release the hold once', async () => {
    const user = await signUpAndLogin(t.server);
    await payoutReady(t.server, user);
    await fund(t.server, t.admin, user, 500);
    const w = await requestWithdrawal(t.server, user, { amount: 500 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => decide(t.server, t.admin, 'withdraw', w.body.data._id, 'rejected')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceOf(t.server, user)).toBe(500);
    await expectLedgerConsistent(t.server);
  });

  it('the same Idempotency-Key sent 20 times at once moves the money once', async () => {
    const user = await signUpAndLogin(t.server);
    await payoutReady(t.server, user);
    await fund(t.server, t.admin, user, 1000);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => requestWithdrawal(t.server, user, { amount: 100 }, key)),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.data._id)).size).toBe(1);
    expect(await balanceOf(t.server, user)).toBe(900);
    await expectLedgerConsistent(t.server);
  });

  it('the same Idempotency-Key sent 20 times at once makes one deposit request and one mail', async () => {
    const user = await signUpAndLogin(t.server);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => requestDeposit(t.server, user, { amount: 321 }, key)),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.data._id)).size).toBe(1);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    const mine = await t.server.request('GET', `/auth/deposit-requests/${user.id}`, { token: user.token });
    expect(mine.body.data.map((d: { amount: number }) => d.amount)).toEqual([321]);
    await t.server.waitForMail(user.email, /We received your request to deposit \$321.00/);
    // A mail is written in the transaction of the request it tells about, so the outbox holds every
    // mail the 20 calls caused once they have answered.
    const written = await t.server.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(written.filter((m) => /received your deposit/i.test(m.subject))).toHaveLength(1);
  });

  it('two server instances on one database never double-spend', async () => {
    const user = await signUpAndLogin(t.server);
    await payoutReady(t.server, user);
    await fund(t.server, t.admin, user, 1000);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'verdant-second-'));
    const second = await buildApp(testConfig(dataDir, t.server.app.config.databaseUrl!));
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = second.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
      const viaSecond = () =>
        fetch(`${url}/auth/withdraw-requests`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${user.token}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ amount: 100 }),
        }).then((r) => r.status);
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 2
            ? viaSecond()
            : requestWithdrawal(t.server, user, { amount: 100 }, randomUUID()).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 400)).toHaveLength(20);
      expect(await balanceOf(t.server, user)).toBe(0);
      await expectLedgerConsistent(t.server);
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
