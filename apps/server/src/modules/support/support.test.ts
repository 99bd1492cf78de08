import { randomUUID } from 'node:crypto';
import {
  addWorkingDays,
  COMPLAINT_ANSWER_WORKING_DAYS,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES_PER_WINDOW,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, supportThreads } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signUpAdmin, signUpAndLogin } from '../../test/users.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let alice: Awaited<ReturnType<typeof signUpAndLogin>>;
let bob: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAdmin(server);
  alice = await signUpAndLogin(server, { name: 'Alice Asker' });
  bob = await signUpAndLogin(server, { name: 'Bob Other' });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const open = (token: string, body: unknown) =>
  server.request('POST', '/auth/support/threads', { token, body });
const write = (token: string, id: string, message: unknown) =>
  server.request('POST', `/auth/support/threads/${id}/messages`, { token, body: { message } });
const answer = (id: string, message: string) =>
  server.request('POST', `/auth/admin/support/${id}/messages`, { token: admin.token, body: { message } });
const patch = (id: string, body: unknown, token = admin.token) =>
  server.request('PATCH', `/auth/admin/support/${id}`, { token, body });
const queue = (status?: string) =>
  server.request('GET', `/auth/admin/support${status ? `?status=${status}` : ''}`, { token: admin.token });
const noticesOf = async (userId: string) =>
  (await server.app.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
    (n) => n.text,
  );

describe('a customer opens a conversation', () => {
  it('opens a question with its first message and lists it for its owner only', async () => {
    const res = await open(alice.token, {
      subject: 'How do payouts work?',
      category: 'question',
      message: 'Hello,\nwhen are returns paid?',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      subject: 'How do payouts work?',
      category: 'question',
      status: 'waiting',
      dueAt: null,
    });
    expect(res.body.data.reference).toMatch(/^SP-[2-9A-Z]{6}$/);
    expect(res.body.data.messages).toEqual([
      expect.objectContaining({
        from: 'customer',
        name: 'Alice Asker',
        text: 'Hello,\nwhen are returns paid?',
      }),
    ]);
    const mine = await server.request('GET', '/auth/support/threads', { token: alice.token });
    expect(mine.body.data.map((t: { _id: string }) => t._id)).toContain(res.body.data._id);
    const theirs = await server.request('GET', '/auth/support/threads', { token: bob.token });
    expect(theirs.body.data.map((t: { _id: string }) => t._id)).not.toContain(res.body.data._id);
  });

  it("answers 404 for another customer's thread, whether read or written to", async () => {
    const res = await open(alice.token, { subject: 'Private', category: 'other', message: 'Only mine.' });
    const id = res.body.data._id;
    expect((await server.request('GET', `/auth/support/threads/${id}`, { token: bob.token })).status).toBe(
      404,
    );
    expect((await write(bob.token, id, 'Let me in')).status).toBe(404);
    expect(
      (await server.request('GET', `/auth/support/threads/${randomUUID()}`, { token: alice.token })).status,
    ).toBe(404);
    expect(
      (await server.request('GET', '/auth/support/threads/not-an-id', { token: alice.token })).status,
    ).toBe(400);
    // The thread kept only its first message.
    const own = await server.request('GET', `/auth/support/threads/${id}`, { token: alice.token });
    expect(own.body.data.messages).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'question', message: 'x' }, 'subject'],
      [{ subject: 'a\u202eb', category: 'question', message: 'x' }, 'subject'],
      [{ subject: 'Hi', category: 'gossip', message: 'x' }, 'category'],
      [{ subject: 'Hi', category: 'question', message: '   ' }, 'message'],
      [{ subject: 'Hi', category: 'question', message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) }, 'message'],
      [{ subject: 'Hi', category: 'question', message: 'pay \u202egro.knab' }, 'message'],
      [{ subject: 'Hi', category: 'question', message: 'bell\u0007' }, 'message'],
    ];
    const carl = await signUpAndLogin(server, { name: 'Carl Careless' });
    for (const [body, field] of cases) {
      const res = await open(carl.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errors?.[field], field).toBeTruthy();
    }
    const rows = await server.app.db.select().from(supportThreads).where(eq(supportThreads.userId, carl.id));
    expect(rows).toHaveLength(0);
    // Exactly the limit passes, with Windows line ends kept as line breaks.
    const ok = await open(carl.token, {
      subject: 'Long',
      category: 'question',
      message: `a\r\n${'x'.repeat(SUPPORT_MESSAGE_MAX - 2)}`,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.messages[0].text.startsWith('a\nx')).toBe(true);
  });

  it('limits how many messages one customer sends in a window (429)', async () => {
    const dora = await signUpAndLogin(server, { name: 'Dora Chatty' });
    const first = await open(dora.token, { subject: 'Many', category: 'question', message: 'one' });
    for (let i = 1; i < SUPPORT_MESSAGES_PER_WINDOW; i++) {
      expect((await write(dora.token, first.body.data._id, `more ${i}`)).status).toBe(201);
    }
    const over = await write(dora.token, first.body.data._id, 'one too many');
    expect(over.status).toBe(429);
    expect((await open(dora.token, { subject: 'Another', category: 'other', message: 'x' })).status).toBe(
      429,
    );
  });
});

describe('complaints', () => {
  it('are acknowledged at once by mail with their CP- reference and deadline', async () => {
    const before = Date.now();
    const res = await open(alice.token, {
      subject: 'My withdrawal was late',
      category: 'complaint',
      message: 'It took a week.',
    });
    expect(res.status).toBe(201);
    const { reference, dueAt } = res.body.data;
    expect(reference).toMatch(/^CP-[2-9A-Z]{6}$/);
    const expected = addWorkingDays(new Date(before), COMPLAINT_ANSWER_WORKING_DAYS).getTime();
    expect(Math.abs(new Date(dueAt).getTime() - expected)).toBeLessThan(60_000);
    const mail = await server.waitForMail(alice.email, new RegExp(reference));
    expect(mail).toContain(`${COMPLAINT_ANSWER_WORKING_DAYS} working days`);
    expect(await noticesOf(alice.id)).toContain(
      `We received your complaint ${reference} and will answer it by the date in our mail.`,
    );
  });

  it('go through the console: taken, answered, seen by the customer, closed only with an outcome', async () => {
    const erin = await signUpAndLogin(server, { name: 'Erin Complainer' });
    const opened = await open(erin.token, {
      subject: 'Fee was wrong',
      category: 'complaint',
      message: 'I was charged twice.',
    });
    const id = opened.body.data._id;
    const reference = opened.body.data.reference;

    const waiting = await queue();
    expect(waiting.status).toBe(200);
    const row = waiting.body.data.find((t: { _id: string }) => t._id === id);
    expect(row).toMatchObject({ status: 'waiting', customer: { name: 'Erin Complainer' }, assignedTo: null });
    expect(row.dueAt).toBe(opened.body.data.dueAt);

    const taken = await patch(id, { assignTo: 'me' });
    expect(taken.status).toBe(200);
    expect(taken.body.data.assignedTo).toMatchObject({ _id: admin.id });

    const reply = await answer(id, 'We are sorry: the second fee is refunded.');
    expect(reply.status).toBe(201);
    const seen = await server.request('GET', `/auth/support/threads/${id}`, { token: erin.token });
    expect(seen.body.data.status).toBe('answered');
    expect(seen.body.data.messages.map((m: { from: string }) => m.from)).toEqual(['customer', 'admin']);
    await server.waitForMail(erin.email, /Support answered: Fee was wrong/);
    expect(await noticesOf(erin.id)).toContain(`Support answered in ${reference}: Fee was wrong.`);
    // The answered thread left the waiting queue.
    expect((await queue()).body.data.map((t: { _id: string }) => t._id)).not.toContain(id);
    expect((await queue('answered')).body.data.map((t: { _id: string }) => t._id)).toContain(id);

    // The customer writes again: the thread waits again and the admin who took it is told.
    expect((await write(erin.token, id, 'Thank you, when will I see it?')).status).toBe(201);
    expect((await queue()).body.data.map((t: { _id: string }) => t._id)).toContain(id);
    expect(await noticesOf(admin.id)).toContain(`Erin Complainer wrote in ${reference}: Fee was wrong.`);

    const noOutcome = await patch(id, { status: 'closed' });
    expect(noOutcome.status).toBe(400);
    expect(noOutcome.body.errors.outcome).toBeTruthy();
    const closed = await patch(id, {
      status: 'closed',
      outcome: 'Upheld: the double fee of $2.50 is refunded.',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({
      status: 'closed',
      outcome: 'Upheld: the double fee of $2.50 is refunded.',
    });
    await server.waitForMail(erin.email, /Upheld: the double fee/);
    expect((await patch(id, { status: 'closed', outcome: 'again' })).status).toBe(409);
    expect((await write(erin.token, id, 'One more thing')).status).toBe(409);
    expect((await answer(id, 'Late reply')).status).toBe(409);

    const audit = await server.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['support.thread_opened', 'support.answered', 'support.closed']),
    );

    const report = await server.request('GET', '/auth/admin/reports/complaints', { token: admin.token });
    expect(report.status).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    const thisMonth = report.body.data.find((m: { month: string }) => m.month === month);
    expect(thisMonth.opened).toBeGreaterThanOrEqual(1);
    expect(thisMonth.closed).toBeGreaterThanOrEqual(1);
  });

  it('a question closes without an outcome', async () => {
    const q = await open(bob.token, { subject: 'Thanks', category: 'question', message: 'All good.' });
    const res = await patch(q.body.data._id, { status: 'closed' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('closed');
  });
});

describe('the console is for admins', () => {
  it('refuses customers (403) and bad input (400)', async () => {
    const q = await open(bob.token, { subject: 'Mine', category: 'money', message: 'Where is my deposit?' });
    const id = q.body.data._id;
    expect((await server.request('GET', '/auth/admin/support', { token: bob.token })).status).toBe(403);
    expect(
      (
        await server.request('POST', `/auth/admin/support/${id}/messages`, {
          token: bob.token,
          body: { message: 'hi' },
        })
      ).status,
    ).toBe(403);
    expect((await patch(id, { status: 'closed' }, bob.token)).status).toBe(403);
    expect((await queue('nonsense')).status).toBe(400);
    expect((await patch(id, {})).status).toBe(400);
    expect((await patch(id, { status: 'waiting' })).status).toBe(400);
    expect((await patch(randomUUID(), { assignTo: 'me' })).status).toBe(404);
    expect((await answer(id, 'x'.repeat(SUPPORT_MESSAGE_MAX + 1))).status).toBe(400);
  });
});
