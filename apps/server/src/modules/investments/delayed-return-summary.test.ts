import { describe, expect, it } from 'vitest';
import { fundPayoutsForTest } from '../../test/ledger-fixtures.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import { buy, createOffering, investor, makeDue } from './investments.fixtures.ts';
import { runMaturityPayouts } from './maturity.job.ts';

const t = serverWithAdmin();

const mine = async (me: { id: string; token: string }) => {
  const res = await t.server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    data: { _id: string; returnDelayed: boolean }[];
    summary: { amountInvested: number; expectedReturn: number; expectedTotal: number };
    completed: { amountInvested: number; expectedReturn: number; expectedTotal: number };
  };
};

describe('what completed holdings paid out, with a return that waits for funding', () => {
  it('counts the principal alone until the return is paid, then the return less its charge', async () => {
    const offering = await createOffering(
      t.server,
      t.admin.token,
      { pricePerUnit: 100, investmentReturn: '10%', duration: '1 year', managementFee: '1%' },
      { payoutFundingCents: 0 },
    );
    const me = await investor(t.server, 1_000_00);
    const bought = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 5 });
    const id = bought.body.data._id as string;
    await makeDue(t.server, id);
    await runMaturityPayouts(t.server.app.deps);

    const delayed = await mine(me);
    expect(delayed.data.find((h) => h._id === id)?.returnDelayed).toBe(true);
    expect(delayed.completed).toEqual({ amountInvested: 500, expectedReturn: 0, expectedTotal: 500 });
    // The whole portfolio still expects the return.
    expect(delayed.summary.expectedReturn).toBe(50);

    await fundPayoutsForTest(t.server.app.db, { offeringId: offering._id, cents: 50_00 });
    await runMaturityPayouts(t.server.app.deps);
    const paid = await mine(me);
    expect(paid.data.find((h) => h._id === id)?.returnDelayed).toBe(false);
    // $500 + $50 − the 1% a year management charge on $500 for a year ($5.00).
    expect(paid.completed).toEqual({ amountInvested: 500, expectedReturn: 50, expectedTotal: 545 });
  });
});
