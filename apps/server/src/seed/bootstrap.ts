import { randomBytes } from 'node:crypto';
import { MSG, passwordSchema, SUITABILITY_QUESTIONS } from '@app/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { offerings, sessions, users } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { commonPasswordError, hashPassword } from '../lib/passwords.ts';

import { invest } from '../modules/investments/invest.service.ts';
import { findOfferingRow } from '../modules/investments/offerings.service.ts';
import { decideKyc, submitDocument } from '../modules/kyc/kyc.service.ts';
import { acknowledgeKiis, recordKiisOpen } from '../modules/protection/kiis.service.ts';
import { submitSuitability } from '../modules/protection/suitability.service.ts';
import { addBankAccount } from '../modules/wallet/bank-accounts.service.ts';
import { decideRequest } from '../modules/wallet/wallet-decisions.service.ts';
import { createDeposit, createWithdrawal } from '../modules/wallet/wallet-requests.service.ts';
import { recordAudit } from '../shared/audit.repository.ts';
import { postJournal } from '../shared/ledger.repository.ts';
import { findUserByEmail, insertUser } from '../shared/users.repository.ts';
import { demoPassportPdf } from './demo-document.ts';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start: create that admin, or promote the existing account. An
 * existing account is promoted only once its email is verified (anyone could have signed up with the
 * address and never proved the inbox), and a created admin's password passes the password rules.
 * Each outcome is logged and audited.
 */
export async function ensureAdmin(deps: Deps, email: string, password: string | undefined) {
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    if (existing.role === 'admin') return;
    if (!existing.emailVerifiedAt) {
      await recordAudit(deps.db, {
        action: 'user.promotion_refused',
        targetType: 'user',
        targetId: existing.id,
        details: { via: 'ADMIN_EMAIL', reason: 'email not verified' },
      });
      deps.log.warn({ email }, 'ADMIN_EMAIL names an account whose email is not verified: not promoted');
      return;
    }
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ role: 'admin', updatedAt: sql`now()` }).where(eq(users.id, existing.id));
      await recordAudit(tx, {
        action: 'user.promoted',
        targetType: 'user',
        targetId: existing.id,
        details: { via: 'ADMIN_EMAIL', oldRole: existing.role, newRole: 'admin' },
      });
    });
    deps.log.info({ email }, 'existing account promoted to admin');
    return;
  }
  if (!password) {
    deps.log.warn({ email }, 'ADMIN_EMAIL has no account and ADMIN_PASSWORD is unset: no admin created');
    return;
  }
  const weak = adminPasswordProblem(password);
  if (weak) {
    deps.log.warn(
      { email, problem: weak },
      'ADMIN_PASSWORD does not pass the password rules: no admin created',
    );
    return;
  }
  try {
    await deps.db.transaction(async (tx) => {
      const admin = await insertUser(tx, {
        name: 'Administrator',
        email,
        passwordHash: await hashPassword(password),
        phonenumber: '',
        role: 'admin',
        emailVerifiedAt: new Date(),
      });
      await recordAudit(tx, {
        action: 'user.admin_created',
        targetType: 'user',
        targetId: admin.id,
        details: { via: 'ADMIN_EMAIL' },
      });
    });
  } catch (err) {
    // Several instances starting together: another one created it a moment ago. Promote if needed.
    const e = err as { code?: string; cause?: { code?: string } };
    if (e?.code === '23505' || e?.cause?.code === '23505') return ensureAdmin(deps, email, undefined);
    throw err;
  }
  deps.log.info({ email }, 'admin account created');
}

/** The shared password rule and the common-password list, as for any sign-up. */
export function adminPasswordProblem(password: string): string | undefined {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MSG.validation;
  return commonPasswordError(password);
}

export const DEMO_LOGINS = {
  admin: { email: 'admin@demo.verdant.invest', password: 'Demo-Admin-2026' },
  // A second admin, so a large deposit or balance edit can get its second approval (ADR 027).
  checker: { email: 'checker@demo.verdant.invest', password: 'Demo-Check-2026' },
  customer: { email: 'investor@demo.verdant.invest', password: 'Demo-Invest-2026' },
} as const;

/** What each demo offering's issuer has paid into its payout funding. */
const DEMO_PAYOUT_FUNDING_CENTS = 25_000_00;

const DEMO_KIIS_FEES =
  'A platform fee of 0.25% of the amount on each purchase on the free plan; none for members.';
const DEMO_KIIS_PAYMENT =
  'The amount invested and the return are paid into your wallet on the maturity date.';

// Each with a complete key information sheet: an offering on sale needs one (investor protection).
const DEMO_OFFERINGS = [
  {
    name: 'Green Valley Farmland Fund',
    kiisIssuer: 'Green Valley Farms LLC, a family farm company in Iowa, USA.',
    kiisUseOfFunds: 'Seed, fertiliser and harvest labour for 400 acres of corn and soybeans.',
    kiisRisks:
      'A poor harvest, low crop prices or the failure of the farm can delay or reduce payments; you may lose all the money invested.',
    kiisFees: DEMO_KIIS_FEES,
    kiisPayment: DEMO_KIIS_PAYMENT,
    category: 'Agriculture',
    returnBps: 1800,
    termCount: 9,
    termUnit: 'month',
    pricePerUnitCents: 50_000,
  },
  {
    name: 'Harbor Street Apartments',
    kiisIssuer: 'Harbor Street Holdings Inc., the owner of a 24-flat building in Portland, Maine.',
    kiisUseOfFunds: 'Renovating the kitchens and roof before new leases.',
    kiisRisks:
      'Empty flats, cost overruns or falling rents can delay or reduce payments; you may lose all the money invested.',
    kiisFees: DEMO_KIIS_FEES,
    kiisPayment: DEMO_KIIS_PAYMENT,
    category: 'Real Estate',
    returnBps: 1250,
    termCount: 1,
    termUnit: 'year',
    pricePerUnitCents: 100_000,
  },
  {
    name: 'Bitcoin Yield Basket',
    kiisIssuer: 'Basket Yield Partners LP, a lender of bitcoin to trading firms.',
    kiisUseOfFunds: 'Loans of bitcoin to three trading firms, repaid with interest.',
    kiisRisks: 'Crypto prices swing widely and a borrower may default; you may lose all the money invested.',
    kiisFees: DEMO_KIIS_FEES,
    kiisPayment: DEMO_KIIS_PAYMENT,
    category: 'Crypto',
    // Terms are compared per annum on the banners: 12% over 6 months is 24% a year.
    returnBps: 1200,
    termCount: 6,
    termUnit: 'month',
    pricePerUnitCents: 25_000,
  },
  {
    name: 'Community Bank Notes',
    kiisIssuer: 'Springfield Community Bank, a local savings bank.',
    kiisUseOfFunds: 'Short loans to small local businesses.',
    kiisRisks:
      'The bank may fail to repay; these notes are not covered by any deposit guarantee; you may lose all the money invested.',
    kiisFees: DEMO_KIIS_FEES,
    kiisPayment: DEMO_KIIS_PAYMENT,
    category: 'Banking',
    // 0.5% over 30 days is about 6% a year: a short note must not read as a high yearly return.
    returnBps: 50,
    termCount: 30,
    termUnit: 'day',
    pricePerUnitCents: 10_000,
  },
] as const;

/** The demo customer's identity, on the profile and the passport alike. */
const DEMO_IDENTITY = { name: 'Ivy Investor', dob: '1990-04-12', number: 'X1234567' };

/**
 * Demo accounts and offerings for a local run; does nothing when they exist already. The customer's
 * history is made through the product's own services (so the ledger, audit trail and mails are what
 * real use leaves): a passport submitted and approved, a linked bank, a $25,000 deposit approved by
 * both demo admins (with the default limits it is past the approval limit), a
 * purchase, and a deposit and a withdrawal waiting for the admin.
 */
export async function seedDemoData(deps: Deps) {
  if (await findUserByEmail(deps.db, DEMO_LOGINS.admin.email)) return;
  const [adminHash, checkerHash, customerHash] = await Promise.all([
    hashPassword(DEMO_LOGINS.admin.password),
    hashPassword(DEMO_LOGINS.checker.password),
    hashPassword(DEMO_LOGINS.customer.password),
  ]);
  const { adminId, checkerId, customerId, firstOfferingId } = await deps.db.transaction(async (tx) => {
    const admin = await insertUser(tx, {
      name: 'Ada Admin',
      email: DEMO_LOGINS.admin.email,
      passwordHash: adminHash,
      phonenumber: '+15550100001',
      role: 'admin',
      emailVerifiedAt: new Date(),
    });
    const checker = await insertUser(tx, {
      name: 'Cal Checker',
      email: DEMO_LOGINS.checker.email,
      passwordHash: checkerHash,
      phonenumber: '+15550100003',
      role: 'admin',
      emailVerifiedAt: new Date(),
    });
    const customer = await insertUser(tx, {
      name: DEMO_IDENTITY.name,
      email: DEMO_LOGINS.customer.email,
      passwordHash: customerHash,
      phonenumber: '+15550100002',
      emailVerifiedAt: new Date(),
    });
    await tx
      .update(users)
      .set({ dob: DEMO_IDENTITY.dob, address: '12 Market Street, Springfield' })
      .where(eq(users.id, customer.id));
    const rows = await tx
      .insert(offerings)
      .values(DEMO_OFFERINGS.map((o) => ({ ...o, img: '' })))
      .returning({ id: offerings.id });
    // Returns are paid from money that exists: each demo offering's issuer has paid in its funding.
    for (const o of rows) {
      await postJournal(tx, {
        kind: 'funding',
        referenceId: o.id,
        postings: [
          {
            account: { type: 'bank' },
            amountCents: -DEMO_PAYOUT_FUNDING_CENTS,
            kind: 'funding',
            reason: 'Demo issuer funding',
          },
          {
            account: { type: 'payout_funding', offeringId: o.id },
            amountCents: DEMO_PAYOUT_FUNDING_CENTS,
            kind: 'funding',
            reason: 'Demo issuer funding',
          },
        ],
      });
    }
    return {
      adminId: admin.id,
      checkerId: checker.id,
      customerId: customer.id,
      firstOfferingId: rows[0]!.id,
    };
  });
  await seedDemoHistory(deps, { adminId, checkerId, customerId, offeringId: firstOfferingId });
  deps.log.info('demo data created');
}

async function seedDemoHistory(
  deps: Deps,
  p: { adminId: string; checkerId: string; customerId: string; offeringId: string },
) {
  await submitDocument(deps, p.customerId, {
    fields: { idCardType: 'Passport', idCardNumber: DEMO_IDENTITY.number },
    file: { filename: 'passport.pdf', bytes: await demoPassportPdf(DEMO_IDENTITY) },
  });
  await decideKyc(deps, { userId: p.adminId, role: 'admin', sessionId: '' }, p.customerId, {
    decision: 'approved',
  });
  // The demo's account was linked long before the history below: no payout hold (ADR 046), so the
  // demo can show a withdrawal waiting for the admin.
  const linkedLongAgo = { ...deps, config: { ...deps.config, payoutAccountHoldHours: 0 } };
  const { bankAccounts } = await addBankAccount(linkedLongAgo, p.customerId, {
    bankName: 'JPMorgan Chase',
    accountNumber: '000123456789',
    accountHolderName: 'Ivy Investor',
    country: 'US',
    routingNumber: '021000021',
  });
  const bankAccountId = bankAccounts[0]!._id;
  const opening = await createDeposit(deps, p.customerId, { amount: 2_500_000, bankAccountId });
  // Past the approval limit one admin's approval waits for the other's, as in real use; with a
  // limit above it (any valid configuration) the first approval books it and the checker has nothing left.
  const approve = (adminId: string) =>
    decideRequest(deps, {
      adminId,
      kind: 'deposit',
      id: opening.body.data._id,
      status: 'approved',
      sessionId: null,
    });
  const first = await approve(p.adminId);
  if (first.status === 202) await approve(p.checkerId);
  // The customer goes through investor protection as a real one does before the first purchase.
  await submitSuitability(deps, p.customerId, {
    answers: Object.fromEntries(SUITABILITY_QUESTIONS.map((q) => [q.id, q.correct ?? q.options[0]!.id])),
    income: 8_500_000,
    liquidAssets: 6_000_000,
    commitments: 2_500_000,
  });
  // The customer opens the sheet before acknowledging it, as the invest panel asks.
  await recordKiisOpen(deps, p.customerId, (await findOfferingRow(deps.db, p.offeringId))!);
  await acknowledgeKiis(deps, p.customerId, p.offeringId);
  await invest(deps, p.customerId, { investmentId: p.offeringId, unitsPurchased: 4 });
  await createDeposit(deps, p.customerId, { amount: 150_000, bankAccountId });
  await createWithdrawal(deps, p.customerId, { amount: 50_000, bankAccountId });
}

const DEMO_EMAILS = [DEMO_LOGINS.admin.email, DEMO_LOGINS.checker.email, DEMO_LOGINS.customer.email];

/** The demo accounts present in this database (their passwords are public: never in production). */
export async function findDemoAccounts(db: Executor): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, DEMO_EMAILS));
}

/**
 * `npm run demo:remove`: retires the demo accounts, whose passwords are public, in one transaction,
 * audited. The ledger is append-only, so their money and history stay in the books (every dollar
 * still comes from somewhere); what goes is every way in: the email that names them, the password,
 * the admin role and the sessions. Returns the emails retired.
 */
export async function removeDemoAccounts(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const found = await findDemoAccounts(tx);
    if (found.length === 0) return [];
    for (const u of found) {
      await tx
        .update(users)
        .set({
          email: `retired-demo-${u.id}@invalid.verdant.invest`,
          name: 'Retired demo account',
          passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
          role: 'customer',
          updatedAt: new Date(),
        })
        .where(eq(users.id, u.id));
      await tx.delete(sessions).where(eq(sessions.userId, u.id));
    }
    await recordAudit(tx, {
      action: 'demo.removed',
      targetType: 'user',
      details: { emails: found.map((u) => u.email), retired: found.map((u) => u.id) },
    });
    return found.map((u) => u.email);
  });
}
