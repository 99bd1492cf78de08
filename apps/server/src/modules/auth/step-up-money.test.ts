import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerings } from '../../db/schema.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin, stepUpAs } from '../../test/users.ts';
import { createOffering, fund } from '../investments/investments.fixtures.ts';
import { balanceOf, payoutReady, requestDeposit, requestWithdrawal } from '../wallet/wallet.test-support.ts';

// ADR 043: a stolen admin token can read but not move money. Every admin call that creates, moves
// or releases money answers 403 STEP_UP_REQUIRED without a step-up in the last 10 minutes.

const t = serverWithAdmin();

describe('step-up on every admin call that moves money', () => {
  it('refuses each money call of an admin who has not stepped up, and nothing moves', async () => {
    const stale = await signUpAdmin(t.server, { stepUp: false });
    const customer = await signUpAndLogin(t.server);
    await fund(t.server, customer.id, 2_000_00);
    const bank = await payoutReady(t.server, customer);
    const deposit = await requestDeposit(
      t.server,
      customer,
      { amount: 500, bankAccountId: bank._id },
      randomUUID(),
    );
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    const withdrawal = await requestWithdrawal(
      t.server,
      customer,
      { amount: 300, bankAccountId: bank._id },
      randomUUID(),
    );
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
    const offering = await createOffering(t.server, t.admin.token);
    const before = await balanceOf(t.server, customer);
    const anyId = randomUUID();

    const calls: [string, string, unknown][] = [
      ['PUT', `/auth/admin/edit-task/${customer.id}`, { newBalanceValue: 900_000, reason: 'mule' }],
      ['PATCH', `/auth/deposit-requests/${deposit.body.data._id}`, { status: 'approved' }],
      ['PATCH', `/auth/withdraw-requests/${withdrawal.body.data._id}`, { status: 'approved' }],
      ['POST', `/auth/admin/investments/${offering._id}/funding`, { amount: 5_000, reason: 'mule' }],
      ['PUT', `/auth/admin/investments/${offering._id}/performance`, { status: 'defaulted', note: 'x' }],
      ['POST', `/auth/admin/investments/${offering._id}/recovery`, { amount: 10, note: 'x' }],
      ['POST', `/auth/admin/investments/${offering._id}/write-off`, { note: 'x' }],
      ['PATCH', `/auth/admin/adjustments/${anyId}`, { decision: 'approved' }],
      ['PATCH', `/auth/admin/fundings/${anyId}`, { decision: 'approved' }],
      ['PATCH', `/auth/admin/settlements/${anyId}`, { decision: 'approved' }],
      ['PATCH', `/auth/admin/approvals/${anyId}`, { decision: 'approved' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.server.request(method, path, { token: stale.token, body });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.code, `${method} ${path}`).toBe(ERROR_CODES.STEP_UP_REQUIRED);
    }
    expect(await balanceOf(t.server, customer)).toBe(before);
    const requests = await t.server.request('GET', `/auth/deposit-requests/${customer.id}`, {
      token: customer.token,
    });
    expect(requests.body.data.map((r: { status: string }) => r.status)).toEqual(['pending']);
    const [offeringNow] = await t.server.app.db
      .select()
      .from(offerings)
      .where(eq(offerings.id, offering._id));
    expect(offeringNow!.performance).toBe('performing');

    // The same admin after the step-up: the deposit approval books.
    await stepUpAs(t.server, stale);
    const approved = await t.server.request('PATCH', `/auth/deposit-requests/${deposit.body.data._id}`, {
      token: stale.token,
      body: { status: 'approved' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await balanceOf(t.server, customer)).toBe(before + 500);
  });
});
