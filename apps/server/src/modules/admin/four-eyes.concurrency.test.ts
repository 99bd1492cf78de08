import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceAdjustments, ledgerEntries } from '../../db/schema.ts';
import { expectLedgerConsistent, TEST_TIMEOUT, testServer } from '../../test/suite.ts';
import { onPostgres } from '../../test/test-database.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { balanceOf, decide, requestDeposit } from '../wallet/wallet.test-support.ts';
import { editBalance } from './admin.fixtures.ts';

/** The 24-hour total is read under the customer's row lock: parallel edits cannot each see room. */
describe.skipIf(!onPostgres)('four eyes under concurrency on PostgreSQL', { timeout: TEST_TIMEOUT }, () => {
  const t = testServer(async (server) => ({
    maker: await signUpAdmin(server),
    checker: await signUpAdmin(server),
  }));

  it('8 parallel +$2,000 edits by two admins never book more than $10,000 in a day; the rest wait', async () => {
    const user = await signUpAndLogin(t.server);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        // Each asks for "the balance it saw + $2,000"; the lock makes every one see the last.
        editBalance(t.server, (i % 2 ? t.maker : t.checker).token, user.id, {
          newBalanceValue: 2_000 * (i + 1),
          reason: `parallel ${i}`,
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.every((s) => s === 200 || s === 202),
      statuses.join(','),
    ).toBe(true);
    const booked = await t.server.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.kind, 'adjustment')));
    const movedCents = booked.reduce((sum, e) => sum + Math.abs(e.amountCents), 0);
    expect(movedCents).toBeLessThanOrEqual(10_000_00);
    const rows = await t.server.app.db
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.userId, user.id));
    expect(rows.filter((r) => r.status === 'approved')).toHaveLength(booked.length);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(statuses.filter((s) => s === 202).length);
    await expectLedgerConsistent(t.server);
  });

  it('6 parallel second approvals of one deposit book it once', async () => {
    const user = await signUpAndLogin(t.server);
    const dep = await requestDeposit(t.server, user, { amount: 15_000 }, randomUUID());
    const id = dep.body.data._id as string;
    expect((await decide(t.server, t.maker, 'deposit', id, 'approved')).status).toBe(202);
    const seconds = await Promise.all(
      Array.from({ length: 6 }, () => decide(t.server, t.checker, 'deposit', id, 'approved')),
    );
    const statuses = seconds.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(','),
    ).toBe(true);
    expect(await balanceOf(t.server, user)).toBe(15_000);
    await expectLedgerConsistent(t.server);
  });
});
