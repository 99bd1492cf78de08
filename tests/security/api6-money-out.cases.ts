import net from 'node:net';
import { ERROR_CODES, WALLET_MSG } from '@app/contract';
import { adjustForTest, users, walletRequests } from '@app/server/testing';
import { eq } from 'drizzle-orm';
import type { AttackCase } from './attack-case.ts';
import { type Actor, as, endPayoutHolds } from './attack-context.ts';

const BANK = {
  bankName: 'JPMorgan Chase',
  country: 'US',
  routingNumber: '021000021',
};

/** A customer with $500 booked the legitimate way and identity approved unless `verified` is false. */
async function customerWithCash(
  ctx: Parameters<AttackCase['run']>[0],
  name: string,
  verified = true,
): Promise<Actor> {
  const u = await ctx.signUp(name);
  if (verified) {
    await ctx.server.app.db.update(users).set({ kycStatus: 'approved' }).where(eq(users.id, u.id));
  }
  await adjustForTest(ctx.server.app.db, { userId: u.id, cents: 500_00, reason: 'attack suite' });
  return u;
}

async function cashAndWithdrawals(ctx: Parameters<AttackCase['run']>[0], userId: string) {
  const [row] = await ctx.server.app.db
    .select({ b: users.balanceCents })
    .from(users)
    .where(eq(users.id, userId));
  const out = await ctx.server.app.db.select().from(walletRequests).where(eq(walletRequests.userId, userId));
  return { cents: row?.b, withdrawals: out.filter((r) => r.kind === 'withdrawal').length };
}

/**
 * Money leaves only to the customer, and slowly the first time (ADR 046): the paths a stolen session
 * or a mule account takes to move a balance out at once.
 */
export const moneyOutCases: AttackCase[] = [
  {
    owasp: 'API6 business flows',
    name: 'money out: a stolen session adds its own account and withdraws at once: 409 on hold, nothing leaves',
    async run(ctx, probe) {
      const { http } = ctx;
      const victim = await customerWithCash(ctx, 'Hana Held');
      const add = await http.post(
        '/api/auth/add-bank',
        { ...BANK, accountNumber: '000777111222', accountHolderName: 'Hana Held' },
        as(victim),
      );
      probe.status(add, 201, 'add a payout account');
      const bankId = add.body?.bankAccounts?.at(-1)?._id;
      const out = await http.post(
        '/api/auth/withdraw-requests',
        { amount: 400, bankAccountId: bankId },
        as(victim),
      );
      probe.status(out, 409, 'withdraw to the account just added');
      probe.check(out.body?.code === ERROR_CODES.PAYOUT_ACCOUNT_ON_HOLD, `code ${out.body?.code}`);
      const until = Date.parse(out.body?.availableAt ?? '');
      probe.check(until > Date.now() + 23 * 3_600_000, `availableAt ${out.body?.availableAt}`);
      const after = await cashAndWithdrawals(ctx, victim.id);
      probe.check(after.cents === 500_00 && after.withdrawals === 0, `after: ${JSON.stringify(after)}`);
      const mail = await ctx.server.waitForMail(victim.email, /A payout account.*was added/, 10_000);
      probe.check(/If this was not you/.test(mail), 'the added-account mail warns the customer');
    },
  },
  {
    owasp: 'API6 business flows',
    name: "money out: a payout account in someone else's name is refused (400 accountHolderName), at any spelling",
    async run(ctx, probe) {
      const { http, mallory } = ctx;
      for (const holder of ['Attacker Holdings', 'Alice Victim', 'Mallory  Attackers', 'M. Attacker']) {
        const res = await http.post(
          '/api/auth/add-bank',
          { ...BANK, accountNumber: '000888222333', accountHolderName: holder },
          as(mallory),
        );
        probe.status(res, 400, `holder "${holder}"`);
        probe.check(
          res.body?.errors?.accountHolderName === WALLET_MSG.holderNotYou,
          `holder "${holder}": ${JSON.stringify(res.body?.errors)}`,
        );
      }
      const me = await http.get('/api/auth/me', as(mallory));
      probe.check(
        !me.body?.bankAccounts?.some((b: { accountNumber: string }) => b.accountNumber === '000888222333'),
        'an account in another name was linked',
      );
    },
  },
  {
    owasp: 'API6 business flows',
    name: 'money out: an unverified customer (a mule account) cannot withdraw: 403 NOT_VERIFIED, nothing leaves',
    async run(ctx, probe) {
      const { http, server } = ctx;
      const mule = await customerWithCash(ctx, 'Milo Mule', false);
      const add = await http.post(
        '/api/auth/add-bank',
        { ...BANK, accountNumber: '000999333444', accountHolderName: 'Milo Mule' },
        as(mule),
      );
      probe.status(add, 201, 'add a payout account');
      await endPayoutHolds(server, mule.id);
      const out = await http.post('/api/auth/withdraw-requests', { amount: 400 }, as(mule));
      probe.status(out, 403, 'unverified withdrawal');
      probe.check(out.body?.code === ERROR_CODES.NOT_VERIFIED, `code ${out.body?.code}`);
      const after = await cashAndWithdrawals(ctx, mule.id);
      probe.check(after.cents === 500_00 && after.withdrawals === 0, `after: ${JSON.stringify(after)}`);
    },
  },
  {
    owasp: 'API2 authentication',
    name: 'a password change ends the token that made it: the old token is 401, the answered one works',
    async run(ctx, probe) {
      const { http } = ctx;
      const u = await ctx.signUp('Pia Password');
      const res = await http.put(
        '/api/auth/update-password',
        { oldPassword: u.password, newPassword: 'Brand-New-Harbor-77' },
        as(u),
      );
      probe.status(res, 200, 'change the password');
      probe.status(await http.get('/api/auth/me', as(u)), 401, 'the token copied before the change');
      probe.status(
        await http.get('/api/auth/me', { token: res.body?.token, ip: u.ip }),
        200,
        'the new token',
      );
    },
  },
  {
    owasp: 'Injection',
    name: 'hidden characters (U+200B, U+200E, U+200F, U+061C, U+2028, U+2029) and emoji-only names: 400, nothing stored',
    async run(ctx, probe) {
      const { http } = ctx;
      const u = await ctx.signUp('Zed Zero');
      const me = await http.get('/api/auth/me', as(u));
      for (const ch of ['\u200b', '\u200e', '\u200f', '\u061c', '\u2028', '\u2029']) {
        const hex = `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
        const profile = await http.put(
          `/api/auth/admin/users-profile/${u.id}`,
          { name: `Zed${ch}Zero`, phonenumber: me.body?.phonenumber, email: u.email, dob: '1990-05-17' },
          as(u),
        );
        probe.status(profile, 400, `profile name with ${hex}`);
        probe.check(profile.body?.errors?.name !== undefined, `profile with ${hex}: ${profile.text}`);
        const bank = await http.post(
          '/api/auth/add-bank',
          { ...BANK, accountNumber: '000123123123', accountHolderName: `Zed${ch}Zero` },
          as(u),
        );
        probe.status(bank, 400, `holder name with ${hex}`);
        probe.check(bank.body?.errors?.accountHolderName !== undefined, `holder with ${hex}: ${bank.text}`);
      }
      for (const name of ['😀😀', '★ ✓ ☂', '💰']) {
        const reg = await http.post('/api/auth/register', {
          name,
          email: `emoji.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
          password: 'Sturdy-Harbor-42',
          confirmPassword: 'Sturdy-Harbor-42',
          phonenumber: '+1 555 010 2030',
        });
        probe.status(reg, 400, `register as "${name}"`);
        probe.check(reg.body?.errors?.name !== undefined, `register as "${name}": ${reg.text}`);
      }
      const after = await http.get('/api/auth/me', as(u));
      probe.check(
        after.body?.name === 'Zed Zero' && after.body?.bankAccounts?.length === 0,
        'something was stored',
      );
    },
  },
  {
    owasp: 'API8 misconfiguration',
    name: 'the market widget page opened directly runs sandboxed (CSP sandbox, no same-origin)',
    async run(ctx, probe) {
      const res = await ctx.http.get('/embed/market-widget.html');
      const csp = String(res.headers['content-security-policy'] ?? '');
      probe.check(/(^|;\s*)sandbox\b/.test(csp), `embed CSP: ${csp}`);
      probe.check(!csp.includes('allow-same-origin'), 'the sandbox allows the same origin');
    },
  },
  {
    owasp: 'API4 resource consumption',
    name: 'a body over the limit, sent slowly: every sender reads its 413, no broken pipe',
    async run(ctx, probe) {
      const port = Number(new URL(ctx.server.url).port);
      const bytes = 512 * 1024;
      const answers: string[] = [];
      for (let i = 0; i < 14; i++) {
        answers.push(
          await new Promise<string>((resolve) => {
            const socket = net.connect({ host: '127.0.0.1', port });
            let answer = '';
            let sent = 0;
            const piece = Buffer.alloc(16 * 1024, 0x61);
            const send = () => {
              if (socket.destroyed || sent >= bytes) return;
              sent += piece.length;
              socket.write(piece, () => setTimeout(send, 1));
            };
            socket.on('connect', () => {
              socket.write(
                `POST /api/auth/deposit-requests HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${ctx.mallory.token}\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
              );
              send();
            });
            socket.on('data', (d) => {
              answer += d.toString('utf8');
            });
            socket.on('error', () => {});
            socket.on('close', () => resolve(answer.split('\r\n')[0] || 'no answer'));
            setTimeout(() => socket.destroy(), 15_000).unref();
          }),
        );
      }
      const broken = answers.filter((a) => !a.startsWith('HTTP/1.1 413'));
      probe.check(broken.length === 0, `${broken.length} of 14 saw: ${broken.join(' | ')}`);
    },
  },
];
