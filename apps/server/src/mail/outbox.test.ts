import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/rows.ts';
import { emailOutbox } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { type FakeSmtp, freePort, startFakeSmtp } from './fake-smtp.test-support.ts';
import { createMailTransport } from './mail-transport.ts';
import { createMailer, type MailMessage } from './mailer.ts';
import { createOutboxWorker, type OutboxWorker, retryDelayMs } from './outbox.worker.ts';

let server: TestServer;
let smtp: FakeSmtp | undefined;
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  server = await startTestServer();
  // The app's own worker (file outbox) would race the SMTP workers these tests build.
  await server.app.outbox.stop();
});
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
  await smtp?.close();
  smtp = undefined;
  await server.app.db.delete(emailOutbox);
});
afterAll(async () => server?.close());

let n = 0;
const message = (to = `someone.${++n}@example.com`): MailMessage => ({
  to,
  subject: `Hello ${n}`,
  text: `Plain text ${n}`,
  html: `<p>Html ${n}</p>`,
});

function smtpWorker(url: string, options: Parameters<typeof createOutboxWorker>[0]['options'] = {}) {
  const transport = createMailTransport({
    smtpUrl: url,
    from: 'Verdant <no-reply@test.local>',
    dataDir: server.dataDir,
    log: server.app.log,
  });
  const worker = createOutboxWorker({
    db: server.app.db,
    transport,
    log: server.app.log,
    options: { baseDelayMs: 300, maxDelayMs: 5_000, maxAttempts: 3, ...options },
  });
  workers.push(worker);
  return worker;
}

const mailer = () => createMailer({ db: server.app.db, log: server.app.log });
const rowOf = async (to: string) =>
  (await server.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0]!;
const secondsUntilNextAttempt = async (to: string) => {
  const [r] = await rows<{ s: number }>(
    server.app.db,
    sql`SELECT extract(epoch FROM next_attempt_at - now())::float AS s FROM email_outbox WHERE "to" = ${to}`,
  );
  return Number(r!.s);
};
/** Moves a waiting mail's next attempt to now, as if its backoff had passed. */
const makeDue = (to: string) =>
  server.app.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.to, to));

describe('email outbox: delivery that survives an SMTP outage', () => {
  it('retry delays double from the base and stop at the cap', () => {
    const o = { baseDelayMs: 5_000, maxDelayMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6].map((a) => retryDelayMs(a, o))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });

  it('an unreachable mail server leaves the mail pending with attempts and backoff; it goes out once the server is back', async () => {
    const port = await freePort();
    const worker = smtpWorker(`smtp://127.0.0.1:${port}`, { baseDelayMs: 60_000, maxDelayMs: 60_000 });
    const m = message();
    expect(await mailer().send(m)).toBe(true);

    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const after1 = await rowOf(m.to);
    expect(after1).toMatchObject({ status: 'pending', attempts: 1 });
    expect(after1.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await secondsUntilNextAttempt(m.to)).toBeGreaterThan(50);

    // Not due yet: an immediate second pass leaves it alone.
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await rowOf(m.to)).attempts).toBe(1);

    smtp = await startFakeSmtp({ port });
    await makeDue(m.to);
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const sent = await rowOf(m.to);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([`<${m.to}>`]);
    expect(smtp.received[0]!.data).toContain(`Subject: ${m.subject}`);
  });

  it('a refusing mail server (451) gets exponential backoff, then the mail is failed after the last attempt', async () => {
    smtp = await startFakeSmtp({ mode: 'refuse' });
    const worker = smtpWorker(smtp.url, { baseDelayMs: 2_000, maxAttempts: 3 });
    const m = message();
    await mailer().send(m);

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect(await worker.runOnce()).toMatchObject({ retrying: 1 });
      const row = await rowOf(m.to);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row.lastError).toMatch(/451|busy/);
      waits.push(await secondsUntilNextAttempt(m.to));
      await makeDue(m.to);
    }
    // 2 s, then 4 s: the second wait is about twice the first.
    expect(waits[0]).toBeGreaterThan(1.5);
    expect(waits[1]! / waits[0]!).toBeGreaterThan(1.5);

    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowOf(m.to)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(smtp.received).toHaveLength(0);
  });

  it('two instances polling one outbox send every mail exactly once', async () => {
    smtp = await startFakeSmtp();
    const a = smtpWorker(smtp.url, { batchSize: 5 });
    const b = smtpWorker(smtp.url, { batchSize: 5 });
    const sent = Array.from({ length: 30 }, () => message());
    for (const m of sent) await mailer().send(m);
    const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(ra.sent + rb.sent).toBe(30);
    expect(smtp.received.map((r) => r.to[0]).sort()).toEqual(sent.map((m) => `<${m.to}>`).sort());
  });

  it('a mail queued inside a transaction exists only if that transaction commits', async () => {
    const rolledBack = message();
    await expect(
      server.app.db.transaction(async (tx) => {
        await server.app.mailer.send(rolledBack, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await server.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, rolledBack.to)),
    ).toHaveLength(0);

    const committed = message();
    await server.app.db.transaction(async (tx) => {
      await server.app.mailer.send(committed, tx);
    });
    expect(await rowOf(committed.to)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it("the app's own worker delivers promptly to the .eml outbox", async () => {
    const other = await startTestServer();
    try {
      const m = message();
      const started = Date.now();
      await other.app.mailer.send(m);
      expect(await other.waitForMail(m.to, /Plain text/, 3_000)).toContain(m.text);
      expect(Date.now() - started).toBeLessThan(3_000);
      const [row] = await other.app.db.select().from(emailOutbox).where(eq(emailOutbox.to, m.to));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await other.close();
    }
  });
});
