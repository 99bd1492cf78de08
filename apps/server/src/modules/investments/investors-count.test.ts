import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerings } from '../../db/schema.ts';
import { serverWithAdmin } from '../../test/suite.ts';
import { buy, createOffering, investor, investorsOf, offeringBody } from './investments.fixtures.ts';

const t = serverWithAdmin();

const listed = async (id: string, path = '/auth/investments', token?: string) => {
  const res = await t.server.request('GET', path, token ? { token } : {});
  return (res.body.data as { _id: string; investors: number }[]).find((o) => o._id === id)?.investors;
};

describe('Offering.investors is the count of real holders', () => {
  it('ignores a count typed into a create, an editId edit or a PUT', async () => {
    const created = await createOffering(t.server, t.admin.token, { investors: 12 });
    expect(created.investors).toBe(0);
    const edit = await t.server.request('POST', '/auth/investments', {
      token: t.admin.token,
      body: { ...offeringBody(), editId: created._id, investors: 500 },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data.investors).toBe(0);
    const put = await t.server.request('PUT', `/auth/investments/${created._id}`, {
      token: t.admin.token,
      body: { name: 'Renamed', investors: 99 },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.investors).toBe(0);
    expect(await listed(created._id)).toBe(0);
  });

  it('counts each customer who bought once, however many purchases they made', async () => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 100 });
    const first = await investor(t.server, 1_000_00);
    const second = await investor(t.server, 1_000_00);
    const body = { investmentId: offering._id, unitsPurchased: 1 };
    expect((await buy(t.server, first.token, body)).status).toBe(201);
    expect((await buy(t.server, first.token, body)).status).toBe(201);
    expect((await buy(t.server, second.token, body)).status).toBe(201);
    expect(await investorsOf(t.server, offering._id)).toBe(2);
    expect(await listed(offering._id)).toBe(2);
    expect(await listed(offering._id, '/auth/admin/investments', t.admin.token)).toBe(2);
  });

  it('replaces a count stored by hand with the real one', async () => {
    const offering = await createOffering(t.server, t.admin.token);
    await t.server.app.db.update(offerings).set({ investors: 4_000 }).where(eq(offerings.id, offering._id));
    expect(await listed(offering._id)).toBe(0);
    const me = await investor(t.server, 1_000_00);
    expect((await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 })).status).toBe(
      201,
    );
    expect(await listed(offering._id)).toBe(1);
  });
});
