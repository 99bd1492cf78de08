import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdings, users, walletRequests } from '../db/schema.ts';
import { findLedgerMismatches } from '../shared/ledger.repository.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO_LOGINS, seedDemoData } from './bootstrap.ts';

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
  });
});
