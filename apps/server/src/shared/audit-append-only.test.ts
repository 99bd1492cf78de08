import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { signUpAndLogin } from '../test/users.ts';
import { recordAudit } from './audit.repository.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => server?.close());

/** The database's own message for a refused statement (Drizzle wraps it as the cause). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
    return 'accepted';
  } catch (e) {
    const err = e as { message: string; cause?: { message?: string } };
    return err.cause?.message ?? err.message;
  }
}

describe('the audit log is append-only (ADR 029)', { timeout: 60_000 }, () => {
  it('refuses UPDATE, DELETE and TRUNCATE, and keeps every entry', async () => {
    await recordAudit(server.app.db, { action: 'test.entry', targetType: 'test', details: { n: 1 } });
    const [entry] = await server.app.db.select().from(auditLog).where(eq(auditLog.action, 'test.entry'));
    expect(
      await refusal(
        server.app.db.update(auditLog).set({ action: 'test.rewritten' }).where(eq(auditLog.id, entry!.id)),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(server.app.db.delete(auditLog).where(eq(auditLog.id, entry!.id)))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(server.app.db.execute(sql`TRUNCATE audit_log`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    const [still] = await server.app.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(still).toMatchObject({ action: 'test.entry', details: { n: 1 } });
  });

  it("deleting an account keeps the entries it wrote, with the actor's id", async () => {
    const user = await signUpAndLogin(server);
    await recordAudit(server.app.db, { actorId: user.id, action: 'test.by_user', targetType: 'test' });
    await server.app.db.delete(users).where(eq(users.id, user.id));
    const [kept] = await server.app.db.select().from(auditLog).where(eq(auditLog.action, 'test.by_user'));
    expect(kept?.actorId).toBe(user.id);
  });
});
