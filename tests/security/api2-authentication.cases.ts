import { randomUUID } from 'node:crypto';
import { accessTokenKey, sessions, users, writeDirectly } from '@app/server/testing';
import { eq, sql } from 'drizzle-orm';
import { type JWTHeaderParameters, SignJWT } from 'jose';
import type { AttackCase } from './attack-case.ts';
import { as } from './attack-context.ts';
import { ROUTES } from './route-catalogue.ts';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

/** A token as the server signs one: the secret's token key, named by its kid (ADR 030). */
async function sign(secret: Uint8Array, claims: { sub: string; sid: string }, exp: number, alg = 'HS256') {
  const { kid, key } = accessTokenKey(secret);
  return signRaw(key, { alg, typ: 'JWT', kid }, claims, exp);
}

async function signRaw(
  key: Uint8Array,
  header: JWTHeaderParameters,
  claims: { sub: string; sid: string },
  exp: number,
) {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader(header)
    .setSubject(claims.sub)
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(key);
}

/** API2:2023 Broken Authentication. */
export const authenticationCases: AttackCase[] = [
  {
    owasp: 'API2 authentication',
    name: 'every protected route without, with a garbage or a non-Bearer credential: 401',
    async run(ctx, probe) {
      const protectedRoutes = ROUTES.filter((r) => r.access !== 'public');
      for (const route of protectedRoutes) {
        const { path, body } = route.sample(ctx);
        for (const authorization of [undefined, 'Bearer', 'Bearer not.a.jwt', `Basic ${b64('a:b')}`]) {
          const headers: Record<string, string> = authorization ? { authorization } : {};
          const res = await ctx.http.request(route.method, path, { headers, body });
          probe.status(res, 401, `${route.method} ${route.pattern} with ${authorization ?? 'no token'}`);
        }
      }
    },
  },
  {
    owasp: 'API2 authentication',
    name: 'forged tokens: tampered signature or payload, alg none, HS512, wrong key or kid, the root secret, expired, unknown or foreign session',
    async run(ctx, probe) {
      const { http, alice, mallory, jwtSecret } = ctx;
      const [h, p, s] = mallory.token.split('.') as [string, string, string];
      const claims = claimsOf(mallory.token);
      const future = Math.floor(Date.now() / 1000) + 3600;
      const forged: Record<string, string> = {
        'flipped signature': `${h}.${p}.${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`,
        'payload says alice, signature is mallory’s': `${h}.${b64({ ...claims, sub: alice.id })}.${s}`,
        'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: alice.id })}.`,
        'alg None, mallory claims': `${b64({ alg: 'None', typ: 'JWT' })}.${p}.`,
        HS512: await sign(jwtSecret, { sub: mallory.id, sid: claims.sid }, future, 'HS512'),
        'wrong key': await sign(
          new TextEncoder().encode('x'.repeat(48)),
          { sub: mallory.id, sid: claims.sid },
          future,
        ),
        expired: await sign(
          jwtSecret,
          { sub: mallory.id, sid: claims.sid },
          Math.floor(Date.now() / 1000) - 60,
        ),
        // Before ADR 030 the root secret signed tokens itself: such a token must mean nothing now.
        'the root secret itself, no kid': await signRaw(
          jwtSecret,
          { alg: 'HS256' },
          { sub: mallory.id, sid: claims.sid },
          future,
        ),
        'the root secret itself under the right kid': await signRaw(
          jwtSecret,
          { alg: 'HS256', kid: accessTokenKey(jwtSecret).kid },
          { sub: mallory.id, sid: claims.sid },
          future,
        ),
        'an unknown kid': await signRaw(
          accessTokenKey(jwtSecret).key,
          { alg: 'HS256', kid: 'not-a-key-id' },
          { sub: mallory.id, sid: claims.sid },
          future,
        ),
        'unknown session': await sign(jwtSecret, { sub: mallory.id, sid: randomUUID() }, future),
        "alice's id on mallory's session": await sign(jwtSecret, { sub: alice.id, sid: claims.sid }, future),
      };
      for (const [what, token] of Object.entries(forged)) {
        probe.status(
          await http.get('/api/auth/me', { token, ip: mallory.ip }),
          401,
          `GET /auth/me with ${what}`,
        );
        probe.status(
          await http.get(`/api/auth/deposit-requests/${alice.id}`, { token, ip: mallory.ip }),
          401,
          `GET her requests with ${what}`,
        );
      }
      probe.status(await http.get('/api/auth/me', as(mallory)), 200, 'the genuine token still works');
    },
  },
  {
    owasp: 'API2 authentication',
    name: 'ended sessions: after logout, "sign out other devices", password change, idle timeout and max age: 401',
    async run(ctx, probe) {
      const { http, server } = ctx;
      const u = await ctx.signUp('Session Victim');
      const login = async () =>
        (await http.post('/api/auth/login', { email: u.email, password: u.password }, { ip: u.ip })).body
          .token as string;
      const t1 = await login();
      probe.status(await http.post('/api/auth/logout', undefined, { token: t1, ip: u.ip }), 200, 'logout');
      probe.status(await http.get('/api/auth/me', { token: t1, ip: u.ip }), 401, 'token after logout');

      const t2 = await login();
      probe.status(
        await http.delete('/api/auth/sessions', { token: u.token, ip: u.ip }),
        200,
        'end other sessions',
      );
      probe.status(
        await http.get('/api/auth/me', { token: t2, ip: u.ip }),
        401,
        'other device after "sign out others"',
      );

      const t3 = await login();
      const changed = await http.put(
        '/api/auth/update-password',
        { oldPassword: u.password, newPassword: 'Another-Sturdy-Pass-77' },
        { token: u.token, ip: u.ip },
      );
      probe.status(changed, 200, 'password change');
      probe.status(
        await http.get('/api/auth/me', { token: t3, ip: u.ip }),
        401,
        'other device after password change',
      );

      const fresh = changed.body?.token as string;
      const sid = claimsOf(fresh).sid as string;
      await writeDirectly(server.app, () =>
        server.app.db
          .update(sessions)
          .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
          .where(eq(sessions.id, sid)),
      );
      const idle = await http.get('/api/auth/me', { token: fresh, ip: u.ip });
      probe.status(idle, 401, 'session idle for 31 minutes');
      probe.check(idle.body?.code === 'SESSION_EXPIRED', `idle session code ${idle.body?.code}`);

      const t4 = (
        await http.post(
          '/api/auth/login',
          { email: u.email, password: 'Another-Sturdy-Pass-77' },
          { ip: u.ip },
        )
      ).body.token as string;
      await writeDirectly(server.app, () =>
        server.app.db
          .update(sessions)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(sessions.id, claimsOf(t4).sid)),
      );
      probe.status(
        await http.get('/api/auth/me', { token: t4, ip: u.ip }),
        401,
        'session past its 12 h maximum',
      );
    },
  },
  {
    owasp: 'API2 authentication',
    name: 'the token of a deleted user is 401; a demoted admin is refused admin routes at once (403)',
    async run(ctx, probe) {
      const { http, server } = ctx;
      const gone = await ctx.signUp('Deleted User');
      await writeDirectly(server.app, () => server.app.db.delete(users).where(eq(users.id, gone.id)));
      probe.status(await http.get('/api/auth/me', as(gone)), 401, 'deleted user GET /auth/me');
      probe.status(
        await http.post('/api/auth/deposit-requests', { amount: 200 }, as(gone)),
        401,
        'deleted user deposit',
      );

      const exAdmin = await ctx.signUpAdmin();
      probe.status(await http.get('/api/auth/admin/users', as(exAdmin)), 200, 'admin before demotion');
      await writeDirectly(server.app, () =>
        server.app.db.update(users).set({ role: 'customer' }).where(eq(users.id, exAdmin.id)),
      );
      for (const path of [
        '/api/auth/admin/users',
        '/api/auth/admin/stats',
        '/api/auth/deposit-requests',
        '/api/metrics',
      ]) {
        probe.status(await http.get(path, as(exAdmin)), 403, `demoted admin GET ${path}`);
      }
    },
  },
];
