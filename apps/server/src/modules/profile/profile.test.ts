import { PROFILE_MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { profileBody, updateProfile } from './profile.fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const profile = profileBody;
const update = (token: string, userId: string, body: unknown) => updateProfile(server, token, userId, body);

describe('PUT /auth/admin/users-profile/:userId', () => {
  it("saves the caller's own profile and answers with the User", async () => {
    const user = await signUpAndLogin(server);
    const res = await update(user.token, user.id, profile(user));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PROFILE_MSG.updated);
    expect(res.body.user).toMatchObject({
      _id: user.id,
      name: 'Ada Lovelace',
      phonenumber: '+442079460958',
      dob: '1990-12-10',
      address: '12 St James Square, London',
      email: user.email,
    });
    expect(res.body.pendingEmail).toBeUndefined();
    const me = await server.request('GET', '/auth/me', { token: user.token });
    expect(me.body).toMatchObject({ name: 'Ada Lovelace', dob: '1990-12-10' });
  });

  it.each([
    ['phonenumber', { phonenumber: '12345' }, 'Enter a valid phone number, e.g. +1 555 123 4567'],
    ['dob', { dob: yearsAgo(18, 1) }, PROFILE_MSG.tooYoung],
    ['dob', { dob: '2001-02-30' }, PROFILE_MSG.dobInvalid],
    ['dob', { dob: '10/12/1990' }, PROFILE_MSG.dobInvalid],
    ['dob', { dob: yearsAgo(-1) }, PROFILE_MSG.dobFuture],
    ['name', { name: '  ' }, 'Full name is required'],
    ['email', { email: 'nope' }, 'Enter a valid email address'],
    ['address', { address: 'x'.repeat(201) }, 'Address is too long (200 characters at most)'],
  ])('refuses a bad %s with its message', async (field, patch, message) => {
    const user = await signUpAndLogin(server);
    const res = await update(user.token, user.id, profile(user, patch));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('accepts someone who turned 18 today and an empty date of birth', async () => {
    const user = await signUpAndLogin(server);
    expect((await update(user.token, user.id, profile(user, { dob: yearsAgo(18) }))).status).toBe(200);
    const cleared = await update(user.token, user.id, profile(user, { dob: '' }));
    expect(cleared.status).toBe(200);
    expect(cleared.body.user.dob).toBeNull();
  });

  it("refuses another user's id with 403, before looking at the body", async () => {
    const alice = await signUpAndLogin(server);
    const bob = await signUpAndLogin(server);
    expect((await update(alice.token, bob.id, profile(bob, { name: 'Hacked' }))).status).toBe(403);
    expect((await update(alice.token, bob.id, { name: 42 })).status).toBe(403);
    const me = await server.request('GET', '/auth/me', { token: bob.token });
    expect(me.body.name).not.toBe('Hacked');
    expect((await update('', alice.id, profile(alice))).status).toBe(401);
  });

  it("lets an admin edit someone's profile, audit-logged", async () => {
    const admin = await signUpAdmin(server);
    const user = await signUpAndLogin(server);
    const res = await update(admin.token, user.id, profile(user, { name: 'Edited By Admin' }));
    expect(res.status).toBe(200);
    expect(res.body.user.name).toBe('Edited By Admin');
    const rows = await server.app.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(rows).toContainEqual(
      expect.objectContaining({
        actorId: admin.id,
        action: 'profile.updated',
        details: { fields: expect.arrayContaining(['name']) },
      }),
    );
    const ghost = '00000000-0000-4000-8000-000000000000';
    expect((await update(admin.token, ghost, profile(user))).status).toBe(404);
  });

  it('ignores smuggled fields', async () => {
    const user = await signUpAndLogin(server);
    const res = await update(
      user.token,
      user.id,
      profile(user, { userRole: 'admin', isVerified: true, balance: 9e6 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ userRole: 'customer', isVerified: false, balance: 0 });
  });
});
