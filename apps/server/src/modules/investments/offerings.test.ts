import { INVEST_MSG, OFFERING_CATEGORIES } from '@app/contract';
import { offeringSchema } from '@app/contract/investments-responses';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, OFFERING_CATEGORIES as DB_CATEGORIES, offerings } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { expectLedgerConsistent } from '../../test/suite.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { createOffering, offeringBody } from './investments.fixtures.ts';

let server: TestServer;
let admin: { token: string; id: string };
let customer: { token: string; id: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAdmin(server);
  customer = await signUpAndLogin(server);
});
afterEach(async () => {
  await expectLedgerConsistent(server);
});
afterAll(async () => {
  await server?.close();
});

const post = (body: unknown, token = admin.token) =>
  server.request('POST', '/auth/investments', { token, body });

describe('offerings: admin create', () => {
  it('creates an offering: 201, the API shape, cents and basis points inside, audit-logged', async () => {
    const body = offeringBody({ investmentReturn: '18.5%', duration: '9 Months', pricePerUnit: 499.99 });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Investment added successfully.');
    expect(res.body.data).toMatchObject({
      _id: expect.any(String),
      name: body.name,
      img: body.img,
      category: 'Agriculture',
      investmentReturn: '18.5%',
      duration: '9 months',
      pricePerUnit: 499.99,
      investors: 0,
      archivedAt: null,
    });
    const [row] = await server.app.db.select().from(offerings).where(eq(offerings.id, res.body.data._id));
    expect(row).toMatchObject({
      returnBps: 1850,
      pricePerUnitCents: 49_999,
      termCount: 9,
      termUnit: 'month',
    });
    const audit = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, res.body.data._id), eq(auditLog.action, 'offering.created')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.id);
  });

  it('accepts the original client form as text: price as a string, no picture', async () => {
    const res = await post(offeringBody({ pricePerUnit: '250', img: '' }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ pricePerUnit: 250, investors: 0, img: '' });
  });

  it.each([
    ['0%', '0%'],
    ['100%', '100%'],
    ['7.25%', '7.25%'],
    ['12', '12%'],
    [' 6.5 % ', '6.5%'],
  ])('accepts the return %j and shows it as %j', async (input, shown) => {
    const res = await post(offeringBody({ investmentReturn: input }));
    expect(res.status).toBe(201);
    expect(res.body.data.investmentReturn).toBe(shown);
  });

  it.each(['101%', '-5%', '18.555%', 'abc', '', '18%%', '1e2%'])('refuses the return %j', async (value) => {
    const res = await post(offeringBody({ investmentReturn: value }));
    expect(res.status).toBe(400);
    expect(res.body.errors.investmentReturn).toBe(INVEST_MSG.returnInvalid);
  });

  it.each([
    ['30 days', '30 days'],
    ['12 weeks', '12 weeks'],
    ['9 months', '9 months'],
    ['1 year', '1 year'],
    ['2 Years', '2 years'],
    ['1 month', '1 month'],
    ['6months', '6 months'],
  ])('parses the duration %j as %j', async (input, stored) => {
    const res = await post(offeringBody({ duration: input }));
    expect(res.status).toBe(201);
    expect(res.body.data.duration).toBe(stored);
  });

  it.each(['forever', '9', 'months', '0 days', '1.5 years', '11 years', 'nine months', '3 fortnights', ''])(
    'refuses the duration %j',
    async (value) => {
      const res = await post(offeringBody({ duration: value }));
      expect(res.status).toBe(400);
      expect(res.body.errors.duration).toBe(INVEST_MSG.durationInvalid);
    },
  );

  it.each([0, -10, 10.001, 'ten', 1_000_000.01])('refuses the price per unit %j', async (value) => {
    const res = await post(offeringBody({ pricePerUnit: value }));
    expect(res.status).toBe(400);
    expect(res.body.errors.pricePerUnit).toBeTruthy();
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    'http://example.com/a.png',
    'not a url',
    'https://user:pw@example.com/a.png',
  ])('refuses the image URL %j (https only)', async (img) => {
    const res = await post(offeringBody({ img }));
    expect(res.status).toBe(400);
    expect(res.body.errors.img).toBe(INVEST_MSG.imageInvalid);
  });

  it('refuses a missing name and an unknown category', async () => {
    const res = await post(offeringBody({ name: '  ', category: 'Stocks' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      name: INVEST_MSG.nameRequired,
      category: INVEST_MSG.categoryInvalid,
    });
  });

  it('keeps the categories of the contract and of the database the same', () => {
    expect([...DB_CATEGORIES]).toEqual([...OFFERING_CATEGORIES]);
  });
});

describe('offerings: admin edit and archive', () => {
  it('edits with editId on the same POST: 200 "Investment updated successfully.", audit has old and new', async () => {
    const offering = await createOffering(server, admin.token);
    const res = await post({
      ...offeringBody({ name: offering.name, pricePerUnit: 750 }),
      editId: offering._id,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Investment updated successfully.');
    expect(res.body.data).toMatchObject({ _id: offering._id, pricePerUnit: 750 });
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, offering._id), eq(auditLog.action, 'offering.updated')));
    expect(entry!.details).toEqual({ changes: { pricePerUnitCents: { from: 50_000, to: 75_000 } } });
  });

  it('edits with PUT /auth/investments/:id, any subset of fields, still validated', async () => {
    const offering = await createOffering(server, admin.token);
    const res = await server.request('PUT', `/auth/investments/${offering._id}`, {
      token: admin.token,
      body: { investmentReturn: '21%', duration: '1 year' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ investmentReturn: '21%', duration: '1 year', pricePerUnit: 500 });
    const bad = await server.request('PUT', `/auth/investments/${offering._id}`, {
      token: admin.token,
      body: { duration: 'soon' },
    });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for editing or archiving an offering that does not exist', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    expect((await post({ ...offeringBody(), editId: ghost })).status).toBe(404);
    const put = await server.request('PUT', `/auth/investments/${ghost}`, {
      token: admin.token,
      body: { name: 'x' },
    });
    expect(put.status).toBe(404);
    const del = await server.request('DELETE', `/auth/investments/${ghost}`, { token: admin.token });
    expect(del.status).toBe(404);
  });

  it('archives with DELETE: gone from the public list, kept in the admin list, audit-logged once', async () => {
    const offering = await createOffering(server, admin.token);
    const del = await server.request('DELETE', `/auth/investments/${offering._id}`, { token: admin.token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe(INVEST_MSG.archived);
    const again = await server.request('DELETE', `/auth/investments/${offering._id}`, { token: admin.token });
    expect(again.status).toBe(200);

    const list = await server.request('GET', '/auth/investments');
    expect(list.status).toBe(200);
    expect(list.body.data.map((o: { _id: string }) => o._id)).not.toContain(offering._id);
    const adminList = await server.request('GET', '/auth/admin/investments', { token: admin.token });
    const archived = adminList.body.data.find((o: { _id: string }) => o._id === offering._id);
    expect(archived.archivedAt).toEqual(expect.any(String));
    const rows = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, offering._id), eq(auditLog.action, 'offering.archived')));
    expect(rows).toHaveLength(1);
  });
});

describe('offerings: public list and permissions', () => {
  it('lists offerings to anyone, without a token, in the API shape only', async () => {
    await createOffering(server, admin.token);
    const res = await server.request('GET', '/auth/investments');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      // Exactly the fields of the contract's public offering, no more.
      Object.keys(offeringSchema.shape).sort(),
    );
  });

  it('answers 403 to a customer on every admin route and 401 without a token', async () => {
    const offering = await createOffering(server, admin.token);
    const calls: [string, string, unknown?][] = [
      ['POST', '/auth/investments', offeringBody()],
      ['POST', '/auth/investments', { ...offeringBody(), editId: offering._id }],
      ['PUT', `/auth/investments/${offering._id}`, { name: 'Mine now' }],
      ['DELETE', `/auth/investments/${offering._id}`],
      ['GET', '/auth/admin/investments'],
    ];
    for (const [method, path, body] of calls) {
      expect((await server.request(method, path, { token: customer.token, body })).status).toBe(403);
      expect((await server.request(method, path, { body })).status).toBe(401);
    }
    const [row] = await server.app.db.select().from(offerings).where(eq(offerings.id, offering._id));
    expect(row).toMatchObject({ name: offering.name, archivedAt: null });
  });
});
