import { ERROR_CODES, PROTECTION_MSG, SUITABILITY_QUESTIONS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import { createOffering, investor, rightAnswers } from '../investments/investments.fixtures.ts';
import {
  ackKiis,
  ageSuitability,
  MODEST,
  order,
  passWith,
  takeTest,
  wrongAnswers,
} from './protection.fixtures.ts';

const t = serverWithAdmin();

describe('knowledge test and capacity for loss', () => {
  it('serves about 8 questions without their right answers', async () => {
    const me = await investor(t.server, 0);
    const res = await t.server.request('GET', '/auth/suitability/questions', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(SUITABILITY_QUESTIONS.length);
    expect(res.body.data.length).toBeGreaterThanOrEqual(8);
    expect(JSON.stringify(res.body)).not.toContain('correct');
    expect(res.body.data[0]).toEqual({
      id: SUITABILITY_QUESTIONS[0]!.id,
      text: SUITABILITY_QUESTIONS[0]!.text,
      options: SUITABILITY_QUESTIONS[0]!.options,
    });
  });

  it('answers status none before the first test, then the result with net worth and capacity worked out', async () => {
    const me = await investor(t.server, 0);
    const before = await t.server.request('GET', '/auth/suitability', { token: me.token });
    expect(before.body.data).toMatchObject({ status: 'none', current: false, takenAt: null, netWorth: null });

    const res = await passWith(t.server, me.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PROTECTION_MSG.saved);
    const d = res.body.data;
    expect(d).toMatchObject({
      status: 'appropriate',
      income: 50_000,
      liquidAssets: 20_000,
      commitments: 10_000,
      netWorth: 60_000,
      lossCapacity: 6_000,
      current: true,
      answers: rightAnswers(),
    });
    const taken = new Date(d.takenAt);
    expect(Date.now() - taken.getTime()).toBeLessThan(60_000);
    expect(new Date(d.validUntil).getUTCFullYear()).toBe(taken.getUTCFullYear() + 2);
    expect(new Date(d.reviewDueAt).getUTCFullYear()).toBe(taken.getUTCFullYear() + 1);
    const after = await t.server.request('GET', '/auth/suitability', { token: me.token });
    expect(after.body.data).toEqual(d);

    const audit = await t.server.app.db.select().from(auditLog).where(eq(auditLog.targetId, me.id));
    const taken1 = audit.find((a) => a.action === 'suitability.taken');
    expect(taken1?.details).toMatchObject({
      result: 'appropriate',
      netWorthCents: 6_000_000,
      lossCapacityCents: 600_000,
    });
  });

  it('never shows a negative capacity for loss', async () => {
    const me = await investor(t.server, 0);
    const res = await passWith(t.server, me.token, { income: 10_000, liquidAssets: 0, commitments: 25_000 });
    expect(res.body.data).toMatchObject({ netWorth: -15_000, lossCapacity: 0 });
  });

  it('refuses a missing or unknown answer and a bad amount, naming the field', async () => {
    const me = await investor(t.server, 0);
    const { 'lose-all': _dropped, ...partial } = rightAnswers();
    const missing = await takeTest(t.server, me.token, { answers: partial, ...MODEST });
    expect(missing.status).toBe(400);
    expect(missing.body.errors['answers.lose-all']).toBe(PROTECTION_MSG.answerAll);
    const unknown = await takeTest(t.server, me.token, {
      answers: { ...rightAnswers(), 'lose-all': 'maybe' },
      ...MODEST,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors['answers.lose-all']).toBe(PROTECTION_MSG.answerInvalid);
    const negative = await takeTest(t.server, me.token, { answers: rightAnswers(), ...MODEST, income: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.errors.income).toBe(PROTECTION_MSG.amountInvalid);
  });

  it('a "not appropriate" result warns; the customer may go on once the warning is acknowledged', async () => {
    const me = await investor(t.server, 10_000_00);
    const offering = await createOffering(t.server, t.admin.token);
    await ackKiis(t.server, me.token, offering._id);
    const res = await takeTest(t.server, me.token, { answers: wrongAnswers(), ...MODEST });
    expect(res.body.data).toMatchObject({
      status: 'not_appropriate',
      riskAcknowledged: false,
      current: false,
    });
    const refused = await order(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: ERROR_CODES.SUITABILITY_REQUIRED,
      message: PROTECTION_MSG.riskAckRequired,
    });

    const acked = await takeTest(t.server, me.token, { ...MODEST, acknowledgeRisk: true });
    expect([acked.body.data.status, acked.body.data.riskAcknowledged, acked.body.data.current]).toEqual([
      'not_appropriate',
      true,
      true,
    ]);
    const bought = await order(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(bought.status).toBe(201);
  });

  it('updates the capacity for loss alone, keeping the test; refuses that before any test', async () => {
    const me = await investor(t.server, 0);
    const none = await takeTest(t.server, me.token, MODEST);
    expect(none.status).toBe(400);
    expect(none.body.errors.answers).toBe(PROTECTION_MSG.answersFirst);
    const first = await passWith(t.server, me.token);
    const update = await takeTest(t.server, me.token, {
      income: 80_000,
      liquidAssets: 20_000,
      commitments: 0,
    });
    expect(update.status).toBe(200);
    expect(update.body.data).toMatchObject({
      takenAt: first.body.data.takenAt,
      netWorth: 100_000,
      lossCapacity: 10_000,
    });
    const audit = await t.server.app.db.select().from(auditLog).where(eq(auditLog.targetId, me.id));
    expect(audit.map((a) => a.action)).toContain('suitability.capacity_updated');
  });

  it('asks again after 2 years for the test and after 1 year for the capacity (403 SUITABILITY_REQUIRED)', async () => {
    const me = await investor(t.server, 10_000_00);
    const offering = await createOffering(t.server, t.admin.token);
    await ackKiis(t.server, me.token, offering._id);
    await passWith(t.server, me.token);

    const refusedWith = async (message: string) => {
      const res = await order(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        403,
        ERROR_CODES.SUITABILITY_REQUIRED,
        message,
      ]);
    };
    await ageSuitability(t.server, me.id, { capacity: 366 });
    await refusedWith(PROTECTION_MSG.capacityReview);
    await takeTest(t.server, me.token, MODEST);
    const bought = await order(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(bought.status).toBe(201);

    await ageSuitability(t.server, me.id, { test: 731 });
    await refusedWith(PROTECTION_MSG.suitabilityExpired);
    const status = await t.server.request('GET', '/auth/suitability', { token: me.token });
    expect(status.body.data.current).toBe(false);
  });

  it('answers 401 without a token', async () => {
    expect((await t.server.request('GET', '/auth/suitability')).status).toBe(401);
    expect((await t.server.request('POST', '/auth/suitability', { body: MODEST })).status).toBe(401);
  });
});
