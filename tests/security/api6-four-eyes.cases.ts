import { balanceAdjustments, findLedgerMismatches, ledgerEntries, users } from '@app/server/testing';
import { and, eq } from 'drizzle-orm';
import type { AttackCase } from './attack-case.ts';
import { as } from './attack-context.ts';

/** API6 business flows, security round 3: no single admin can credit a customer past the limit (ADR 027). */
export const fourEyesCases: AttackCase[] = [
  {
    owasp: 'API6 business flows',
    name: 'four eyes cannot be split around: five +$10,000 edits by one admin book $10,000, the rest wait; every booked edit has its row and mail',
    async run(ctx, probe) {
      const { http, server, admin } = ctx;
      const target = await ctx.signUp('Sybil Split');
      const answers = [];
      for (let i = 1; i <= 5; i++) {
        answers.push(
          await http.put(
            `/api/auth/admin/edit-task/${target.id}`,
            { newBalanceValue: i * 10_000, reason: `split ${i}` },
            as(admin),
          ),
        );
      }
      probe.check(
        answers.map((r) => r.status).join(',') === '200,202,202,202,202',
        `statuses ${answers.map((r) => r.status).join(',')}`,
      );
      const [row] = await server.app.db
        .select({ b: users.balanceCents })
        .from(users)
        .where(eq(users.id, target.id));
      probe.check(row!.b === 10_000_00, `booked ${row!.b} cents by one admin`);
      const edits = await server.app.db
        .select()
        .from(balanceAdjustments)
        .where(eq(balanceAdjustments.userId, target.id));
      probe.check(
        edits.filter((e) => e.status === 'approved').length === 1 &&
          edits.filter((e) => e.status === 'pending').length === 4,
        `adjustment rows: ${edits.map((e) => e.status).join(',')}`,
      );
      const booked = await server.app.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, target.id), eq(ledgerEntries.kind, 'adjustment')));
      probe.check(
        booked.length === 1 && booked[0]!.referenceId === edits.find((e) => e.status === 'approved')?.id,
        'the booked edit points at its adjustment row',
      );
      await server.waitForMail(target.email, /Your balance was adjusted/);
      const mails = server.mailsTo(target.email).filter((m) => /balance was adjusted/.test(m.subject));
      probe.check(mails.length === 1, `${mails.length} adjustment mails`);
      const waiting = await http.get('/api/auth/admin/approvals', as(admin));
      probe.status(waiting, 200, 'approvals list');
      const listed = (waiting.body?.data ?? []).filter(
        (a: { userId?: { _id: string } }) => a.userId?._id === target.id,
      );
      probe.check(listed.length === 4, `${listed.length} of the customer's edits wait in the approvals list`);
      probe.check(await findLedgerMismatches(server.app.db).then((m) => m.length === 0), 'ledger consistent');
    },
  },
  {
    owasp: 'API6 business flows',
    name: 'a large deposit cannot be approved by one admin: 202 and nothing booked; the same admin again is 403; another admin books it once',
    async run(ctx, probe) {
      const { http, server, admin } = ctx;
      const saver = await ctx.signUp('Big Saver');
      const dep = await http.post('/api/auth/deposit-requests', { amount: 20_000 }, as(saver));
      probe.status(dep, 201, 'deposit request');
      const id = dep.body?.data?._id as string;
      const balance = async () =>
        (await server.app.db.select({ b: users.balanceCents }).from(users).where(eq(users.id, saver.id)))[0]!
          .b;
      probe.status(
        await http.patch(`/api/auth/deposit-requests/${id}`, { status: 'approved' }, as(admin)),
        202,
        'first',
      );
      probe.check((await balance()) === 0, 'nothing booked after one approval');
      const again = await Promise.all(
        Array.from({ length: 4 }, () =>
          http.patch(`/api/auth/deposit-requests/${id}`, { status: 'approved' }, as(admin)),
        ),
      );
      probe.check(
        again.every((r) => r.status === 403),
        `the first admin again: ${again.map((r) => r.status).join(',')}`,
      );
      probe.check((await balance()) === 0, 'still nothing booked');
      const checker = await ctx.signUpAdmin();
      const seconds = await Promise.all(
        Array.from({ length: 4 }, () =>
          http.patch(`/api/auth/deposit-requests/${id}`, { status: 'approved' }, as(checker)),
        ),
      );
      probe.check(
        seconds.filter((r) => r.status === 200).length === 1 &&
          seconds.every((r) => r.status === 200 || r.status === 409),
        `second approvals: ${seconds.map((r) => r.status).join(',')}`,
      );
      probe.check((await balance()) === 20_000_00, `booked ${await balance()} cents`);
    },
  },
];
