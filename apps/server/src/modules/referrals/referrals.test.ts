import { PLAN_MSG, REFERRAL_MSG } from '@app/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { writeDirectly } from '../../test/auth-notices.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { registration, signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { referralsOf } from './referrals.service.ts';

let server: TestServer;
let admin: { token: string; id: string };
let alice: { token: string; id: string; email: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAdmin(server);
  alice = await signUpAndLogin(server, { name: 'Alice Referrer' });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const referrals = (token: string) => server.request('GET', '/auth/referrals', { token });
const setPlan = (token: string, userId: string, body: unknown) =>
  server.request('PUT', `/auth/admin/users/${userId}/plan`, { token, body });
const me = async (token: string) => (await server.request('GET', '/auth/me', { token })).body;

describe('GET /auth/referrals', () => {
  it("answers the customer's own code, the share link and zero counts at first", async () => {
    const res = await referrals(alice.token);
    expect(res.status).toBe(200);
    expect(res.body.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(res.body).toEqual({
      code: res.body.code,
      link: `http://localhost:3000/signup?ref=${res.body.code}`,
      joined: 0,
      verified: 0,
    });
    const user = await me(alice.token);
    expect(user.user ?? user).toMatchObject({ referralCode: res.body.code, plan: 'free' });
  });

  it('needs a sign-in', async () => {
    expect((await server.request('GET', '/auth/referrals')).status).toBe(401);
  });

  it('counts who joined with the code (typed in any case) and how many of them are verified', async () => {
    const { code } = (await referrals(alice.token)).body;
    const bob = await signUpAndLogin(server, { refferalcode: code.toLowerCase() });
    const carol = await signUpAndLogin(server, { refferalcode: ` ${code} ` });
    await writeDirectly(server.app, () =>
      server.app.db.update(users).set({ kycStatus: 'approved' }).where(eq(users.id, carol.id)),
    );
    expect((await referrals(alice.token)).body).toMatchObject({ joined: 2, verified: 1 });
    const [row] = await server.app.db.select().from(users).where(eq(users.id, bob.id));
    expect(row!.referredBy).toBe(alice.id);
    expect(row!.referralCode).not.toBe(code);

    // The admin's view of who referred whom.
    const view = await referralsOf(server.app.db, alice.id);
    expect(view).toMatchObject({ code, referredBy: null, joined: 2, verified: 1 });
    expect(view!.referred.map((p) => p._id).sort()).toEqual([bob.id, carol.id].sort());
    expect((await referralsOf(server.app.db, bob.id))!.referredBy).toMatchObject({
      _id: alice.id,
      name: 'Alice Referrer',
    });
    const listed = await server.request('GET', `/auth/admin/users?q=${encodeURIComponent(bob.email)}`, {
      token: admin.token,
    });
    expect(listed.body.data[0]).toMatchObject({
      referredBy: { _id: alice.id, name: 'Alice Referrer', email: alice.email },
    });
  });

  it.each([
    ['an unknown code', 'ZZZZZZZZ'],
    ['a code with look-alike characters', 'ABCDEF01'],
    ['too long a code', 'A'.repeat(40)],
  ])('refuses %s with the clear error and creates nothing', async (_label, code) => {
    const body = registration({ refferalcode: code });
    const res = await server.request('POST', '/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.errors.refferalcode).toBe(REFERRAL_MSG.unknownCode);
    const rows = await server.app.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${String(body.email)})`);
    expect(rows).toHaveLength(0);
  });
});

describe('PUT /auth/admin/users/:userId/plan', () => {
  it('moves a customer to member with a reason, audited, and back', async () => {
    const res = await setPlan(admin.token, alice.id, { plan: 'member', reason: 'Annual membership paid' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: PLAN_MSG.changed, user: { _id: alice.id, plan: 'member' } });
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.plan_changed'), eq(auditLog.targetId, alice.id)))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({
      actorId: admin.id,
      details: { from: 'free', to: 'member', reason: 'Annual membership paid' },
    });
    const again = await setPlan(admin.token, alice.id, { plan: 'member', reason: 'Again' });
    expect(again.body.message).toBe(PLAN_MSG.unchanged);
    expect((await setPlan(admin.token, alice.id, { plan: 'free', reason: 'Lapsed' })).body.user.plan).toBe(
      'free',
    );
  });

  it.each([
    ['no reason', { plan: 'member' }, 'reason', PLAN_MSG.reasonRequired],
    ['a blank reason', { plan: 'member', reason: '   ' }, 'reason', PLAN_MSG.reasonRequired],
    ['an unknown plan', { plan: 'gold', reason: 'x' }, 'plan', PLAN_MSG.planInvalid],
    ['a plan of the wrong type', { plan: 1, reason: 'x' }, 'plan', PLAN_MSG.planInvalid],
  ])('refuses %s with a field error and changes nothing', async (_label, body, field, message) => {
    const res = await setPlan(admin.token, alice.id, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    const [row] = await server.app.db.select({ plan: users.plan }).from(users).where(eq(users.id, alice.id));
    expect(row!.plan).toBe('free');
  });

  it('is for admins only, and 404 for an unknown user, 400 for an admin', async () => {
    const body = { plan: 'member', reason: 'Self-service' };
    expect((await setPlan(alice.token, alice.id, body)).status).toBe(403);
    expect((await server.request('PUT', `/auth/admin/users/${alice.id}/plan`, { body })).status).toBe(401);
    expect((await setPlan(admin.token, '00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
    expect((await setPlan(admin.token, 'not-a-uuid', body)).status).toBe(400);
    const own = await setPlan(admin.token, admin.id, body);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(PLAN_MSG.onlyCustomers);
  });
});
