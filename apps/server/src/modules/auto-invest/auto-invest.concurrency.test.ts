import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdings } from '../../db/schema.ts';
import { startSecondInstance, startTestServer, type TestServer } from '../../test/harness.ts';
import { expectLedgerConsistent } from '../../test/suite.ts';
import { onPostgres } from '../../test/test-database.ts';
import { signUpAdmin } from '../../test/users.ts';
import { createOffering, investor, passSuitability } from '../investments/investments.fixtures.ts';
import { createStrategy } from './auto-invest.fixtures.ts';
import { runAutoInvest } from './auto-invest.job.ts';

// Two instances run the job against one database, each with its own pool: only PostgreSQL can race.
describe.skipIf(!onPostgres)('auto-invest on two instances (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  let server: TestServer;
  let second: FastifyInstance;
  let admin: { token: string; id: string };

  beforeAll(async () => {
    server = await startTestServer();
    ({ app: second } = await startSecondInstance(server));
    admin = await signUpAdmin(server);
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('every strategy buys a launched offering once, however many runs and instances look', async () => {
    const savers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const me = await investor(server, 1_000_00);
        await passSuitability(server, me.token);
        const s = await createStrategy(server, me.token, { amountPerOffering: 200 });
        expect(s.status, JSON.stringify(s.body)).toBe(201);
        return me;
      }),
    );
    const offering = await createOffering(server, admin.token, { pricePerUnit: 100 });
    // The same offering woken five more times, as a retried job or a crashed instance's lease would.
    for (let i = 0; i < 5; i++)
      await server.app.db.execute(
        sql`INSERT INTO auto_invest_wakeups (offering_id) VALUES (${offering._id}::uuid)`,
      );
    await Promise.all([
      runAutoInvest(server.app.deps),
      runAutoInvest(second.deps),
      runAutoInvest(server.app.deps),
      runAutoInvest(second.deps),
    ]);
    const bought = await server.app.db.select().from(holdings).where(eq(holdings.offeringId, offering._id));
    expect(bought).toHaveLength(savers.length);
    expect(new Set(bought.map((h) => h.strategyId)).size).toBe(savers.length);
    for (const h of bought) expect(h.amountCents).toBe(200_00);
    await expectLedgerConsistent(server);
  });
});
