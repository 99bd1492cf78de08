import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signUpAndLogin } from '../../test/users.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function secondDevice(user: { email: string; password: string }) {
  const res = await server.request('POST', '/auth/login', {
    body: { email: user.email, password: user.password },
    headers: { 'user-agent': FIREFOX },
  });
  return res.body.token as string;
}

describe('active sessions', () => {
  it('lists the live sessions with device, ip and which one is current', async () => {
    const user = await signUpAndLogin(server);
    await secondDevice(user);
    const res = await server.request('GET', '/auth/sessions', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data.filter((s: any) => s.current)).toHaveLength(1);
    expect(res.body.data.map((s: any) => s.device)).toContain('Firefox on Linux');
    for (const s of res.body.data) {
      expect(s).toEqual({
        _id: expect.any(String),
        device: expect.any(String),
        ip: '127.0.0.1',
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: expect.any(Boolean),
      });
    }
  });

  it('ending one session makes its token a 401 at once and leaves the caller signed in', async () => {
    const user = await signUpAndLogin(server);
    const other = await secondDevice(user);
    const list = await server.request('GET', '/auth/sessions', { token: user.token });
    const target = list.body.data.find((s: any) => !s.current);
    expect((await server.request('GET', '/auth/me', { token: other })).status).toBe(200);
    const res = await server.request('DELETE', `/auth/sessions/${target._id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect((await server.request('GET', '/auth/me', { token: other })).status).toBe(401);
    expect((await server.request('GET', '/auth/me', { token: user.token })).status).toBe(200);
    expect(
      (await server.request('DELETE', `/auth/sessions/${target._id}`, { token: user.token })).status,
    ).toBe(404);
  });

  it("cannot end another user's session (404) and the other user stays signed in", async () => {
    const alice = await signUpAndLogin(server);
    const bob = await signUpAndLogin(server);
    const bobs = await server.request('GET', '/auth/sessions', { token: bob.token });
    const res = await server.request('DELETE', `/auth/sessions/${bobs.body.data[0]._id}`, {
      token: alice.token,
    });
    expect(res.status).toBe(404);
    expect((await server.request('GET', '/auth/me', { token: bob.token })).status).toBe(200);
    expect((await server.request('DELETE', '/auth/sessions/not-a-uuid', { token: alice.token })).status).toBe(
      400,
    );
  });

  it('"sign out other devices" ends every session but the caller\'s', async () => {
    const user = await signUpAndLogin(server);
    const others = [await secondDevice(user), await secondDevice(user)];
    const res = await server.request('DELETE', '/auth/sessions', { token: user.token });
    expect(res.status).toBe(200);
    for (const token of others) expect((await server.request('GET', '/auth/me', { token })).status).toBe(401);
    const list = await server.request('GET', '/auth/sessions', { token: user.token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].current).toBe(true);
  });

  it('a password change ends the other sessions and the fresh token lists only itself', async () => {
    const user = await signUpAndLogin(server);
    const other = await secondDevice(user);
    const change = await server.request('PUT', '/auth/update-password', {
      token: user.token,
      body: { oldPassword: user.password, newPassword: 'Quiet-Meadow-81' },
    });
    expect(change.status).toBe(200);
    expect((await server.request('GET', '/auth/me', { token: other })).status).toBe(401);
    const list = await server.request('GET', '/auth/sessions', { token: change.body.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
  });

  it('needs a signed-in caller', async () => {
    expect((await server.request('GET', '/auth/sessions')).status).toBe(401);
    expect((await server.request('DELETE', '/auth/sessions')).status).toBe(401);
  });
});
