import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { expectLedgerConsistent } from '../../test/suite.ts';
import { signUpAdmin } from '../../test/users.ts';
import { investor, offeringBody } from '../investments/investments.fixtures.ts';
import { cancel, fetchKiis, order } from './protection.fixtures.ts';

// INVESTOR_PROTECTION=off: no test, no sheet, no consent, no reflection period; the routes are gone.
let server: TestServer;
let admin: { token: string; id: string };
beforeAll(async () => {
  server = await startTestServer({ investorProtection: false });
  admin = await signUpAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

describe('with investor protection off', () => {
  it('sells an offering without a sheet to a customer who took no test, with no consent and no reflection', async () => {
    const { kiis: _none, ...withoutSheet } = offeringBody({ pricePerUnit: 1_000 });
    const created = await server.request('POST', '/auth/investments', {
      token: admin.token,
      body: withoutSheet,
    });
    expect(created.status).toBe(201);
    const me = await investor(server, 20_000_00);
    const res = await order(server, me.token, { investmentId: created.body.data._id, unitsPurchased: 15 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'active', reflectionEndsAt: null, consentGiven: false });
    expect((await cancel(server, me.token, res.body.data._id)).status).toBe(404);
    expect((await fetchKiis(server, me.token, created.body.data._id)).status).toBe(404);
    for (const path of ['/auth/suitability', '/auth/suitability/questions']) {
      expect((await server.request('GET', path, { token: me.token })).status).toBe(404);
    }
    const mail = await server.waitForMail(me.email, /You invested/);
    expect(mail).not.toContain('change your mind');
    await expectLedgerConsistent(server);
  });
});
