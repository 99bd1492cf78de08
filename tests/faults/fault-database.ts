import { randomBytes } from 'node:crypto';
import { SUITABILITY_QUESTIONS } from '@app/contract';
import type { Db } from '@app/server/testing';
import {
  adjustForTest,
  bankAccounts,
  fundPayoutsForTest,
  hashPassword,
  kiisAcknowledgements,
  offerings,
  SafePool,
  schema,
  suitabilityAssessments,
  users,
} from '@app/server/testing';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export interface FaultDatabase {
  name: string;
  /** Direct to PostgreSQL (the suite's own view, never through the cuttable proxy). */
  url: string;
  /** The same database as the instances see it: through the proxy. */
  /** The same database as the instances see it: through the proxy, named in pg_stat_activity. */
  urlVia(port: number, applicationName: string): string;
  db: Db;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** A dedicated, empty database on the TEST_DATABASE_URL server; the instances migrate it when they start. */
export async function createFaultDatabase(base: string): Promise<FaultDatabase> {
  const name = `faults_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const direct = new URL(base);
  direct.pathname = `/${name}`;
  // Never waits forever for a connection or a lock: a stuck suite fails with a reason instead.
  const pool = new SafePool({
    connectionString: direct.toString(),
    max: 4,
    connectionTimeoutMillis: 10_000,
    statement_timeout: 30_000,
  });
  pool.on('error', () => {});
  pool.on('connect', (c) => c.on('error', () => {}));
  return {
    name,
    url: direct.toString(),
    urlVia(port, applicationName) {
      const via = new URL(direct.toString());
      via.hostname = '127.0.0.1';
      via.port = String(port);
      via.searchParams.set('application_name', applicationName);
      return via.toString();
    },
    db: drizzle(pool, { schema }) as unknown as Db,
    pool,
    async drop() {
      await pool.end();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface SeededCustomer {
  id: string;
  email: string;
  bankId: string;
}

export const CUSTOMER_PASSWORD = 'Fault-Tolerant-42';

/**
 * Verified customers, each funded through the ledger (an `adjustment`) and with a bank account, and
 * offerings that mature after one day (the suite moves maturities into the past to trigger payouts).
 */
export async function seedMarket(db: Db, p: { customers: number; fundCents: number; runId: string }) {
  const passwordHash = await hashPassword(CUSTOMER_PASSWORD);
  const customers: SeededCustomer[] = [];
  for (let i = 0; i < p.customers; i++) {
    const email = `fault.${p.runId}.${i}@example.com`;
    const [u] = await db
      .insert(users)
      .values({
        name: `Fault Customer ${i}`,
        email,
        passwordHash,
        phonenumber: '+15550102030',
        dob: '1990-01-01',
        emailVerifiedAt: new Date(),
        kycStatus: 'approved',
      })
      .returning({ id: users.id });
    await adjustForTest(db, { userId: u!.id, cents: p.fundCents, reason: 'fault suite' });
    const [bank] = await db
      .insert(bankAccounts)
      .values({
        userId: u!.id,
        bankName: 'JPMorgan Chase',
        accountNumber: `0001${i}`.padEnd(12, '7'),
        accountHolderName: `Fault Customer ${i}`,
        country: 'US',
        // Linked long before the faults: past its payout hold (ADR 046).
        payoutAvailableAt: new Date(Date.now() - 86_400_000),
      })
      .returning({ id: bankAccounts.id });
    customers.push({ id: u!.id, email, bankId: bank!.id });
  }
  const offeringIds: string[] = [];
  for (const [i, price] of [1_000, 2_500, 5_000].entries()) {
    const [o] = await db
      .insert(offerings)
      .values({
        name: `Short Fund ${i}`,
        category: 'Banking',
        returnBps: 1000,
        termCount: 1,
        termUnit: 'day',
        pricePerUnitCents: price,
        // A complete key information sheet: an offering on sale needs one (investor protection).
        kiisIssuer: 'Fault Suite Bank',
        kiisUseOfFunds: 'Short loans.',
        kiisRisks: 'The borrower may not repay; all the money invested may be lost.',
        kiisFees: 'A platform fee on each purchase.',
        kiisPayment: 'Paid into the wallet at maturity.',
      })
      .returning({ id: offerings.id });
    // Returns are paid from each offering's payout funding: funded well past what the load buys.
    await fundPayoutsForTest(db, { offeringId: o!.id, cents: 10_000_000_00 });
    offeringIds.push(o!.id);
  }
  // Investor protection as each customer would have met it: a passed knowledge test with a net worth
  // that needs no consent for the suite's orders, and every offering's sheet acknowledged.
  const now = new Date();
  const answers = Object.fromEntries(SUITABILITY_QUESTIONS.map((q) => [q.id, q.correct ?? q.options[0]!.id]));
  await db.insert(suitabilityAssessments).values(
    customers.map((c) => ({
      userId: c.id,
      answers,
      score: 5,
      result: 'appropriate' as const,
      takenAt: now,
      incomeCents: 10_000_000,
      liquidAssetsCents: 100_000_000,
      commitmentsCents: 0,
      capacityUpdatedAt: now,
    })),
  );
  await db
    .insert(kiisAcknowledgements)
    .values(customers.flatMap((c) => offeringIds.map((offeringId) => ({ userId: c.id, offeringId }))));
  // A second admin, so deposits past the four-eyes threshold can be approved twice (ADR 027).
  const checkerEmail = `fault.checker.${p.runId}@example.com`;
  await db.insert(users).values({
    name: 'Fault Checker',
    email: checkerEmail,
    passwordHash,
    role: 'admin',
    emailVerifiedAt: new Date(),
  });
  return { customers, offeringIds, checkerEmail };
}

/** Moves a few active holdings' maturity into the past, so the payout jobs have work. */
export async function maturePastDue(db: Db, limit: number) {
  await db.execute(sql`
    UPDATE holdings SET maturity_at = now() - interval '1 second'
    WHERE id IN (SELECT id FROM holdings WHERE status = 'active' AND maturity_at > now() ORDER BY random() LIMIT ${limit})`);
}

/** What every connection to the database is doing: printed when something hangs. */
export async function activity(pool: pg.Pool, name: string): Promise<string[]> {
  const r = await pool.query(
    `SELECT pid, application_name, state, wait_event_type, wait_event,
            extract(epoch FROM now() - xact_start)::int AS xact_s, left(query, 90) AS query
     FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() ORDER BY xact_start NULLS LAST`,
    [name],
  );
  return r.rows.map((x) => JSON.stringify(x));
}

export async function userIdByEmail(db: Db, email: string) {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u?.id;
}
