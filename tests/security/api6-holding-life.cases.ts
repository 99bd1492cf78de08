import {
  adjustForTest,
  fundPayoutsForTest,
  holdings,
  ledgerEntries,
  runMaturityPayouts,
  users,
  verifyLedger,
  writeDirectly,
} from '@app/server/testing';
import { and, eq, sql } from 'drizzle-orm';
import type { AttackCase } from './attack-case.ts';
import { type AttackContext, as, COMPLETE_KIIS, RIGHT_ANSWERS } from './attack-context.ts';

/**
 * A verified customer with $20,000 (set up through the database: the money in is not what the case
 * is about) holding $5,000 of two offerings each, bought through the API; the second is marked
 * defaulted and paid a $4,000 recovery by the admin, through the API.
 */
async function recoveredHolding(ctx: AttackContext, name: string) {
  const { http, server, admin } = ctx;
  const holder = await ctx.signUp(name);
  await writeDirectly(server.app, () =>
    server.app.db.update(users).set({ kycStatus: 'approved' }).where(eq(users.id, holder.id)),
  );
  await writeDirectly(server.app, () =>
    adjustForTest(server.app.db, { userId: holder.id, cents: 20_000_00, reason: 'attack suite' }),
  );
  await http.post(
    '/api/auth/suitability',
    { answers: RIGHT_ANSWERS, income: 200_000, liquidAssets: 400_000, commitments: 0 },
    as(holder),
  );
  const ids: { offeringId: string; holdingId: string }[] = [];
  for (const which of ['Steady', 'Failing']) {
    const offering = await http.post(
      '/api/auth/investments',
      {
        name: `Attack Suite ${which} ${name}`,
        img: '',
        category: 'Agriculture',
        investmentReturn: '10%',
        duration: '6 months',
        pricePerUnit: 100,
        kiis: COMPLETE_KIIS,
      },
      as(admin),
    );
    const offeringId = offering.body?.data?._id as string;
    await writeDirectly(server.app, () =>
      fundPayoutsForTest(server.app.db, { offeringId, cents: 10_000_00 }),
    );
    // The sheet is opened before it is acknowledged (ADR 048).
    await http.get(`/api/auth/investments/${offeringId}/kiis`, as(holder));
    await http.post(`/api/auth/investments/${offeringId}/kiis/ack`, {}, as(holder));
    const bought = await http.post(
      '/api/auth/invest',
      { investmentId: offeringId, unitsPurchased: 50, consent: true },
      as(holder),
    );
    ids.push({ offeringId, holdingId: bought.body?.data?._id as string });
  }
  const failing = ids[1]!;
  const marked = await http.put(
    `/api/auth/admin/investments/${failing.offeringId}/performance`,
    { status: 'defaulted', note: 'attack suite' },
    as(admin),
  );
  const recovered = await http.post(
    `/api/auth/admin/investments/${failing.offeringId}/recovery`,
    { amount: 4_000, note: 'attack suite' },
    as(admin),
  );
  const balance = async () =>
    (await server.app.db.select().from(users).where(eq(users.id, holder.id)))[0]!.balanceCents;
  return {
    holder,
    steady: ids[0]!,
    failing,
    balance,
    ready: ids.every((i) => i.holdingId) && marked.status === 200 && recovered.status === 200,
  };
}

/** Cash a holding has paid its holder back by one kind of posting (refund, payout). */
async function paidBack(ctx: AttackContext, holdingId: string, kind: 'refund' | 'payout') {
  const rows = await ctx.server.app.db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.referenceId, holdingId),
        eq(ledgerEntries.accountType, 'cash'),
        eq(ledgerEntries.kind, kind),
      ),
    );
  return Number(rows[0]?.cents ?? 0);
}

/** API6 business flows, issue 37: a holding's principal comes back once, whichever road it takes. */
export const holdingLifeCases: AttackCase[] = [
  {
    owasp: 'API6 business flows',
    name: 'paid twice: a recovered holding cannot be cancelled in its reflection period for a full refund',
    async run(ctx, probe) {
      const { holder, failing, balance, ready } = await recoveredHolding(ctx, 'Cass Canceller');
      probe.check(ready, 'two holdings, one defaulted with a $4,000 recovery');
      const before = await balance();
      const res = await ctx.http.post(`/api/auth/holdings/${failing.holdingId}/cancel`, {}, as(holder));
      probe.status(res, 409, 'cancelling a holding with a recovery');
      probe.check((await balance()) === before, `balance moved from ${before} to ${await balance()} cents`);
      const refunded = await paidBack(ctx, failing.holdingId, 'refund');
      probe.check(refunded === 0, `refunded ${refunded} cents on top of the $4,000 recovery`);
      const verdict = await verifyLedger(ctx.server.app.db);
      probe.check(verdict.ok, `ledger:verify: ${verdict.problems.slice(0, 3).join(' | ')}`);
    },
  },
  {
    owasp: 'API6 business flows',
    name: 'paid twice: defaulted, recovered, performing again: maturity repays only the $1,000 left',
    async run(ctx, probe) {
      const { server, http, admin } = ctx;
      const { steady, failing, ready } = await recoveredHolding(ctx, 'Mat Maturer');
      probe.check(ready, 'two holdings, one defaulted with a $4,000 recovery');
      const back = await http.put(
        `/api/auth/admin/investments/${failing.offeringId}/performance`,
        { status: 'performing', note: 'attack suite: paying again' },
        as(admin),
      );
      probe.status(back, 200, 'back to performing');
      for (const h of [steady, failing]) {
        await writeDirectly(server.app, () =>
          server.app.db
            .update(holdings)
            .set({ maturityAt: sql`now() - interval '1 minute'` })
            .where(eq(holdings.id, h.holdingId)),
        );
      }
      const run = await runMaturityPayouts(server.app.deps);
      probe.check(
        run.failed === 0,
        `${run.failed} maturity failure(s): another holding's principal was spent`,
      );
      const [held] = await server.app.db.select().from(holdings).where(eq(holdings.id, failing.holdingId));
      const paid = await paidBack(ctx, failing.holdingId, 'payout');
      const want = 1_000_00 + (held?.expectedReturnCents ?? 0);
      probe.check(
        paid === want,
        `maturity paid ${paid} cents after a $4,000 recovery on $5,000, want ${want}`,
      );
      const verdict = await verifyLedger(server.app.db);
      probe.check(verdict.ok, `ledger:verify: ${verdict.problems.slice(0, 3).join(' | ')}`);
    },
  },
];
