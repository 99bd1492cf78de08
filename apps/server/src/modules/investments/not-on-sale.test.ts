import { INVEST_MSG } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { serverWithAdmin } from '../../test/suite.ts';
import { balanceCents, buy, createOffering, investor } from './investments.fixtures.ts';

const t = serverWithAdmin();

const admin = (method: 'PUT' | 'POST', id: string, what: string, body: unknown) =>
  t.server.request(method, `/auth/admin/investments/${id}/${what}`, { token: t.admin.token, body });

describe('only what can be bought is on sale', () => {
  it('refuses to sell a delayed, recovering, defaulted or written-off offering, and Explore shows why', async () => {
    const offering = await createOffering(t.server, t.admin.token, { pricePerUnit: 1 });
    const holder = await investor(t.server, 100_00);
    expect(
      (await buy(t.server, holder.token, { investmentId: offering._id, unitsPurchased: 10 })).status,
    ).toBe(201);
    const me = await investor(t.server, 100_00);
    const tryToBuy = async () => {
      const res = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 1 });
      expect([res.status, res.body.message]).toEqual([409, INVEST_MSG.notAvailable]);
    };
    const listed = async () => {
      const res = await t.server.request('GET', '/auth/investments', { token: me.token });
      return res.body.data.find((o: { _id: string }) => o._id === offering._id);
    };

    for (const status of ['delayed', 'recovery', 'defaulted'] as const) {
      expect(
        (await admin('PUT', offering._id, 'performance', { status, note: `Now ${status}.` })).status,
      ).toBe(200);
      expect(await listed()).toMatchObject({ performance: status, performanceNote: `Now ${status}.` });
      await tryToBuy();
    }
    expect(
      (await admin('POST', offering._id, 'write-off', { note: 'Nothing more to recover.' })).status,
    ).toBe(200);
    expect(await listed()).toMatchObject({ performance: 'defaulted' });
    await tryToBuy();
    expect(await balanceCents(t.server, me.id)).toBe(100_00);
  });
});
