import {
  adjustForTest,
  ledgerEntries,
  payoutFundings,
  startTestServer,
  users,
  walletRequests,
  writeDirectly,
} from '@app/server/testing';
import { and, eq, inArray } from 'drizzle-orm';
import type { AttackCase } from './attack-case.ts';
import { AttackClient } from './attack-client.ts';
import { type Actor, type AttackContext, actorsOf, as, COMPLETE_KIIS } from './attack-context.ts';

/**
 * A server of its own with the default daily limit per admin ($25,000): the suite's shared server
 * lets its one admin book far more, since every case uses it.
 */
async function withDefaultLimits(run: (s: Awaited<ReturnType<typeof defaultLimitServer>>) => Promise<void>) {
  const s = await defaultLimitServer();
  try {
    await run(s);
  } finally {
    await s.server.close();
  }
}
async function defaultLimitServer() {
  const server = await startTestServer({ adminDailyLimitCents: 25_000_00, authRateLimit: 30 });
  const http = new AttackClient(Number(new URL(server.url).port));
  return { server, http, ...actorsOf(server, http) };
}
const ATTACKER_BANK = {
  bankName: 'Bank of America',
  accountNumber: '000987654321',
  accountHolderName: 'Attacker Holdings',
  country: 'US',
  routingNumber: '021000021',
};

/**
 * A token lifted from a fresh sign-in of a real admin: it has not proved the password in the last
 * 10 minutes (ADR 028, ADR 043).
 */
async function stolenToken(ctx: AttackContext, admin: Actor) {
  const login = await ctx.http.post(
    '/api/auth/login',
    { email: admin.email, password: admin.password },
    { ip: admin.ip },
  );
  return { token: login.body.token as string, ip: admin.ip };
}

/** API6 business flows, security round 4: one admin (or a stolen admin token) cannot move money alone. */
export const oneGateCases: AttackCase[] = [
  {
    owasp: 'API6 business flows',
    name: '$30,000 to three mules: a stolen admin token credits three new accounts, they withdraw to "Attacker Holdings", it approves: nothing moves',
    async run(ctx, probe) {
      const { http, server } = ctx;
      const admin = await ctx.signUpAdmin();
      const stolen = await stolenToken(ctx, admin);
      const mules = await Promise.all([1, 2, 3].map((i) => ctx.signUp(`Mule Number${'I'.repeat(i)}`)));
      const muleIds = mules.map((m) => m.id);
      for (const mule of mules) {
        const credit = await http.put(
          `/api/auth/admin/edit-task/${mule.id}`,
          { newBalanceValue: 10_000, reason: 'goodwill' },
          stolen,
        );
        probe.status(credit, 403, `credit ${mule.email}`);
        probe.check(credit.body?.code === 'STEP_UP_REQUIRED', `credit code ${credit.body?.code}`);
      }
      const credited = await server.app.db.select().from(users).where(inArray(users.id, muleIds));
      probe.check(
        credited.every((u) => u.balanceCents === 0),
        `mule balances ${credited.map((u) => u.balanceCents).join(',')}`,
      );

      // Had the money arrived some other way, the way out is the same admin's approval: refused too.
      const withdrawalIds: string[] = [];
      for (const mule of mules) {
        await writeDirectly(server.app, () =>
          adjustForTest(server.app.db, { userId: mule.id, cents: 10_000_00, reason: 'attack suite' }),
        );
        const bank = await http.post('/api/auth/add-bank', ATTACKER_BANK, as(mule));
        const bankAccountId = bank.body?.bankAccounts?.at(-1)?._id;
        const asked = await http.post(
          '/api/auth/withdraw-requests',
          { amount: 10_000, bankAccountId },
          as(mule),
        );
        const id = asked.body?.data?._id;
        if (!id) continue; // refused before it reached the admin: nothing can be paid out
        withdrawalIds.push(id);
        const approve = await http.patch(`/api/auth/withdraw-requests/${id}`, { status: 'approved' }, stolen);
        probe.status(approve, 403, `approve the withdrawal of ${mule.email}`);
      }
      const paid = await server.app.db
        .select()
        .from(walletRequests)
        .where(and(inArray(walletRequests.userId, muleIds), eq(walletRequests.status, 'approved')));
      probe.check(paid.length === 0, `${paid.length} withdrawals approved`);
      if (withdrawalIds.length > 0) {
        const out = await server.app.db
          .select()
          .from(ledgerEntries)
          .where(
            and(inArray(ledgerEntries.referenceId, withdrawalIds), eq(ledgerEntries.kind, 'withdrawal_paid')),
          );
        probe.check(out.length === 0, `${out.length} payout entries`);
      }
    },
  },
  {
    owasp: 'API6 business flows',
    name: 'three funded offerings: a stolen admin token creates three offerings paying 100% and funds each with $10,000: nothing moves',
    async run(ctx, probe) {
      const { http, server } = ctx;
      const admin = await ctx.signUpAdmin();
      const stolen = await stolenToken(ctx, admin);
      const offeringIds: string[] = [];
      for (let i = 1; i <= 3; i++) {
        const created = await http.post(
          '/api/auth/investments',
          {
            name: `Mule Harvest ${i}`,
            img: '',
            category: 'Agriculture',
            investmentReturn: '100%',
            duration: '1 year',
            pricePerUnit: 100,
            kiis: COMPLETE_KIIS,
          },
          stolen,
        );
        const id = created.body?.data?._id as string | undefined;
        if (!id) continue;
        offeringIds.push(id);
        const funded = await http.post(
          `/api/auth/admin/investments/${id}/funding`,
          { amount: 10_000, reason: 'issuer paid in' },
          stolen,
        );
        probe.status(funded, 403, `fund offering ${i}`);
        probe.check(funded.body?.code === 'STEP_UP_REQUIRED', `funding code ${funded.body?.code}`);
      }
      if (offeringIds.length === 0) return;
      const rows = await server.app.db
        .select()
        .from(payoutFundings)
        .where(inArray(payoutFundings.offeringId, offeringIds));
      // A booked funding always has its row (and its journal transaction points at it).
      probe.check(rows.length === 0, `${rows.length} fundings recorded`);
    },
  },
  {
    owasp: 'API6 business flows',
    name: "$30,000 to three mules with a step-up: the third credit waits (the admin's own daily limit), and no withdrawal leaves without a second admin",
    async run(_ctx, probe) {
      await withDefaultLimits(async ({ server, http, signUp, signUpAdmin }) => {
        const admin = await signUpAdmin();
        const mules = await Promise.all([1, 2, 3].map((i) => signUp(`Mule Stepped${'I'.repeat(i)}`)));
        const credits = [];
        for (const mule of mules)
          credits.push(
            await http.put(
              `/api/auth/admin/edit-task/${mule.id}`,
              { newBalanceValue: 10_000, reason: 'goodwill' },
              as(admin),
            ),
          );
        const statuses = credits.map((c) => c.status).join(',');
        probe.check(statuses === '200,200,202', `credits ${statuses}`);
        const out: string[] = [];
        for (const mule of mules) {
          const bank = await http.post('/api/auth/add-bank', ATTACKER_BANK, as(mule));
          const bankAccountId = bank.body?.bankAccounts?.at(-1)?._id;
          const asked = await http.post(
            '/api/auth/withdraw-requests',
            { amount: 10_000, bankAccountId },
            as(mule),
          );
          const id = asked.body?.data?._id;
          if (!id) continue;
          const approve = await http.patch(
            `/api/auth/withdraw-requests/${id}`,
            { status: 'approved' },
            as(admin),
          );
          probe.status(approve, [202, 403, 409], `approve the withdrawal of ${mule.email} alone`);
          out.push(id);
        }
        if (out.length > 0) {
          const paid = await server.app.db
            .select()
            .from(walletRequests)
            .where(and(inArray(walletRequests.id, out), eq(walletRequests.status, 'approved')));
          probe.check(paid.length === 0, `${paid.length} withdrawals paid by one admin`);
        }
      });
    },
  },
  {
    owasp: 'API6 business flows',
    name: 'three funded offerings with a step-up: $10,000 to each of three offerings, the third waits for a second admin',
    async run(_ctx, probe) {
      await withDefaultLimits(async ({ server, http, signUpAdmin }) => {
        const admin = await signUpAdmin();
        const answers = [];
        const ids: string[] = [];
        for (let i = 1; i <= 3; i++) {
          const created = await http.post(
            '/api/auth/investments',
            {
              name: `Stepped Harvest ${i}`,
              img: '',
              category: 'Agriculture',
              investmentReturn: '100%',
              duration: '1 year',
              pricePerUnit: 100,
              kiis: COMPLETE_KIIS,
            },
            as(admin),
          );
          const id = created.body?.data?._id as string;
          ids.push(id);
          answers.push(
            await http.post(
              `/api/auth/admin/investments/${id}/funding`,
              { amount: 10_000, reason: 'issuer paid in' },
              as(admin),
            ),
          );
        }
        const statuses = answers.map((a) => a.status).join(',');
        probe.check(statuses === '200,200,202', `fundings ${statuses}`);
        const booked = await server.app.db
          .select()
          .from(payoutFundings)
          .where(and(inArray(payoutFundings.offeringId, ids), eq(payoutFundings.status, 'approved')));
        probe.check(booked.length === 2, `${booked.length} fundings booked by one admin`);
      });
    },
  },
];
