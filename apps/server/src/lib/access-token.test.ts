import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { accessTokenKey, signAccessToken, verifyAccessToken } from './access-token.ts';

const encode = (s: string) => new TextEncoder().encode(s);
const root = encode('a-secret-of-at-least-thirty-two-characters');
const secrets = { jwtSecret: root };
const claims = {
  userId: '7d1f2c9e-0000-4000-8000-000000000001',
  sessionId: '7d1f2c9e-0000-4000-8000-000000000002',
};
const inAnHour = () => new Date(Date.now() + 3_600_000);
const partsOf = (token: string) =>
  token
    .split('.')
    .slice(0, 2)
    .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));

describe('access tokens (HS256 through jose, a derived key named by kid)', () => {
  it('carries the user, the session and the key id until it expires', async () => {
    const token = await signAccessToken(claims, secrets, inAnHour());
    const [header, payload] = partsOf(token);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT', kid: accessTokenKey(root).kid });
    expect(payload).toMatchObject({ sub: claims.userId, sid: claims.sessionId, exp: expect.any(Number) });
    expect(await verifyAccessToken(token, secrets)).toEqual(claims);
  });

  it('refuses a changed payload, another secret, an expired token, alg none and a token without expiry', async () => {
    const token = await signAccessToken(claims, secrets, inAnHour());
    const [h, , s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'someone-else', sid: claims.sessionId, exp: 9e9 }),
    ).toString('base64url');
    expect(await verifyAccessToken(`${h}.${forged}.${s}`, secrets)).toBeNull();
    expect(
      await verifyAccessToken(token, { jwtSecret: encode('another-secret-of-thirty-two-chars!!') }),
    ).toBeNull();
    expect(
      await verifyAccessToken(await signAccessToken(claims, secrets, new Date(Date.now() - 1000)), secrets),
    ).toBeNull();
    const unsigned = new UnsecuredJWT({ sid: claims.sessionId })
      .setSubject(claims.userId)
      .setExpirationTime('1h');
    expect(await verifyAccessToken(unsigned.encode(), secrets)).toBeNull();
    const { kid, key } = accessTokenKey(root);
    const noExpiry = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', kid })
      .setSubject(claims.userId)
      .sign(key);
    expect(await verifyAccessToken(noExpiry, secrets)).toBeNull();
    expect(await verifyAccessToken('not.a.token', secrets)).toBeNull();
  });

  it('refuses a token signed with the root secret itself, with or without the right kid', async () => {
    for (const header of [{ alg: 'HS256' }, { alg: 'HS256', kid: accessTokenKey(root).kid }]) {
      const token = await new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader(header)
        .setSubject(claims.userId)
        .setExpirationTime('1h')
        .sign(root);
      expect(await verifyAccessToken(token, secrets)).toBeNull();
    }
  });

  it('accepts the previous secret’s tokens during a rotation, and not after', async () => {
    const next = encode('the-next-secret-of-at-least-thirty-two-chars');
    const old = await signAccessToken(claims, { jwtSecret: root }, inAnHour());
    const rotating = { jwtSecret: next, jwtPreviousSecret: root };
    expect(await verifyAccessToken(old, rotating)).toEqual(claims);
    const fresh = await signAccessToken(claims, rotating, inAnHour());
    expect(partsOf(fresh)[0].kid).toBe(accessTokenKey(next).kid);
    expect(await verifyAccessToken(fresh, rotating)).toEqual(claims);
    expect(
      await verifyAccessToken(old, { jwtSecret: encode('the-next-secret-of-at-least-thirty-two-chars') }),
    ).toBeNull();
  });

  it('is refused once it expires, though it was accepted before', async () => {
    vi.useFakeTimers();
    try {
      const token = await signAccessToken(claims, secrets, inAnHour());
      // Accepted (and remembered) until its last second...
      expect(await verifyAccessToken(token, secrets)).toEqual(claims);
      const exp = partsOf(token)[1].exp as number;
      vi.advanceTimersByTime(exp * 1000 - Date.now() - 1_000);
      expect(await verifyAccessToken(token, secrets)).toEqual(claims);
      // ...and refused after it, though it was remembered.
      vi.advanceTimersByTime(2_000);
      expect(await verifyAccessToken(token, secrets)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
