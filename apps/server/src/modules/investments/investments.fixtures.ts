/** Test helpers of the investments module: verified, funded customers and offerings. */
import { randomUUID } from 'node:crypto';
import { SUITABILITY_QUESTIONS } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { holdings, users } from '../../db/schema.ts';
import { writeDirectly } from '../../test/auth-notices.ts';
import type { TestServer } from '../../test/harness.ts';
import { adjustForTest, fundPayoutsForTest } from '../../test/ledger-fixtures.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';
import { findOffering } from './offerings.repository.ts';

export type Customer = Awaited<ReturnType<typeof signUpAndLogin>>;

/**
 * Marks a customer verified (isVerified true) by setting users.kyc_status = 'approved' directly.
 * Why not the KYC API: these tests are about investing, and an approval through the API needs an
 * uploaded document, a profile with a date of birth and an admin decision; the only thing the invest
 * rule reads is this column, which is exactly what an approval sets.
 */
export async function markVerified(server: TestServer, userId: string) {
  await writeDirectly(server.app, () =>
    server.app.db.update(users).set({ kycStatus: 'approved' }).where(eq(users.id, userId)),
  );
}

/** Books money onto a customer's balance the way an admin edit does: an `adjustment` in the ledger. */
export async function fund(server: TestServer, userId: string, cents: number) {
  await writeDirectly(server.app, () =>
    adjustForTest(server.app.db, { userId, cents, reason: 'test funding' }),
  );
}

/** A signed-in customer, verified (unless told otherwise) and holding `cents` in the wallet. */
export async function investor(server: TestServer, cents: number, opts: { verified?: boolean } = {}) {
  const customer = await signUpAndLogin(server, { name: 'Ivy Investor' });
  if (opts.verified !== false) await markVerified(server, customer.id);
  if (cents > 0) await fund(server, customer.id, cents);
  return customer;
}

/** A complete key information sheet: an offering on sale needs one (investor protection). */
export const completeKiis = () => ({
  issuer: 'Green Valley Farms LLC, Iowa, a family farm company founded in 1998.',
  useOfFunds: 'Seed, fertiliser and harvest labour for 400 acres of corn.',
  risks: 'A poor harvest or low prices can delay or reduce payments; you may lose all your money.',
  fees: 'A platform fee on purchase for the free plan; no other charges.',
  payment: 'Principal and return are paid into your wallet at maturity.',
});

export const offeringBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Green Valley Farmland ${randomUUID().slice(0, 8)}`,
  img: 'https://images.example.com/farm.jpg',
  category: 'Agriculture',
  investmentReturn: '18%',
  duration: '9 months',
  pricePerUnit: 500,
  kiis: completeKiis(),
  ...overrides,
});

/** Right answers to every question of the knowledge test. */
export const rightAnswers = () =>
  Object.fromEntries(SUITABILITY_QUESTIONS.map((q) => [q.id, q.correct ?? q.options[0]!.id]));

/**
 * Takes the knowledge test through the API with right answers and a net worth of $2,050,000, so
 * orders up to $102,500 need no consent: the tests about other rules buy without the warning.
 */
export async function passSuitability(server: TestServer, token: string, figures = WEALTHY) {
  const res = await server.request('POST', '/auth/suitability', {
    token,
    body: { answers: rightAnswers(), ...figures },
  });
  if (res.status !== 200) throw new Error(`suitability: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
const WEALTHY = { income: 100_000, liquidAssets: 2_000_000, commitments: 50_000 };

/** What createOffering puts in an offering's payout funding unless told: more than any test's returns. */
export const TEST_PAYOUT_FUNDING_CENTS = 1_000_000_00;

/**
 * Creates an offering through the admin API and returns it (API shape), its payouts funded from the
 * bank with `payoutFundingCents` (a test of unfunded returns passes 0).
 */
export async function createOffering(
  server: TestServer,
  adminToken: string,
  overrides = {},
  opts: { payoutFundingCents?: number } = {},
) {
  const res = await server.request('POST', '/auth/investments', {
    token: adminToken,
    body: offeringBody(overrides),
  });
  if (res.status !== 201) throw new Error(`create offering: ${res.status} ${JSON.stringify(res.body)}`);
  const offering = res.body.data as { _id: string; pricePerUnit: number; investors: number; name: string };
  const funding = opts.payoutFundingCents ?? TEST_PAYOUT_FUNDING_CENTS;
  if (funding > 0) await fundPayoutsForTest(server.app.db, { offeringId: offering._id, cents: funding });
  return offering;
}

/**
 * A purchase as a customer who went through investor protection: the knowledge test taken (once)
 * and the offering's key information sheet acknowledged, both through the API, then the order.
 * Those steps' own refusals (an unknown offering, a malformed id) are left for the order to answer.
 */
export async function buy(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  await prepareToBuy(server, token, body.investmentId);
  return server.request('POST', '/auth/invest', { token, body, headers });
}
const suitable = new Set<string>();
const sheetsRead = new Map<string, Promise<void>>();

/**
 * The knowledge test (once per customer) and the offering's sheet, as `buy` takes them. Parallel
 * purchases of one customer share one open and one acknowledgement of each sheet: the sheet is a heavy
 * answer, limited per customer, as a person opens it once.
 */
export async function prepareToBuy(server: TestServer, token: string, investmentId: unknown) {
  if (!suitable.has(token)) {
    const current = await server.request('GET', '/auth/suitability', { token });
    if (current.status === 200 && !current.body.data.current) await passSuitability(server, token);
    suitable.add(token);
  }
  if (typeof investmentId !== 'string') return;
  const key = `${token} ${investmentId}`;
  let read = sheetsRead.get(key);
  if (!read) {
    read = (async () => {
      // The sheet is opened before it is acknowledged, as the customer does.
      const path = `/api/auth/investments/${encodeURIComponent(investmentId)}/kiis`;
      await (
        await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })
      ).arrayBuffer();
      await server.request('POST', `/auth/investments/${encodeURIComponent(investmentId)}/kiis/ack`, {
        token,
      });
    })();
    sheetsRead.set(key, read);
  }
  await read;
}

export async function balanceCents(server: TestServer, userId: string) {
  const [row] = await server.app.db.select({ c: users.balanceCents }).from(users).where(eq(users.id, userId));
  return row!.c;
}

/** Moves a holding's maturity into the past, as if its term had run. */
export async function makeDue(server: TestServer, holdingId: string) {
  await server.app.db
    .update(holdings)
    .set({ maturityAt: sql`now() - interval '1 minute'` })
    .where(eq(holdings.id, holdingId));
}

/** The investor count the API shows: real holders, counted from the holdings. */
export const investorsOf = async (server: TestServer, id: string) =>
  (await findOffering(server.app.db, id))!.investors;

/** A customer's holdings, as stored. */
export const holdingsOf = (server: TestServer, userId: string) =>
  server.app.db.select().from(holdings).where(eq(holdings.userId, userId));

/** The one holding of a customer who bought once, as stored. */
export const onlyHoldingOf = async (server: TestServer, userId: string) => {
  const [holding, ...more] = await holdingsOf(server, userId);
  if (!holding || more.length)
    throw new Error(`expected one holding, found ${more.length + (holding ? 1 : 0)}`);
  return holding;
};

/** A customer's side of the books: the cash in cents and the holdings, as stored. */
export async function booksOf(server: TestServer, userId: string) {
  return { cents: await balanceCents(server, userId), holdings: await holdingsOf(server, userId) };
}

/**
 * A change of a held offering's return or term (ADR 043): the admin's edit waits (202), and a second
 * admin, signed up for it, approves it through the approval gate. Returns the edit's answer.
 */
export async function changeHeldTerms(
  server: TestServer,
  adminToken: string,
  offeringId: string,
  body: Record<string, unknown>,
) {
  const asked = await server.request('PUT', `/auth/investments/${offeringId}`, { token: adminToken, body });
  if (asked.status !== 202) throw new Error(`change of terms: ${asked.status} ${JSON.stringify(asked.body)}`);
  const checker = await signUpAdmin(server);
  const approved = await server.request('PATCH', `/auth/admin/approvals/${asked.body.data._id}`, {
    token: checker.token,
    body: { decision: 'approved' },
  });
  if (approved.status !== 200)
    throw new Error(`approve change of terms: ${approved.status} ${JSON.stringify(approved.body)}`);
  return asked;
}
