import type { AttackCase } from './attack-case.ts';
import { as } from './attack-context.ts';

const REFERENCE = /^VI-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/**
 * Where a customer sends money is the platform's to say (PLATFORM_BANK_*), and a request's reference
 * is the server's: a body cannot redirect deposits to another account, take another request's
 * reference, or hand itself a rejection reason; customers cannot search requests by reference.
 */
export const depositInstructionCases: AttackCase[] = [
  {
    owasp: 'API3 property-level authorization',
    name: 'a deposit body cannot choose its reference or where the money goes; customers cannot search or decide by reference',
    async run(ctx, probe) {
      const { http, server, mallory, alice } = ctx;
      const platform = server.app.config.platformBank;
      const victim = await http.get(`/api/auth/deposit-requests/${alice.id}`, as(alice));
      const victimRef: string | undefined = victim.body?.data?.[0]?.reference;
      probe.check(victimRef !== undefined && REFERENCE.test(victimRef), `alice's reference: ${victimRef}`);

      const evilBank = {
        bankName: 'Mallory Bank',
        accountName: 'Mallory',
        accountNumber: '99999999',
        iban: 'GB33BUKB20201555555555',
        reference: victimRef,
      };
      const res = await http.post(
        '/api/auth/deposit-requests',
        {
          amount: 150,
          reference: victimRef,
          payTo: evilBank,
          reason: 'approved by support',
          status: 'approved',
        },
        as(mallory),
      );
      probe.status(res, 201, 'a deposit with a smuggled reference, payTo and reason');
      const data = res.body?.data ?? {};
      probe.check(REFERENCE.test(data.reference ?? ''), `the answer's reference: ${data.reference}`);
      probe.check(data.reference !== victimRef, 'a body took the reference of another customer’s request');
      probe.check(
        data.status === 'pending' && data.reason === undefined,
        `status ${data.status}, reason ${data.reason}`,
      );
      probe.check(
        data.payTo?.bankName === platform.bankName &&
          data.payTo?.accountNumber === platform.accountNumber &&
          data.payTo?.iban === platform.iban &&
          data.payTo?.reference === data.reference,
        `payTo was smuggled: ${JSON.stringify(data.payTo)}`,
      );
      const mail = await server.waitForMail(
        mallory.email,
        new RegExp(`Reference: ${data.reference}`),
        10_000,
      );
      probe.check(!/Mallory Bank|99999999/.test(mail), 'the mail carries the smuggled bank');

      // Searching by reference is the admins' tool; deciding (with or without a reason) too.
      const search = await http.get(`/api/auth/deposit-requests?q=${victimRef}`, as(mallory));
      probe.status(search, 403, "a customer searches every customer's deposits by reference");
      probe.check(!JSON.stringify(search.body ?? '').includes(alice.email), 'the search answer names alice');
      const decide = await http.request('PATCH', `/api/auth/deposit-requests/${data._id}`, {
        ...as(mallory),
        body: { status: 'rejected', reason: 'mine' },
      });
      probe.status(decide, 403, 'a customer rejects a request with a reason');
    },
  },
];
