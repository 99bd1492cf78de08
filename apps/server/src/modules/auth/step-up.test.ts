import { randomUUID } from 'node:crypto';
import { ERROR_CODES, STEP_UP_MSG } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin, stepUpAs } from '../../test/users.ts';
import { editBalance } from '../admin/admin.fixtures.ts';
import { enableTwoFactor, freshCode } from '../two-factor/two-factor.fixtures.ts';
import { balanceOf, decide, requestDeposit } from '../wallet/wallet.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server?.close();
});

const expectStepUpRequired = (res: { status: number; body: { code?: string; message?: string } }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body).toMatchObject({ code: ERROR_CODES.STEP_UP_REQUIRED, message: STEP_UP_MSG.required });
};
/** Moves the session's step-up `minutes` into the past, as the clock would. */
const ageStepUp = (token: string, minutes: number) =>
  server.app.db
    .update(sessions)
    .set({ steppedUpAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.id, JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid));

describe('step-up before sharp admin actions', { timeout: TEST_TIMEOUT }, () => {
  it('deciding an adjustment needs the password again within 10 minutes', async () => {
    const [maker, checker, customer] = await Promise.all([
      signUpAdmin(server),
      signUpAdmin(server, { stepUp: false }),
      signUpAndLogin(server),
    ]);
    const edit = await editBalance(server, maker.token, customer.id, {
      newBalanceValue: 20_000,
      reason: 'big',
    });
    expect(edit.status).toBe(202);
    const id = edit.body.data._id;
    const approve = () =>
      server.request('PATCH', `/auth/admin/adjustments/${id}`, {
        token: checker.token,
        body: { decision: 'approved' },
      });
    expectStepUpRequired(await approve());

    const wrong = await server.request('POST', '/auth/step-up', {
      token: checker.token,
      body: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty('password');
    expectStepUpRequired(await approve());

    const ok = await stepUpAs(server, checker);
    expect(Date.parse(ok.until) - Date.now()).toBeGreaterThan(9 * 60_000);
    await ageStepUp(checker.token, 11);
    expectStepUpRequired(await approve());
    await stepUpAs(server, checker);
    expect((await approve()).status).toBe(200);
    expect(await balanceOf(server, customer)).toBe(20_000);
  });

  it('the proof belongs to the session: another session of the same admin must step up too', async () => {
    const admin = await signUpAdmin(server);
    const customer = await signUpAndLogin(server);
    const second = await server.request('POST', '/auth/login', {
      body: { email: admin.email, password: admin.password },
    });
    const res = await server.request('PUT', `/auth/admin/users/${customer.id}/plan`, {
      token: second.body.token,
      body: { plan: 'member', reason: 'loyalty' },
    });
    expectStepUpRequired(res);
    const withProof = await server.request('PUT', `/auth/admin/users/${customer.id}/plan`, {
      token: admin.token,
      body: { plan: 'member', reason: 'loyalty' },
    });
    expect(withProof.status, JSON.stringify(withProof.body)).toBe(200);
  });

  it('exports and a 2FA reset need it too; both approvals of a deposit need it', async () => {
    const [admin, other, customer] = await Promise.all([
      signUpAdmin(server, { stepUp: false }),
      signUpAdmin(server),
      signUpAndLogin(server),
    ]);
    expectStepUpRequired(
      await server.request('GET', '/auth/admin/exports/users.csv', { token: admin.token }),
    );
    const protectedCustomer = await enableTwoFactor(server, customer);
    expectStepUpRequired(
      await server.request('POST', `/auth/admin/users/${protectedCustomer.id}/2fa-reset`, {
        token: admin.token,
        body: { reason: 'lost phone' },
      }),
    );
    const dep = await requestDeposit(server, customer, { amount: 15_000 }, randomUUID());
    const id = dep.body.data._id;
    // Every decision on money needs it, the first approval as well.
    expectStepUpRequired(await decide(server, admin, 'deposit', id, 'approved'));
    await stepUpAs(server, admin);
    expect((await decide(server, admin, 'deposit', id, 'approved')).status).toBe(202);
    await ageStepUp(other.token, 30);
    expectStepUpRequired(await decide(server, other, 'deposit', id, 'approved'));
    await stepUpAs(server, other);
    expect((await decide(server, other, 'deposit', id, 'approved')).status).toBe(200);
  });

  it('with two-factor sign-in on, the step-up needs a code as well', async () => {
    const admin = await signUpAdmin(server, { stepUp: false });
    const withCode = await enableTwoFactor(server, admin);
    const noCode = await server.request('POST', '/auth/step-up', {
      token: admin.token,
      body: { password: admin.password },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors).toHaveProperty('code');
    await stepUpAs(server, admin, await freshCode(server, admin.id, withCode.key));
  });
});

describe('two-factor reset only for customers', { timeout: TEST_TIMEOUT }, () => {
  it("refuses an admin's account and one's own, changing nothing", async () => {
    const [admin, otherAdmin] = await Promise.all([signUpAdmin(server), signUpAdmin(server)]);
    await enableTwoFactor(server, otherAdmin);
    await enableTwoFactor(server, admin);
    for (const target of [otherAdmin.id, admin.id]) {
      const res = await server.request('POST', `/auth/admin/users/${target}/2fa-reset`, {
        token: admin.token,
        body: { reason: 'attempt' },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(STEP_UP_MSG.resetOnlyCustomers);
    }
    const me = await server.request('GET', '/auth/me', { token: otherAdmin.token });
    expect(me.body.twoFactorEnabled).toBe(true);
  });
});

describe('admins need two-factor sign-in where it is required', { timeout: TEST_TIMEOUT }, () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ adminTwoFactorRequired: true });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await strict?.close();
  });

  it('an admin without it reaches only the enrolment calls; with it, the console', async () => {
    const admin = await signUpAdmin(strict, { stepUp: false });
    const stats = await strict.request('GET', '/auth/admin/stats', { token: admin.token });
    expect(stats.status).toBe(403);
    expect(stats.body).toMatchObject({
      code: ERROR_CODES.TWO_FACTOR_REQUIRED,
      message: STEP_UP_MSG.twoFactorRequired,
    });
    expect((await strict.request('GET', '/auth/admin/users', { token: admin.token })).status).toBe(403);
    expect((await strict.request('GET', '/auth/me', { token: admin.token })).status).toBe(200);
    await enableTwoFactor(strict, admin);
    expect((await strict.request('GET', '/auth/admin/stats', { token: admin.token })).status).toBe(200);
  });
});
