import { ADMIN_DAILY_LIMIT_DEFAULT_DOLLARS, dollarsToCents } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema.ts';
import { expectLedgerConsistent, TEST_TIMEOUT, testServer } from '../../test/suite.ts';
import { onPostgres } from '../../test/test-database.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { editBalance } from '../admin/admin.fixtures.ts';
import { balanceOf } from '../wallet/wallet.test-support.ts';

/** The gate's decision is taken once under its row lock; an admin's total under a lock on the admin. */
describe.skipIf(!onPostgres)(
  'the approval gate under concurrency on PostgreSQL',
  { timeout: TEST_TIMEOUT },
  () => {
    const t = testServer(
      async (server) => ({
        maker: await signUpAdmin(server),
        checker: await signUpAdmin(server),
        other: await signUpAdmin(server),
      }),
      { config: { adminDailyLimitCents: dollarsToCents(ADMIN_DAILY_LIMIT_DEFAULT_DOLLARS)! } },
    );

    it('10 parallel decisions by two admins book once; the others see it decided', async () => {
      const customer = await signUpAndLogin(t.server);
      const asked = await editBalance(t.server, t.maker.token, customer.id, {
        newBalanceValue: 15_000,
        reason: 'Large correction',
      });
      expect(asked.status).toBe(202);
      const id = asked.body.data._id as string;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.server.request('PATCH', `/auth/admin/approvals/${id}`, {
            token: (i % 2 ? t.checker : t.other).token,
            body: { decision: 'approved' },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s === 200),
        statuses.join(','),
      ).toHaveLength(1);
      expect(
        statuses.every((s) => s === 200 || s === 409),
        statuses.join(','),
      ).toBe(true);
      expect(await balanceOf(t.server, customer)).toBe(15_000);
      await expectLedgerConsistent(t.server);
    });

    it("6 parallel $9,000 credits to six customers by one admin never book past the admin's $25,000", async () => {
      const admin = await signUpAdmin(t.server);
      const customers = await Promise.all(Array.from({ length: 6 }, () => signUpAndLogin(t.server)));
      const answers = await Promise.all(
        customers.map((c) =>
          editBalance(t.server, admin.token, c.id, { newBalanceValue: 9_000, reason: 'parallel goodwill' }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s === 200),
        statuses.join(','),
      ).toHaveLength(2);
      expect(
        statuses.filter((s) => s === 202),
        statuses.join(','),
      ).toHaveLength(4);
      const booked = await t.server.app.db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            inArray(
              ledgerEntries.userId,
              customers.map((c) => c.id),
            ),
            eq(ledgerEntries.kind, 'adjustment'),
          ),
        );
      expect(booked.reduce((sum, e) => sum + e.amountCents, 0)).toBe(18_000_00);
      await expectLedgerConsistent(t.server);
    });
  },
);
