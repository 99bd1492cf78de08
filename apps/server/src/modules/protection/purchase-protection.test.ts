import { ERROR_CODES, KIIS_SECTION_MAX, PROTECTION_MSG, RISK_WARNING } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, holdings, offerings } from '../../db/schema.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import { readPdf } from '../history/pdf-text.test-support.ts';
import {
  balanceCents,
  completeKiis,
  createOffering,
  investor,
  offeringBody,
} from '../investments/investments.fixtures.ts';
import { ackKiis, fetchKiis, order, passWith } from './protection.fixtures.ts';

const t = serverWithAdmin();

describe('a purchase under investor protection', () => {
  it('refuses in order: no test (403), no sheet acknowledged (409), a large order without consent (409)', async () => {
    const me = await investor(t.server, 10_000_00);
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 500 });
    const buy = (body: Record<string, unknown>) =>
      order(t.server, me.token, { investmentId: offering._id, ...body });

    const noTest = await buy({ unitsPurchased: 1 });
    expect(noTest.status).toBe(403);
    expect(noTest.body).toMatchObject({
      code: ERROR_CODES.SUITABILITY_REQUIRED,
      message: PROTECTION_MSG.suitabilityRequired,
    });

    await passWith(t.server, me.token); // net worth $60,000: consent above $3,000
    const noAck = await buy({ unitsPurchased: 1 });
    expect(noAck.status).toBe(409);
    expect(noAck.body).toMatchObject({
      code: ERROR_CODES.KIIS_NOT_ACKNOWLEDGED,
      message: PROTECTION_MSG.kiisRequired,
    });

    expect((await ackKiis(t.server, me.token, offering._id)).body.message).toBe(
      PROTECTION_MSG.kiisAcknowledged,
    );
    const large = await buy({ unitsPurchased: 7 }); // $3,500
    expect(large.status).toBe(409);
    expect(large.body.code).toBe(ERROR_CODES.CONSENT_REQUIRED);
    expect(large.body.message).toContain(RISK_WARNING);
    expect(await balanceCents(t.server, me.id)).toBe(10_000_00);

    const atThreshold = await buy({ unitsPurchased: 6 }); // $3,000: not above
    expect(atThreshold.status).toBe(201);
    expect(atThreshold.body.data.consentGiven).toBe(false);
    const consented = await buy({ unitsPurchased: 7, consent: true });
    expect(consented.status).toBe(201);
    expect(consented.body.data.consentGiven).toBe(true);
    const [stored] = await t.server.app.db
      .select()
      .from(holdings)
      .where(eq(holdings.id, consented.body.data._id));
    expect(stored!.consentGiven).toBe(true);
    const audit = await t.server.app.db.select().from(auditLog).where(eq(auditLog.targetId, stored!.id));
    expect(audit[0]?.details).toMatchObject({ consentGiven: true });
  });

  it('asks consent above $1,000 when 5% of net worth is less', async () => {
    const me = await investor(t.server, 10_000_00);
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 500 });
    await passWith(t.server, me.token, { income: 0, liquidAssets: 0, commitments: 0 });
    await ackKiis(t.server, me.token, offering._id);
    expect((await order(t.server, me.token, { investmentId: offering._id, unitsPurchased: 2 })).status).toBe(
      201,
    );
    const large = await order(t.server, me.token, { investmentId: offering._id, unitsPurchased: 3 });
    expect(large.body.code).toBe(ERROR_CODES.CONSENT_REQUIRED);
  });

  it('starts a 4-day reflection period and says so in the receipt mail', async () => {
    const me = await investor(t.server, 1_000_00);
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    await passWith(t.server, me.token);
    await ackKiis(t.server, me.token, offering._id);
    const res = await order(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(res.body.data.status).toBe('reflection');
    const days =
      (Date.parse(res.body.data.reflectionEndsAt) - Date.parse(res.body.data.startDate)) / 86_400_000;
    expect(days).toBe(4);
    const mail = await t.server.waitForMail(me.email, /4 calendar days to change your mind/);
    expect(mail).toContain('at no cost');
  });
});

describe('key information sheet', () => {
  it('serves a PDF of at most 6 pages with the risk warning, reflection period and offering id', async () => {
    const me = await investor(t.server, 0);
    const long = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '
      .repeat(40)
      .slice(0, KIIS_SECTION_MAX);
    const offering = await createOffering(t.server, t.admin.token, {
      kiis: { issuer: long, useOfFunds: long, risks: long, fees: long, payment: long },
    });
    const pdf = await fetchKiis(t.server, me.token, offering._id);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const { pages } = await readPdf(pdf.bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.length).toBeLessThanOrEqual(6);
    const text = pages.join(' ');
    expect(text).toContain(RISK_WARNING);
    expect(text).toContain('4 calendar days');
    expect(text).toContain(offering._id);
    expect(text).toContain('Main risks');
    expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('answers 404 for an unknown offering and 401 without a token', async () => {
    const me = await investor(t.server, 0);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await fetchKiis(t.server, me.token, unknown)).status).toBe(404);
    expect((await ackKiis(t.server, me.token, unknown)).status).toBe(404);
    expect((await t.server.request('POST', `/auth/investments/${unknown}/kiis/ack`)).status).toBe(401);
  });

  it('an offering cannot go on sale without a complete sheet; an archived one may be edited', async () => {
    const { kiis: _none, ...withoutSheet } = offeringBody();
    const create = await t.server.request('POST', '/auth/investments', {
      token: t.admin.token,
      body: withoutSheet,
    });
    expect(create.status).toBe(400);
    expect(create.body.errors).toEqual({
      'kiis.issuer': PROTECTION_MSG.kiisSectionRequired,
      'kiis.useOfFunds': PROTECTION_MSG.kiisSectionRequired,
      'kiis.risks': PROTECTION_MSG.kiisSectionRequired,
      'kiis.fees': PROTECTION_MSG.kiisSectionRequired,
      'kiis.payment': PROTECTION_MSG.kiisSectionRequired,
    });
    const offering = await createOffering(t.server, t.admin.token);
    const blank = await t.server.request('PUT', `/auth/investments/${offering._id}`, {
      token: t.admin.token,
      body: { kiis: { ...completeKiis(), risks: '   ' } },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ 'kiis.risks': PROTECTION_MSG.kiisSectionRequired });
    const edited = await t.server.request('PUT', `/auth/investments/${offering._id}`, {
      token: t.admin.token,
      body: { kiis: { ...completeKiis(), fees: 'No fees at all.' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.kiis.fees).toBe('No fees at all.');
    await t.server.request('DELETE', `/auth/investments/${offering._id}`, { token: t.admin.token });
    const archivedEdit = await t.server.request('PUT', `/auth/investments/${offering._id}`, {
      token: t.admin.token,
      body: { kiis: { ...completeKiis(), risks: '' } },
    });
    expect(archivedEdit.status).toBe(200);
  });

  it('an offering from before the sheets stays editable, but its sheet cannot be read or acknowledged (409)', async () => {
    const me = await investor(t.server, 0);
    const offering = await createOffering(t.server, t.admin.token);
    await t.server.app.db.update(offerings).set({ kiisRisks: '' }).where(eq(offerings.id, offering._id));
    const priced = await t.server.request('PUT', `/auth/investments/${offering._id}`, {
      token: t.admin.token,
      body: { pricePerUnit: 750 },
    });
    expect(priced.status).toBe(200);
    expect((await fetchKiis(t.server, me.token, offering._id)).status).toBe(409);
    const ack = await ackKiis(t.server, me.token, offering._id);
    expect([ack.status, ack.body.message]).toEqual([409, PROTECTION_MSG.kiisIncomplete]);
  });
});
