import { ERROR_CODES, PROTECTION_MSG } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, kiisAcknowledgements, kiisOpens } from '../../db/schema.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import { readPdf } from '../history/pdf-text.test-support.ts';
import { balanceCents, createOffering, investor } from '../investments/investments.fixtures.ts';
import { fetchKiis, order, passWith } from './protection.fixtures.ts';

const t = serverWithAdmin();

const ackOnly = (token: string, offeringId: string) =>
  t.server.request('POST', `/auth/investments/${offeringId}/kiis/ack`, { token });

async function audits(action: string, offeringId: string) {
  return t.server.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, offeringId)));
}

describe('a key information sheet is opened before it is acknowledged', () => {
  it('refuses the acknowledgement (409) until this customer has opened the sheet, and the purchase with it', async () => {
    const me = await investor(t.server, 5_000_00);
    const other = await investor(t.server, 0);
    const offering = await createOffering(t.server, t.admin.token);
    await passWith(t.server, me.token);

    const early = await ackOnly(me.token, offering._id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: ERROR_CODES.KIIS_NOT_ACKNOWLEDGED,
      message: PROTECTION_MSG.kiisNotOpened,
    });
    const acks = await t.server.app.db
      .select()
      .from(kiisAcknowledgements)
      .where(eq(kiisAcknowledgements.offeringId, offering._id));
    expect(acks).toHaveLength(0);
    const bought = await order(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(bought.status).toBe(409);
    expect(bought.body.code).toBe(ERROR_CODES.KIIS_NOT_ACKNOWLEDGED);
    expect(await balanceCents(t.server, me.id)).toBe(5_000_00);

    // Another customer's open does not count for this one.
    expect((await fetchKiis(t.server, other.token, offering._id)).status).toBe(200);
    expect((await ackOnly(me.token, offering._id)).status).toBe(409);

    // Opened twice: recorded and audited once; then the acknowledgement and the purchase go through.
    expect((await fetchKiis(t.server, me.token, offering._id)).status).toBe(200);
    expect((await fetchKiis(t.server, me.token, offering._id)).status).toBe(200);
    const opens = await t.server.app.db
      .select()
      .from(kiisOpens)
      .where(and(eq(kiisOpens.userId, me.id), eq(kiisOpens.offeringId, offering._id)));
    expect(opens).toHaveLength(1);
    expect((await audits('kiis.opened', offering._id)).filter((a) => a.actorId === me.id)).toHaveLength(1);
    const ack = await ackOnly(me.token, offering._id);
    expect([ack.status, ack.body.message]).toEqual([200, PROTECTION_MSG.kiisAcknowledged]);
    const after = await order(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
    expect(after.status).toBe(201);
  });

  it("downloads under the offering's name and states the return with its period and a year's rate", async () => {
    const me = await investor(t.server, 0);
    const offering = await createOffering(t.server, t.admin.token, {
      name: 'Harbor "Street" Flats / Zoë',
      investmentReturn: '12%',
      duration: '6 months',
    });
    const res = await fetch(`${t.server.url}/api/auth/investments/${offering._id}/kiis`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).not.toContain(offering._id);
    expect(disposition).toContain('filename="Harbor Street Flats Zoe - key information sheet.pdf"');
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('Harbor Street Flats Zoë - key information sheet.pdf')}`,
    );
    const { pages } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pages.join(' ')).toContain('Expected return: 12.0% over 6 months, 24.0% a year');
  });
});
