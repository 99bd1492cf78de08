import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const secret = new TextEncoder().encode('a-secret-of-at-least-thirty-two-characters');
const claims = {
  userId: '7d1f2c9e-0000-4000-8000-000000000001',
  sessionId: '7d1f2c9e-0000-4000-8000-000000000002',
};
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('access tokens (HS256 through jose)', () => {
  it('carries the user and the session until it expires', async () => {
    const token = await signAccessToken(claims, secret, inAnHour());
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: claims.userId, sid: claims.sessionId, exp: expect.any(Number) });
    expect(await verifyAccessToken(token, secret)).toEqual(claims);
  });

  it('refuses a changed payload, another secret, an expired token, alg none and a token without expiry', async () => {
    const token = await signAccessToken(claims, secret, inAnHour());
    const [h, , s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'someone-else', sid: claims.sessionId, exp: 9e9 }),
    ).toString('base64url');
    expect(await verifyAccessToken(`${h}.${forged}.${s}`, secret)).toBeNull();
    expect(
      await verifyAccessToken(token, new TextEncoder().encode('another-secret-of-thirty-two-chars!!')),
    ).toBeNull();
    expect(
      await verifyAccessToken(await signAccessToken(claims, secret, new Date(Date.now() - 1000)), secret),
    ).toBeNull();
    const unsigned = new UnsecuredJWT({ sid: claims.sessionId })
      .setSubject(claims.userId)
      .setExpirationTime('1h');
    expect(await verifyAccessToken(unsigned.encode(), secret)).toBeNull();
    const noExpiry = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .sign(secret);
    expect(await verifyAccessToken(noExpiry, secret)).toBeNull();
    expect(await verifyAccessToken('not.a.token', secret)).toBeNull();
  });

  it('is refused once it expires, though it was accepted before', async () => {
    const token = await signAccessToken(claims, secret, new Date(Date.now() + 1_200));
    expect(await verifyAccessToken(token, secret)).toEqual(claims);
    const exp = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;
    await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 50));
    expect(await verifyAccessToken(token, secret)).toBeNull();
  });
});
