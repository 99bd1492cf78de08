import { users } from '@app/server/testing';
import { totp } from '@app/test-support';
import { eq } from 'drizzle-orm';
import { type Actor, type AttackContext, as } from './attack-context.ts';

/** Shared steps of the API2 round-2 attack cases: actors' rows, two-factor set-up, mailed links. */

export const profileBody = (a: Actor, patch: Record<string, unknown> = {}) => ({
  name: 'Target Person',
  phonenumber: '+1 555 010 2030',
  email: a.email,
  ...patch,
});
export const freshAddress = (what: string) =>
  `${what}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;
export const wrongCode = (right: string, i: number) =>
  String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
export const maxAttempts = (rows: { attempts: number }[]) => Math.max(0, ...rows.map((r) => r.attempts));

export async function userRow(ctx: AttackContext, id: string) {
  return (await ctx.server.app.db.select().from(users).where(eq(users.id, id)))[0]!;
}

/** Turns two-factor sign-in on for an actor through the API, as its owner would. */
export async function withTwoFactor(ctx: AttackContext, a: Actor): Promise<string> {
  const setup = await ctx.http.post('/api/auth/2fa/setup', { password: a.password }, as(a));
  if (setup.status !== 200) throw new Error(`setup: 2fa setup gave ${setup.status}`);
  const secret = new URL(setup.body.otpauthUrl).searchParams.get('secret')!;
  const on = await ctx.http.post('/api/auth/2fa/enable', { code: totp(secret) }, as(a));
  if (on.status !== 200) throw new Error(`setup: 2fa enable gave ${on.status}`);
  return secret;
}

/** The reset link the next forgot-password mail holds ('' when none came): other mails reach the inbox too. */
export async function resetLink(ctx: AttackContext, email: string, ip: string): Promise<string> {
  const links = () =>
    ctx.server
      .mailsTo(email)
      .map((m) => /reset-password\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
      .filter((token): token is string => token !== undefined);
  const before = links().length;
  await ctx.http.post('/api/auth/forgot-password', { email }, { ip });
  for (let i = 0; i < 100 && links().length === before; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return links().length > before ? links().at(-1)! : '';
}
