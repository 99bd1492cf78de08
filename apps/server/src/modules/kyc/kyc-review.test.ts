import { KYC_MSG, PROFILE_MSG } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, identityDocuments, users } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { giveBirthDate, submitDocument } from './kyc.fixtures.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

const decide = (token: string, userId: string, body: unknown) =>
  server.request('PATCH', `/auth/admin/kyc/${userId}`, { token, body });
const documentRows = async (key: string) =>
  server.app.db
    .select({ key: identityDocuments.key })
    .from(identityDocuments)
    .where(eq(identityDocuments.key, key));
const userRow = async (id: string) => (await server.app.db.select().from(users).where(eq(users.id, id)))[0]!;

async function pendingCustomer(dob = '1990-05-17') {
  const user = await signUpAndLogin(server);
  await giveBirthDate(server, user, dob);
  const res = await submitDocument(server, user.token);
  if (res.status !== 200) throw new Error(`submit failed: ${res.status}`);
  return user;
}

describe('admin KYC review', () => {
  it('lists pending reviews by default and other states on request', async () => {
    const user = await pendingCustomer();
    const pending = await server.request('GET', '/auth/admin/kyc', { token: admin.token });
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((u: any) => u._id)).toContain(user.id);
    expect(pending.body.data.every((u: any) => u.kycStatus === 'pending')).toBe(true);
    const none = await server.request('GET', '/auth/admin/kyc?status=none', { token: admin.token });
    expect(none.body.data.map((u: any) => u._id)).not.toContain(user.id);
    expect((await server.request('GET', '/auth/admin/kyc?status=bogus', { token: admin.token })).status).toBe(
      400,
    );
  });

  it('approves: the user is verified, mailed, and the decision is audit-logged', async () => {
    const user = await pendingCustomer();
    const res = await decide(admin.token, user.id, { decision: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: user.id, kycStatus: 'approved', isVerified: true });
    const me = await server.request('GET', '/auth/me', { token: user.token });
    expect(me.body).toMatchObject({ isVerified: true, kycStatus: 'approved' });
    await server.waitForMail(user.email, /has been approved/);
    const audit = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'kyc.approved')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.id);
    expect((await decide(admin.token, user.id, { decision: 'rejected', reason: 'late' })).status).toBe(409);
    expect((await submitDocument(server, user.token)).body.message).toBe(KYC_MSG.alreadyApproved);
  });

  it('rejects with a reason: document deleted, fields reset, reason kept; the user can submit again', async () => {
    const user = await pendingCustomer();
    const key = (await userRow(user.id)).idCardKey!;
    expect(await documentRows(key)).toHaveLength(1);
    const noReason = await decide(admin.token, user.id, { decision: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBe(KYC_MSG.reasonRequired);

    const res = await decide(admin.token, user.id, { decision: 'rejected', reason: 'The photo is blurred.' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      kycStatus: 'rejected',
      kycReason: 'The photo is blurred.',
      isVerified: false,
      idCardFile: '',
      idCardType: '',
      idCardNumber: '',
    });
    expect(await documentRows(key)).toHaveLength(0);
    expect((await server.request('GET', `/auth/documents/${user.id}`, { token: user.token })).status).toBe(
      404,
    );
    await server.waitForMail(user.email, /The photo is blurred\./);
    const audit = await server.app.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'kyc.rejected',
        details: expect.objectContaining({ reason: 'The photo is blurred.' }),
      }),
    );

    const again = await submitDocument(server, user.token, {
      idCardType: "Voter's Card",
      idCardNumber: 'VC-123456',
    });
    expect(again.status).toBe(200);
    const me = await server.request('GET', '/auth/me', { token: user.token });
    expect(me.body).toMatchObject({ kycStatus: 'pending', idCardType: "Voter's Card" });
    expect(me.body.kycReason).toBeUndefined();
    expect((await decide(admin.token, user.id, { decision: 'approved' })).status).toBe(200);
  });

  it('refuses approval of a legacy case without a date of birth, or under 18, with a clear 400', async () => {
    const noDob = await pendingCustomer();
    await server.app.db.update(users).set({ dob: null }).where(eq(users.id, noDob.id));
    const res = await decide(admin.token, noDob.id, { decision: 'approved' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(KYC_MSG.noDob);
    expect(res.body.errors.dob).toBe(KYC_MSG.noDob);
    expect((await userRow(noDob.id)).kycStatus).toBe('pending');

    const minor = await pendingCustomer();
    await server.app.db
      .update(users)
      .set({ dob: `${new Date().getFullYear() - 17}-01-01` })
      .where(eq(users.id, minor.id));
    const young = await decide(admin.token, minor.id, { decision: 'approved' });
    expect(young.status).toBe(400);
    expect(young.body.message).toBe(KYC_MSG.underAge);
  });

  it("decides only pending reviews (409), only existing users (404), and never one's own (403)", async () => {
    const fresh = await signUpAndLogin(server);
    expect((await decide(admin.token, fresh.id, { decision: 'approved' })).status).toBe(409);
    expect(
      (await decide(admin.token, '00000000-0000-4000-8000-000000000000', { decision: 'approved' })).status,
    ).toBe(404);
    expect((await decide(admin.token, admin.id, { decision: 'approved' })).status).toBe(403);
  });

  it('answers 403 to a customer on every admin KYC endpoint, and 401 without a token', async () => {
    const customer = await pendingCustomer();
    expect((await server.request('GET', '/auth/admin/kyc', { token: customer.token })).status).toBe(403);
    expect((await decide(customer.token, customer.id, { decision: 'approved' })).status).toBe(403);
    expect((await server.request('GET', '/auth/admin/kyc')).status).toBe(401);
    expect((await userRow(customer.id)).kycStatus).toBe('pending');
  });

  it('locks name and date of birth for the customer while under review or verified', async () => {
    const user = await pendingCustomer();
    const body = {
      name: 'Someone Else',
      phonenumber: '+1 555 010 2030',
      email: user.email,
      dob: '1990-05-17',
      address: '2 Main St',
    };
    const res = await server.request('PUT', `/auth/admin/users-profile/${user.id}`, {
      token: user.token,
      body,
    });
    expect(res.status).toBe(409);
    expect(res.body.errors.name).toEqual(expect.any(String));
    const same = { ...body, name: 'Kay Why-See' };
    expect(
      (await server.request('PUT', `/auth/admin/users-profile/${user.id}`, { token: user.token, body: same }))
        .status,
    ).toBe(200);
  });
});

type User = Awaited<ReturnType<typeof signUpAndLogin>>;
const documentsOf = async (id: string) =>
  server.app.db.select().from(identityDocuments).where(eq(identityDocuments.userId, id));
const auditOf = async (id: string) => server.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
const saveProfile = (user: User, profile: { dob: string; address: string }) =>
  server.request('PUT', `/auth/admin/users-profile/${user.id}`, {
    token: user.token,
    body: { name: 'Grace Hopper', phonenumber: '+1 555 010 2030', email: user.email, ...profile },
  });

/** The document is refused, and nothing about the user changed: still unverified, nothing stored. */
async function expectUnchanged(user: User) {
  const row = await userRow(user.id);
  expect(row).toMatchObject({ kycStatus: 'none', idCardKey: null, idCardType: '', idCardNumber: '' });
  expect(await documentsOf(user.id)).toHaveLength(0);
  expect((await auditOf(user.id)).map((a) => a.action)).not.toContain('kyc.submitted');
}

describe('POST /auth/submit-document asks for what approval needs first', () => {
  it('answers 400 naming dob (and address) when the profile has neither', async () => {
    const user = await signUpAndLogin(server);
    const res = await submitDocument(server, user.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(KYC_MSG.dobRequired);
    expect(res.body.errors).toEqual({ dob: KYC_MSG.dobRequired, address: KYC_MSG.addressRequired });
    await expectUnchanged(user);
  });

  it('answers 400 naming address when only the date of birth is given', async () => {
    const user = await signUpAndLogin(server);
    expect((await saveProfile(user, { dob: '1990-05-17', address: '' })).status).toBe(200);
    const res = await submitDocument(server, user.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(KYC_MSG.addressRequired);
    expect(res.body.errors).toEqual({ address: KYC_MSG.addressRequired });
    await expectUnchanged(user);
  });

  it('accepts the document once dob and address are on the profile, and the admin can approve it', async () => {
    const user = await signUpAndLogin(server);
    expect((await saveProfile(user, { dob: '1990-05-17', address: '' })).status).toBe(200);
    expect((await submitDocument(server, user.token)).status).toBe(400);
    expect((await saveProfile(user, { dob: '1990-05-17', address: '7 Elm Road' })).status).toBe(200);
    expect((await submitDocument(server, user.token)).status).toBe(200);
    const res = await server.request('PATCH', `/auth/admin/kyc/${user.id}`, {
      token: admin.token,
      body: { decision: 'approved' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ kycStatus: 'approved', isVerified: true });
  });

  it('keeps the address on the profile while under review: removing it is a 400 naming address', async () => {
    const user = await signUpAndLogin(server);
    expect((await saveProfile(user, { dob: '1990-05-17', address: '7 Elm Road' })).status).toBe(200);
    expect((await submitDocument(server, user.token)).status).toBe(200);
    const res = await saveProfile(user, { dob: '1990-05-17', address: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ address: PROFILE_MSG.addressKept });
    expect((await userRow(user.id)).address).toBe('7 Elm Road');
    expect((await saveProfile(user, { dob: '1990-05-17', address: '9 Oak Road' })).status).toBe(200);
  });

  it('refuses approval of a legacy case that lacks the address, naming it', async () => {
    const user = await signUpAndLogin(server);
    await giveBirthDate(server, user);
    expect((await submitDocument(server, user.token)).status).toBe(200);
    await server.app.db.update(users).set({ address: '' }).where(eq(users.id, user.id));
    const res = await server.request('PATCH', `/auth/admin/kyc/${user.id}`, {
      token: admin.token,
      body: { decision: 'approved' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ address: KYC_MSG.noAddress });
    expect((await userRow(user.id)).kycStatus).toBe('pending');
  });
});
