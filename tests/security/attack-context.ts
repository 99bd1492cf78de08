import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUITABILITY_QUESTIONS } from '@app/contract';
import {
  bankAccounts,
  GOOD_PASSWORD,
  startTestServer,
  type TestServer,
  uniqueEmail,
  users,
} from '@app/server/testing';
import { eq } from 'drizzle-orm';
import { AttackClient, randomLoopbackIp } from './attack-client.ts';

/** A complete key information sheet: an offering on sale needs one (investor protection). */
export const COMPLETE_KIIS = {
  issuer: 'Attack Suite Farms LLC.',
  useOfFunds: 'Seed and harvest labour.',
  risks: 'A poor harvest can delay or reduce payments; all the money invested may be lost.',
  fees: 'A platform fee on purchase.',
  payment: 'Paid into the wallet at maturity.',
};
export const RIGHT_ANSWERS = Object.fromEntries(
  SUITABILITY_QUESTIONS.map((q) => [q.id, q.correct ?? q.options[0]!.id]),
);

export interface Actor {
  id: string;
  email: string;
  password: string;
  token: string;
  /** Its own source address: per-IP limits count each actor apart, as they would real clients. */
  ip: string;
}

export interface AttackContext {
  server: TestServer;
  http: AttackClient;
  admin: Actor;
  /** The victim: verified, funded, with a bank account, a document, requests and a holding. */
  alice: Actor;
  /** The attacker: an ordinary verified, funded customer. */
  mallory: Actor;
  fixtures: {
    offeringId: string;
    aliceBankId: string;
    aliceDepositId: string;
    aliceWithdrawalId: string;
    aliceHoldingId: string;
    aliceSessionId: string;
    aliceThreadId: string;
  };
  /** Signs up (API), verifies the email with the mailed code and signs in. */
  signUp(name: string): Promise<Actor>;
  /** A signed-in admin (a sign-up promoted in the database, as `npm run user:promote` does). */
  signUpAdmin(): Promise<Actor>;
  /** The actor proves the password again: sharp admin actions work for the next 10 minutes. */
  stepUp(actor: Actor): Promise<void>;
  jwtSecret: Uint8Array;
  webDist: string | undefined;
  redisUrl: string | undefined;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const WEB_DIST = path.resolve(here, '../../apps/web/dist');

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

/** A multipart body for node:http: the bytes and the content type with its boundary. */
export async function multipart(form: FormData): Promise<{ raw: Buffer; contentType: string }> {
  const res = new Response(form);
  return { raw: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

export function documentForm(bytes: Buffer = PNG, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('idCardType', 'Passport');
  form.append('idCardNumber', 'X1234567');
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  form.append('idCardFile', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'passport.png');
  return form;
}

function expectStatus(what: string, res: { status: number; body: unknown }, want: number) {
  if (res.status !== want) throw new Error(`setup: ${what} gave ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Sign-ups through the real flow on a server (register, the mailed code, sign-in), a step-up, and an
 * admin (a sign-up promoted in the database, as `npm run user:promote` does, stepped up).
 */
export function actorsOf(server: TestServer, http: AttackClient) {
  const signUp = async (name: string): Promise<Actor> => {
    const ip = randomLoopbackIp();
    const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '.'));
    const reg = await http.post(
      '/api/auth/register',
      {
        name,
        email,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        phonenumber: '+1 555 010 2030',
      },
      { ip },
    );
    expectStatus('register', reg, 201);
    const mail = await server.waitForMail(email, /Your code: \d{6}/, 15_000);
    const code = /Your code: (\d{6})/.exec(mail)![1]!;
    expectStatus('verify', await http.post('/api/auth/verify-email', { email, code }, { ip }), 200);
    const login = await http.post('/api/auth/login', { email, password: GOOD_PASSWORD }, { ip });
    expectStatus('login', login, 200);
    return { id: login.body.payload._id, email, password: GOOD_PASSWORD, token: login.body.token, ip };
  };
  // A sharp admin action needs a step-up in the last 10 minutes (ADR 028): a case that takes one
  // calls `stepUp` first, so the suite's length does not matter.
  const stepUp = async (actor: Actor) => {
    expectStatus(
      'step-up',
      await http.post(
        '/api/auth/step-up',
        { password: actor.password },
        { token: actor.token, ip: actor.ip },
      ),
      200,
    );
  };
  const signUpAdmin = async () => {
    const actor = await signUp('Ada Admin');
    await server.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, actor.id));
    await stepUp(actor);
    return actor;
  };
  return { signUp, stepUp, signUpAdmin };
}

/** Ends the payout hold of a customer's accounts, as the passing of PAYOUT_ACCOUNT_HOLD_HOURS does. */
export async function endPayoutHolds(server: TestServer, userId: string) {
  await server.app.db
    .update(bankAccounts)
    .set({ payoutAvailableAt: new Date(Date.now() - 60_000) })
    .where(eq(bankAccounts.userId, userId));
}

/**
 * The server under attack: the real app over real HTTP, on PGlite (or a fresh PostgreSQL database with
 * TEST_DATABASE_URL, migrated by an owner role and served by a role that owns nothing, as in
 * production), with the production rate limits (AUTH_RATE_LIMIT 30, ACCOUNT_FAILURE_LIMIT 10), Redis
 * when TEST_REDIS_URL is set, and the built web app when apps/web/dist exists.
 */
export async function createAttackContext(): Promise<AttackContext> {
  const webDist = existsSync(path.join(WEB_DIST, 'index.html')) ? WEB_DIST : undefined;
  const redisUrl = process.env.TEST_REDIS_URL || undefined;
  // The product's default payout hold (ADR 046): fixtures that withdraw end their accounts' holds
  // through endPayoutHolds, as the passing of a day would.
  const server = await startTestServer(
    { authRateLimit: 30, accountFailureLimit: 10, webDist, redisUrl, payoutAccountHoldHours: 24 },
    { twoRoles: true },
  );
  const port = Number(new URL(server.url).port);
  const http = new AttackClient(port);

  const { signUp, stepUp, signUpAdmin } = actorsOf(server, http);

  const [admin, alice, mallory] = await Promise.all([
    signUpAdmin(),
    signUp('Alice Victim'),
    signUp('Mallory Attacker'),
  ]);
  const as = (a: Actor) => ({ token: a.token, ip: a.ip });

  const offering = await http.post(
    '/api/auth/investments',
    {
      name: 'Attack Suite Farmland',
      img: 'https://images.example.com/farm.jpg',
      category: 'Agriculture',
      investmentReturn: '12%',
      duration: '1 year',
      pricePerUnit: 100,
      kiis: COMPLETE_KIIS,
    },
    as(admin),
  );
  expectStatus('create offering', offering, 201);

  // Both customers verified through the real flow: profile with a birth date, document, admin approval.
  for (const c of [alice, mallory]) {
    const profile = await http.put(
      `/api/auth/admin/users-profile/${c.id}`,
      {
        name: c === alice ? 'Alice Victim' : 'Mallory Attacker',
        phonenumber: '+1 555 010 2030',
        email: c.email,
        dob: '1990-05-17',
        address: '1 Main St',
      },
      as(c),
    );
    expectStatus('profile', profile, 200);
    const doc = await multipart(documentForm());
    const submit = await http.request('POST', '/api/auth/submit-document', {
      ...as(c),
      raw: doc.raw,
      headers: { 'content-type': doc.contentType },
    });
    expectStatus('submit document', submit, 200);
    expectStatus(
      'approve kyc',
      await http.patch(`/api/auth/admin/kyc/${c.id}`, { decision: 'approved' }, as(admin)),
      200,
    );
    const funded = await http.put(
      `/api/auth/admin/edit-task/${c.id}`,
      { newBalanceValue: 5000, reason: 'attack suite' },
      as(admin),
    );
    expectStatus('fund', funded, 200);
    // Investor protection, as a real customer meets it: the knowledge test, the offering's sheet.
    const test = await http.post(
      '/api/auth/suitability',
      { answers: RIGHT_ANSWERS, income: 60_000, liquidAssets: 40_000, commitments: 0 },
      as(c),
    );
    expectStatus('knowledge test', test, 200);
    expectStatus(
      'open the sheet',
      await http.get(`/api/auth/investments/${offering.body.data._id}/kiis`, as(c)),
      200,
    );
    const ack = await http.post(`/api/auth/investments/${offering.body.data._id}/kiis/ack`, {}, as(c));
    expectStatus('key information sheet', ack, 200);
  }

  const bank = await http.post(
    '/api/auth/add-bank',
    { ...US_BANK_ACCOUNT, accountHolderName: 'Alice Victim' },
    as(alice),
  );
  expectStatus('add bank', bank, 201);
  const malloryBank = await http.post(
    '/api/auth/add-bank',
    {
      bankName: 'Bank of America',
      accountNumber: '000987654321',
      accountHolderName: 'Mallory Attacker',
      country: 'US',
      routingNumber: '021000021',
    },
    as(mallory),
  );
  expectStatus('add bank (attacker)', malloryBank, 201);
  await endPayoutHolds(server, alice.id);
  await endPayoutHolds(server, mallory.id);
  const deposit = await http.post('/api/auth/deposit-requests', { amount: 250 }, as(alice));
  expectStatus('deposit', deposit, 201);
  const withdrawal = await http.post('/api/auth/withdraw-requests', { amount: 150 }, as(alice));
  expectStatus('withdrawal', withdrawal, 201);
  const holding = await http.post(
    '/api/auth/invest',
    { investmentId: offering.body.data._id, unitsPurchased: 2 },
    as(alice),
  );
  expectStatus('invest', holding, 201);
  const sessions = await http.get('/api/auth/sessions', as(alice));
  expectStatus('sessions', sessions, 200);
  const thread = await http.post(
    '/api/auth/support/threads',
    { subject: 'My holding', category: 'question', message: 'Alice writes to support.' },
    as(alice),
  );
  expectStatus('support thread', thread, 201);

  return {
    server,
    http,
    admin,
    alice,
    mallory,
    fixtures: {
      offeringId: offering.body.data._id,
      aliceBankId: bank.body.bankAccounts.at(-1)._id,
      aliceDepositId: deposit.body.data._id,
      aliceWithdrawalId: withdrawal.body.data._id,
      aliceHoldingId: holding.body.data._id,
      aliceSessionId: sessions.body.data.find((s: { current: boolean }) => s.current)._id,
      aliceThreadId: thread.body.data._id,
    },
    signUp,
    signUpAdmin,
    stepUp,
    jwtSecret: server.app.config.jwtSecret,
    webDist,
    redisUrl,
  };
}

/** `{token, ip}` of an actor, for AttackClient options. */
export const as = (a: Actor) => ({ token: a.token, ip: a.ip });

/** A US account in the form POST /auth/add-bank accepts: its routing number passes the ABA checksum. */
export const US_BANK_ACCOUNT = {
  bankName: 'JPMorgan Chase',
  accountNumber: '000123456789',
  country: 'US',
  routingNumber: '021000021',
};
