import { APPROVAL_MSG, ERROR_CODES, INVEST_MSG } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvals, auditLog, holdings, offerings } from '../../db/schema.ts';
import { TEST_TIMEOUT, testServer } from '../../test/suite.ts';
import { signUpAdmin } from '../../test/users.ts';
import { buy, createOffering, investor, offeringBody } from '../investments/investments.fixtures.ts';

// A change of a held offering's return or term waits in the approval gate (ADR 043).
const t = testServer(async (server) => ({
  maker: await signUpAdmin(server),
  checker: await signUpAdmin(server),
}));

const editPut = (token: string, id: string, body: unknown) =>
  t.server.request('PUT', `/auth/investments/${id}`, { token, body });
const editPost = (token: string, id: string, body: Record<string, unknown>) =>
  t.server.request('POST', '/auth/investments', { token, body: { ...offeringBody(body), editId: id } });
const decideGate = (token: string, id: string, body: unknown) =>
  t.server.request('PATCH', `/auth/admin/approvals/${id}`, { token, body });
const rowOf = async (id: string) =>
  (await t.server.app.db.select().from(offerings).where(eq(offerings.id, id)))[0]!;

/** An offering ($500 a unit, 12%, 6 months) that one customer holds 4 units of ($2,000). */
async function heldOffering() {
  const offering = await createOffering(t.server, t.maker.token, {
    investmentReturn: '12%',
    duration: '6 months',
  });
  const holder = await investor(t.server, 5_000_00);
  const bought = await buy(t.server, holder.token, { investmentId: offering._id, unitsPurchased: 4 });
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  return { offering, holder };
}

describe('a change of a held offering’s terms waits for a second admin', { timeout: TEST_TIMEOUT }, () => {
  it('answers 202 with the gate item, changes nothing, and a second admin’s approval applies it', async () => {
    const { offering, holder } = await heldOffering();
    const res = await editPut(t.maker.token, offering._id, { investmentReturn: '15%', duration: '1 year' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.message).toBe(APPROVAL_MSG.termsWaiting);
    expect(res.body.data).toMatchObject({
      kind: 'offering_terms',
      status: 'pending',
      investmentName: offering.name,
      amount: 2_000,
      reason: 'Return 12.0% → 15.0%; term 6 months → 1 year',
    });
    expect(await rowOf(offering._id)).toMatchObject({ returnBps: 1200, termCount: 6, termUnit: 'month' });

    const listed = await t.server.request('GET', '/auth/admin/approvals', { token: t.checker.token });
    const item = listed.body.data.find((a: { _id: string }) => a._id === res.body.data._id);
    expect(item).toMatchObject({ kind: 'offering_terms', offeringId: { _id: offering._id }, amount: 2_000 });

    // The admin who asked cannot decide it, from any session.
    const own = await decideGate(t.maker.token, res.body.data._id, { decision: 'approved' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(APPROVAL_MSG.ownRequest);
    expect(await rowOf(offering._id)).toMatchObject({ returnBps: 1200, termCount: 6 });

    const approved = await decideGate(t.checker.token, res.body.data._id, { decision: 'approved' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toBe(APPROVAL_MSG.termsApproved);
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedBy: { _id: t.checker.id } });
    expect(await rowOf(offering._id)).toMatchObject({ returnBps: 1500, termCount: 1, termUnit: 'year' });
    const explore = await t.server.request('GET', '/auth/investments');
    expect(explore.body.data.find((o: { _id: string }) => o._id === offering._id)).toMatchObject({
      investmentReturn: '15%',
      duration: '1 year',
    });
    // The holding keeps the terms it was bought at.
    const [held] = await t.server.app.db.select().from(holdings).where(eq(holdings.userId, holder.id));
    expect(held).toMatchObject({ returnBps: 1200, termCount: 6, termUnit: 'month' });
    // Applied through the edit's own audit, naming the approval.
    const updated = await t.server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, offering._id), eq(auditLog.action, 'offering.updated')));
    expect(updated).toHaveLength(1);
    expect(updated[0]!.actorId).toBe(t.checker.id);
    expect(updated[0]!.details).toMatchObject({
      changes: { returnBps: { from: 1200, to: 1500 } },
      approvalId: res.body.data._id,
    });

    const again = await decideGate(t.checker.token, res.body.data._id, {
      decision: 'rejected',
      reason: 'No',
    });
    expect(again.status).toBe(409);
  });

  it('a rejection keeps the offering as it is; the POST with editId waits the same way', async () => {
    const { offering } = await heldOffering();
    const res = await editPost(t.maker.token, offering._id, {
      name: offering.name,
      investmentReturn: '30%',
      duration: '6 months',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data.reason).toBe('Return 12.0% → 30.0%');
    const rejected = await decideGate(t.checker.token, res.body.data._id, {
      decision: 'rejected',
      reason: 'Too generous',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.message).toBe(APPROVAL_MSG.termsRejected);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decisionReason: 'Too generous' });
    expect(await rowOf(offering._id)).toMatchObject({ returnBps: 1200, termCount: 6 });
  });

  it('without a fresh step-up: 403 STEP_UP_REQUIRED and nothing is filed', async () => {
    const { offering } = await heldOffering();
    const unstepped = await signUpAdmin(t.server, { stepUp: false });
    const res = await editPut(unstepped.token, offering._id, { investmentReturn: '40%' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ERROR_CODES.STEP_UP_REQUIRED);
    const filed = await t.server.app.db
      .select()
      .from(approvals)
      .where(eq(approvals.offeringId, offering._id));
    expect(filed.filter((a) => a.kind === 'offering_terms')).toEqual([]);
    expect(await rowOf(offering._id)).toMatchObject({ returnBps: 1200 });
    // Other fields of a held offering need neither a step-up nor a second admin.
    const renamed = await editPut(unstepped.token, offering._id, { name: 'Renamed farm', pricePerUnit: 600 });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.message).toBe(INVEST_MSG.updated);
    expect(await rowOf(offering._id)).toMatchObject({ name: 'Renamed farm', pricePerUnitCents: 600_00 });
  });

  it('an offering without holders changes its terms at once, without a step-up', async () => {
    const offering = await createOffering(t.server, t.maker.token, { investmentReturn: '12%' });
    const unstepped = await signUpAdmin(t.server, { stepUp: false });
    const res = await editPut(unstepped.token, offering._id, {
      investmentReturn: '14%',
      duration: '2 years',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ investmentReturn: '14%', duration: '2 years' });
  });

  it('parallel decisions by two admins decide once: one answer 200, the rest 409', async () => {
    const { offering } = await heldOffering();
    const other = await signUpAdmin(t.server);
    const asked = await editPut(t.maker.token, offering._id, { duration: '9 months' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        decideGate(
          (i % 2 ? t.checker : other).token,
          asked.body.data._id,
          i % 3 ? { decision: 'approved' } : { decision: 'rejected', reason: 'Not now' },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(','),
    ).toHaveLength(1);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(','),
    ).toBe(true);
    const decided = await t.server.app.db.select().from(auditLog).where(eq(auditLog.targetId, offering._id));
    const decisions = decided.filter(
      (a) => a.action.startsWith('offering.terms_') && a.action !== 'offering.terms_requested',
    );
    expect(decisions).toHaveLength(1);
    const termCount = decisions[0]!.action === 'offering.terms_approved' ? 9 : 6;
    expect(await rowOf(offering._id)).toMatchObject({ termCount, termUnit: 'month' });
  });
});
