import { randomUUID } from 'node:crypto';
import { ERROR_CODES, MAX_PENDING_DEPOSITS, WALLET_MSG } from '@app/contract';
import { findLedgerMismatches, ledgerEntries, users, walletRequests } from '@app/server/testing';
import { and, eq, sql } from 'drizzle-orm';
import type { AttackCase } from './attack-case.ts';
import { as, endPayoutHolds } from './attack-context.ts';

const json = (text: string) => ({ raw: text, headers: { 'content-type': 'application/json' } });

/** API6:2023 Unrestricted Access to Sensitive Business Flows: money moved twice, wrongly or for free. */
export const businessFlowCases: AttackCase[] = [
  {
    owasp: 'API6 business flows',
    name: 'amounts: negative, zero, fractional cent, 1e309, NaN-ish, strings, objects, huge: 400 on every money field',
    async run(ctx, probe) {
      const { http, mallory, admin, fixtures } = ctx;
      const raws = [
        '-500',
        '0',
        '-0',
        '100.001',
        '100.005',
        '0.001',
        '1e309',
        '-1e309',
        '1e20',
        '"100"',
        '"1e3"',
        'null',
        'true',
        '[100]',
        '{"$gt":0}',
        '0x64',
        'Infinity',
        'NaN',
      ];
      for (const raw of raws) {
        for (const path of ['/api/auth/deposit-requests', '/api/auth/withdraw-requests']) {
          probe.status(
            await http.request('POST', path, { ...as(mallory), ...json(`{"amount":${raw}}`) }),
            400,
            `${path} amount ${raw}`,
          );
        }
        probe.status(
          await http.request('POST', '/api/auth/invest', {
            ...as(mallory),
            ...json(`{"investmentId":"${fixtures.offeringId}","unitsPurchased":${raw}}`),
          }),
          400,
          `invest units ${raw}`,
        );
        probe.status(
          await http.request('PUT', `/api/auth/admin/edit-task/${mallory.id}`, {
            ...as(admin),
            ...json(`{"newBalanceValue":${raw}}`),
          }),
          400,
          `edit balance ${raw}`,
        );
      }
      for (const units of [101, 1.5, 1_000_000]) {
        probe.status(
          await http.post(
            '/api/auth/invest',
            { investmentId: fixtures.offeringId, unitsPurchased: units },
            as(mallory),
          ),
          400,
          `invest ${units} units`,
        );
      }
      probe.status(
        await http.post('/api/auth/deposit-requests', { amount: 99.99 }, as(mallory)),
        400,
        'deposit below $100',
      );
      probe.status(
        await http.post('/api/auth/deposit-requests', { amount: 50_000.01 }, as(mallory)),
        400,
        'deposit above $50,000',
      );
      probe.status(
        await http.post('/api/auth/withdraw-requests', { amount: 1_000_000 }, as(mallory)),
        400,
        'withdrawal above the balance',
      );
      probe.status(
        await http.post(
          '/api/auth/invest',
          { investmentId: fixtures.offeringId, unitsPurchased: 1, pricePerUnit: 0.01 },
          as(mallory),
        ),
        409,
        'invest at a price of our choosing',
      );
    },
  },
  {
    owasp: 'API6 business flows',
    name: 'replay with Idempotency-Key: same answer, one request; same key other body: 409; 10 parallel replays: one request',
    async run(ctx, probe) {
      const { http, server, mallory } = ctx;
      const key = randomUUID();
      const opts = { ...as(mallory), headers: { 'idempotency-key': key } };
      const first = await http.post('/api/auth/deposit-requests', { amount: 321 }, opts);
      const again = await http.post('/api/auth/deposit-requests', { amount: 321 }, opts);
      probe.status(first, 201, 'first deposit');
      probe.check(
        again.status === 201 && again.body?.data?._id === first.body?.data?._id,
        `replay gave ${again.status} ${again.body?.data?._id}`,
      );
      probe.status(
        await http.post('/api/auth/deposit-requests', { amount: 999 }, opts),
        409,
        'same key, other amount',
      );
      const burstKey = randomUUID();
      const burst = await Promise.all(
        Array.from({ length: 10 }, () =>
          http.post(
            '/api/auth/withdraw-requests',
            { amount: 111 },
            { ...as(mallory), headers: { 'idempotency-key': burstKey } },
          ),
        ),
      );
      const ids = new Set(burst.filter((r) => r.status === 201).map((r) => r.body.data._id));
      probe.check(
        ids.size === 1,
        `parallel replays created ${ids.size} withdrawals (${burst.map((r) => r.status).join(',')})`,
      );
      const rows = await server.app.db
        .select()
        .from(walletRequests)
        .where(and(eq(walletRequests.userId, mallory.id), eq(walletRequests.amountCents, 111_00)));
      probe.check(rows.length === 1, `${rows.length} withdrawal rows for one key`);
      const holds = await server.app.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.referenceId, rows[0]!.id), eq(ledgerEntries.accountType, 'cash')));
      probe.check(holds.length === 1, `${holds.length} holds booked for one withdrawal`);
    },
  },
  {
    owasp: 'API6 business flows',
    name: 'double-submit without a key: 12 parallel withdrawals of the whole balance: one wins, balance never negative',
    async run(ctx, probe) {
      const { http, server } = ctx;
      const u = await ctx.signUp('Double Spender');
      await server.app.db.update(users).set({ kycStatus: 'approved' }).where(eq(users.id, u.id));
      const fund = await http.put(
        `/api/auth/admin/edit-task/${u.id}`,
        { newBalanceValue: 1_000, reason: 'attack suite' },
        as(ctx.admin),
      );
      probe.status(fund, 200, 'fund');
      await http.post(
        '/api/auth/add-bank',
        {
          bankName: 'JPMorgan Chase',
          accountNumber: '000555666777',
          accountHolderName: 'Double Spender',
          country: 'US',
          routingNumber: '021000021',
        },
        as(u),
      );
      await endPayoutHolds(server, u.id);
      const tries = await Promise.all(
        Array.from({ length: 12 }, () => http.post('/api/auth/withdraw-requests', { amount: 1_000 }, as(u))),
      );
      const won = tries.filter((r) => r.status === 201).length;
      probe.check(
        won === 1,
        `${won} withdrawals of the whole balance succeeded (${tries.map((r) => r.status).join(',')})`,
      );
      const [row] = await server.app.db
        .select({ b: users.balanceCents })
        .from(users)
        .where(eq(users.id, u.id));
      probe.check(row!.b === 0, `balance after the race: ${row!.b}`);
      const buys = await Promise.all(
        Array.from({ length: 6 }, () =>
          http.post('/api/auth/invest', { investmentId: ctx.fixtures.offeringId, unitsPurchased: 1 }, as(u)),
        ),
      );
      probe.check(
        buys.every((r) => r.status === 400),
        `purchases with an empty balance: ${buys.map((r) => r.status).join(',')}`,
      );
    },
  },
  {
    owasp: 'API6 business flows',
    name: 'one deposit approved by 8 parallel admin calls: credited once, the rest 409; deciding again is 409',
    async run(ctx, probe) {
      const { http, server, mallory, admin } = ctx;
      const dep = await http.post('/api/auth/deposit-requests', { amount: 400 }, as(mallory));
      const id = dep.body?.data?._id as string;
      const [before] = await server.app.db
        .select({ b: users.balanceCents })
        .from(users)
        .where(eq(users.id, mallory.id));
      const calls = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          http.patch(
            `/api/auth/deposit-requests/${id}`,
            { status: i % 2 ? 'approved' : 'rejected' },
            as(admin),
          ),
        ),
      );
      const ok = calls.filter((r) => r.status === 200);
      probe.check(
        ok.length === 1,
        `${ok.length} decisions succeeded (${calls.map((r) => r.status).join(',')})`,
      );
      probe.check(
        calls.every((r) => r.status === 200 || r.status === 409),
        'a decision failed other than 409',
      );
      const credits = await server.app.db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.referenceId, id),
            eq(ledgerEntries.kind, 'deposit'),
            eq(ledgerEntries.accountType, 'cash'),
          ),
        );
      const approved = ok[0]?.body?.data?.status === 'approved';
      probe.check(
        credits.length === (approved ? 1 : 0),
        `${credits.length} credits for a ${approved ? 'approved' : 'rejected'} deposit`,
      );
      const [after] = await server.app.db
        .select({ b: users.balanceCents })
        .from(users)
        .where(eq(users.id, mallory.id));
      probe.check(
        after!.b - before!.b === (approved ? 400_00 : 0),
        `balance moved by ${after!.b - before!.b}`,
      );
      probe.status(
        await http.patch(`/api/auth/deposit-requests/${id}`, { status: 'approved' }, as(admin)),
        409,
        'decide again',
      );
    },
  },
  {
    owasp: 'API6 business flows',
    name: `a flood of deposit requests: at most ${MAX_PENDING_DEPOSITS} wait per customer, the rest 409 with the reason, also when sent at once`,
    async run(ctx, probe) {
      const { http, server } = ctx;
      const flooder = await ctx.signUp('Flora Flood');
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          http.post('/api/auth/deposit-requests', { amount: 100 + i }, as(flooder)),
        ),
      );
      const created = burst.filter((r) => r.status === 201);
      const refused = burst.filter((r) => r.status === 409);
      probe.check(
        created.length === MAX_PENDING_DEPOSITS,
        `${created.length} of 12 simultaneous requests accepted (${burst.map((r) => r.status).join(',')})`,
      );
      probe.check(refused.length === 12 - MAX_PENDING_DEPOSITS, `${refused.length} refused with 409`);
      probe.check(
        refused.every(
          (r) =>
            r.body?.message === WALLET_MSG.tooManyPendingDeposits &&
            r.body?.code === ERROR_CODES.TOO_MANY_PENDING_DEPOSITS,
        ),
        `a refusal without the reason: ${JSON.stringify(refused[0]?.body)}`,
      );
      const rows = await server.app.db
        .select({ id: walletRequests.id })
        .from(walletRequests)
        .where(and(eq(walletRequests.userId, flooder.id), eq(walletRequests.status, 'pending')));
      probe.check(rows.length === MAX_PENDING_DEPOSITS, `${rows.length} pending requests stored`);
      probe.status(
        await http.post('/api/auth/deposit-requests', { amount: 150 }, as(flooder)),
        409,
        'one more, later',
      );
    },
  },
  {
    owasp: 'API6 business flows',
    name: 'after all attacks the ledger holds: every balance = sum of its entries, none negative, nothing booked twice',
    async run(ctx, probe) {
      const db = ctx.server.app.db;
      const mismatches = await findLedgerMismatches(db);
      probe.check(mismatches.length === 0, `ledger mismatches: ${JSON.stringify(mismatches)}`);
      const twice = (await db.execute(sql`
        SELECT kind, reference_id FROM ledger_entries
        WHERE reference_id IS NOT NULL AND account_type = 'cash' AND kind NOT IN ('adjustment', 'fee')
        GROUP BY kind, reference_id HAVING count(*) > 1`)) as unknown as { rows: unknown[] };
      probe.check(twice.rows.length === 0, `booked twice: ${JSON.stringify(twice.rows)}`);
    },
  },
];
