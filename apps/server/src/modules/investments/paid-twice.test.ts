import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { holdings, ledgerEntries } from '../../db/schema.ts';
import { verifyLedger } from '../../shared/ledger-verify.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import { cancel } from '../protection/protection.fixtures.ts';
import { balanceCents, buy, createOffering, investor, makeDue } from './investments.fixtures.ts';
import { runMaturityPayouts } from './maturity.job.ts';

// Issue 37's two "paid twice" cases: a holding's money comes back once, whichever road it takes.
// The platform fee is 0.25%, so $5,000 costs $5,012.50; recoveries book at once (no second admin).
const t = serverWithAdmin({ config: { platformFeeBps: 25, adminApprovalThresholdCents: 1_000_000_00 } });

const admin = (id: string, what: string, body: unknown, method: 'PUT' | 'POST' = 'POST') =>
  t.server.request(method, `/auth/admin/investments/${id}/${what}`, { token: t.admin.token, body });

/** A customer with $20,000 and two $5,000 holdings of two offerings ($100 a unit, 10% return). */
async function twoHoldings() {
  const me = await investor(t.server, 20_000_00);
  const ids: string[] = [];
  const offerings = [];
  for (const name of ['Other Farm', 'Failing Farm']) {
    const offering = await createOffering(t.server, t.admin.token, { name, pricePerUnit: 100 });
    const res = await buy(t.server, me.token, {
      investmentId: offering._id,
      unitsPurchased: 50,
      consent: true,
    });
    expect(res.status).toBe(201);
    ids.push(res.body.data._id as string);
    offerings.push(offering);
  }
  expect(await balanceCents(t.server, me.id)).toBe(20_000_00 - 2 * 5_012_50);
  return { me, other: ids[0]!, failing: ids[1]!, offering: offerings[1]! };
}

async function defaultAndRecover(offeringId: string) {
  expect(
    (await admin(offeringId, 'performance', { status: 'defaulted', note: 'Borrower stopped paying.' }, 'PUT'))
      .status,
  ).toBe(200);
  const paid = await admin(offeringId, 'recovery', { amount: 4_000, note: 'Sold the land.' });
  expect(paid.status).toBe(200);
}

const cashOf = async (holdingId: string) =>
  (await t.server.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.referenceId, holdingId))).filter(
    (e) => e.accountType === 'cash',
  );

describe('a holding is paid once', () => {
  it('a holding with a recovery cannot then be cancelled in its reflection period', async () => {
    const { me, failing, offering } = await twoHoldings();
    await defaultAndRecover(offering._id);
    const before = await balanceCents(t.server, me.id);
    expect(before).toBe(20_000_00 - 2 * 5_012_50 + 4_000_00);

    const res = await cancel(t.server, me.token, failing);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/recovered in part: it cannot be cancelled/);
    // Nothing moved: not $9,012.50 for a $5,012.50 purchase.
    expect(await balanceCents(t.server, me.id)).toBe(before);
    expect((await cashOf(failing)).filter((e) => e.kind === 'refund')).toEqual([]);
    expect((await verifyLedger(t.server.app.db)).problems).toEqual([]);
  });

  it('defaulted, recovered in part, performing again: maturity repays only what is outstanding', async () => {
    const { me, other, failing, offering } = await twoHoldings();
    await defaultAndRecover(offering._id);
    const back = await admin(
      offering._id,
      'performance',
      { status: 'performing', note: 'Paying again.' },
      'PUT',
    );
    expect(back.status).toBe(200);
    await makeDue(t.server, failing);
    await makeDue(t.server, other);
    const run = await runMaturityPayouts(t.server.app.deps);
    expect(run).toMatchObject({ paid: 2, failed: 0 });

    const [held] = await t.server.app.db.select().from(holdings).where(eq(holdings.id, failing));
    const payout = (await cashOf(failing)).find((e) => e.kind === 'payout');
    // $1,000 of principal left after the $4,000 recovery, and the return: not $5,000 on top.
    expect(payout!.amountCents).toBe(1_000_00 + held!.expectedReturnCents);
    // The other holding still matures whole: its principal was never spent on the first.
    const otherPayout = (await cashOf(other)).find((e) => e.kind === 'payout');
    expect(otherPayout!.amountCents).toBeGreaterThanOrEqual(5_000_00);
    expect(await balanceCents(t.server, me.id)).toBe(
      20_000_00 -
        2 * 5_012_50 +
        4_000_00 +
        payout!.amountCents +
        otherPayout!.amountCents -
        held!.managementFeeCents * 2,
    );
    expect((await verifyLedger(t.server.app.db)).problems).toEqual([]);
  });
});
