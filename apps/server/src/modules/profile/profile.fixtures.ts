import type { TestServer } from '../../test/harness.ts';

/** A valid profile body for `user`, with `patch` applied. */
export function profileBody(user: { email: string }, patch: Record<string, unknown> = {}) {
  return {
    name: 'Ada Lovelace',
    phonenumber: '+44 20 7946 0958',
    email: user.email,
    dob: '1990-12-10',
    address: '12 St James Square, London',
    ...patch,
  };
}

export const updateProfile = (server: TestServer, token: string, userId: string, body: unknown) =>
  server.request('PUT', `/auth/admin/users-profile/${userId}`, { token, body });
