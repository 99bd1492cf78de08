import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, holdings, users, walletRequests } from '../db/schema.ts';
import { findLedgerMismatches } from '../shared/ledger-checks.repository.ts';
import { verifyLedger } from '../shared/ledger-verify.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { GOOD_PASSWORD, registration, signUpAndLogin } from '../test/users.ts';
import { DEMO_LOGINS, ensureAdmin, findDemoAccounts, removeDemoAccounts, seedDemoData } from './bootstrap.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => server?.close());

describe('demo data', { timeout: 60_000 }, () => {
  it('gives the demo customer a real history, booked through the ledger, and is made once', async () => {
    await seedDemoData(server.app.deps);
    await seedDemoData(server.app.deps); // a second start changes nothing

    const [customer] = await server.app.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_LOGINS.customer.email));
    // $25,000 approved − 4 units × $500 − the $500 withdrawal held while it waits.
    expect(customer!.balanceCents).toBe(2_250_000);
    const requests = await server.app.db
      .select()
      .from(walletRequests)
      .where(eq(walletRequests.userId, customer!.id));
    expect(requests.map((r) => `${r.kind}:${r.status}:${r.amountCents}`).sort()).toEqual([
      'deposit:approved:2500000',
      'deposit:pending:150000',
      'withdrawal:pending:50000',
    ]);
    const held = await server.app.db.select().from(holdings).where(eq(holdings.userId, customer!.id));
    expect(held).toHaveLength(1);
    expect(held[0]!.amountCents).toBe(200_000);
    expect(await findLedgerMismatches(server.app.db)).toEqual([]);

    const login = await server.request('POST', '/auth/login', { body: DEMO_LOGINS.customer });
    expect(login.status).toBe(200);
    const me = await server.request('GET', '/auth/me', { token: login.body.token });
    expect(me.body.bankAccounts).toHaveLength(1);

    // Verified the way a customer is: a passport submitted, then approved by the demo admin; the
    // document is there to view and both steps are in the audit trail.
    expect(customer!.kycStatus).toBe('approved');
    expect(customer!.idCardNumber).toBe('X1234567');
    const document = await server.request('GET', `/auth/documents/${customer!.id}`, {
      token: login.body.token,
    });
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toMatch(/^application\/pdf/);
    const steps = await server.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, customer!.id), eq(auditLog.targetType, 'user')));
    expect(steps.map((s) => s.action)).toEqual(expect.arrayContaining(['kyc.submitted', 'kyc.approved']));
    // The opening deposit is past the approval limit: both demo admins approved it.
    const approvals = await server.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetType, 'wallet_request'));
    expect(approvals.map((a) => a.action)).toEqual(
      expect.arrayContaining(['deposit_request.first_approval', 'deposit_request.approved']),
    );
  });
});

describe('removing the demo accounts', { timeout: 60_000 }, () => {
  it('retires the demo accounts: no way in any more, and their money stays in the books', async () => {
    await seedDemoData(server.app.deps);
    expect(await findDemoAccounts(server.app.db)).toHaveLength(3);
    expect((await removeDemoAccounts(server.app.db)).sort()).toEqual(
      [DEMO_LOGINS.admin.email, DEMO_LOGINS.checker.email, DEMO_LOGINS.customer.email].sort(),
    );
    expect(await findDemoAccounts(server.app.db)).toHaveLength(0);
    expect((await verifyLedger(server.app.db)).problems).toEqual([]);
    for (const login of [DEMO_LOGINS.admin, DEMO_LOGINS.checker, DEMO_LOGINS.customer])
      expect((await server.request('POST', '/auth/login', { body: login })).status).toBe(401);
    const retired = await server.app.db.select().from(users).where(like(users.email, 'retired-demo-%'));
    expect(retired.map((u) => u.role)).toEqual(['customer', 'customer', 'customer']);
  });
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD', { timeout: 60_000 }, () => {
  const roleOf = async (email: string) =>
    (await server.app.db.select().from(users).where(eq(users.email, email)))[0]?.role;

  it('does not promote an account whose email is not verified, and audits the refusal', async () => {
    const body = registration();
    expect((await server.request('POST', '/auth/register', { body })).status).toBe(201);
    await ensureAdmin(server.app.deps, body.email, undefined);
    expect(await roleOf(body.email)).toBe('customer');
    const [user] = await server.app.db.select().from(users).where(eq(users.email, body.email));
    const refused = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user!.id), eq(auditLog.action, 'user.promotion_refused')));
    expect(refused).toHaveLength(1);
  });

  it('promotes a verified account, audited', async () => {
    const verified = await signUpAndLogin(server);
    await ensureAdmin(server.app.deps, verified.email, undefined);
    expect(await roleOf(verified.email)).toBe('admin');
  });

  it('creates no admin with a password that fails the password rules', async () => {
    const email = `weak.admin.${Date.now()}@example.com`;
    await ensureAdmin(server.app.deps, email, 'password');
    await ensureAdmin(server.app.deps, email, 'Password1'); // on the common-password list
    expect(await roleOf(email)).toBeUndefined();
    await ensureAdmin(server.app.deps, email, GOOD_PASSWORD);
    expect(await roleOf(email)).toBe('admin');
  });
});

describe('demo data with other limits', { timeout: 60_000 }, () => {
  it('seeds without a crash when the opening deposit is under the approval limit', async () => {
    const roomy = await startTestServer({ adminApprovalThresholdCents: 100_000_000 });
    try {
      await seedDemoData(roomy.app.deps);
      const [customer] = await roomy.app.db
        .select()
        .from(users)
        .where(eq(users.email, DEMO_LOGINS.customer.email));
      expect(customer!.balanceCents).toBe(2_250_000);
      const decisions = await roomy.app.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetType, 'wallet_request'));
      // One admin's approval books it; nothing waits for the checker.
      expect(decisions.map((d) => d.action)).toContain('deposit_request.approved');
      expect(decisions.map((d) => d.action)).not.toContain('deposit_request.first_approval');
      expect(await findLedgerMismatches(roomy.app.db)).toEqual([]);
    } finally {
      await roomy.close();
    }
  });
});
