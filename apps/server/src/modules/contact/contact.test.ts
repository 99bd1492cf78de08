import { CONTACT_MESSAGE_MAX, CONTACT_RATE_LIMIT, CONTACT_RECEIVED, MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { uniqueEmail } from '../../test/users.ts';

const SUPPORT = 'support@test.local';

function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    user_name: 'Ada Lovelace',
    user_email: uniqueEmail('contact'),
    phonenumber: '+44 20 7946 0958',
    subject: 'Question about fees',
    message: 'Hello, what is the platform fee on the free plan?',
    ...overrides,
  };
}

// Each server allows CONTACT_RATE_LIMIT (5) messages per IP per window: tests share that budget.
describe('POST /contact', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('stores the message, mails it to SUPPORT_EMAIL and answers 201', async () => {
    const body = contactBody({ userRole: 'admin', extra: 'ignored' });
    const res = await server.request('POST', '/contact', { body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: CONTACT_RECEIVED });

    const rows = await server.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, body.user_email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ada Lovelace',
      phonenumber: '+442079460958',
      subject: 'Question about fees',
      message: body.message,
      ip: '127.0.0.1',
    });

    const mail = await server.waitForMail(SUPPORT, new RegExp(body.user_email.replace(/\./g, '\\.')));
    expect(mail).toContain('From: Ada Lovelace');
    expect(mail).toContain(body.message);
    expect(mail).toContain(`Reference: ${rows[0]!.id}`);
    expect(server.mailsTo(SUPPORT).at(-1)?.subject).toMatch(/^Contact form: Question about/);
  });

  it('accepts a message without phone number or text', async () => {
    const body = contactBody({ phonenumber: '', message: undefined });
    const res = await server.request('POST', '/contact', { body });
    expect(res.status).toBe(201);
    const [row] = await server.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, body.user_email));
    expect(row).toMatchObject({ phonenumber: '', message: '' });
  });

  it('refuses invalid fields with one error per field and stores nothing', async () => {
    const email = 'not-an-email';
    const res = await server.request('POST', '/contact', {
      body: contactBody({
        user_name: '  ',
        user_email: email,
        phonenumber: '12',
        subject: '',
        message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1),
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      user_name: 'Full name is required',
      user_email: 'Enter a valid email address',
      phonenumber: 'Enter a valid phone number, e.g. +1 555 123 4567',
      subject: 'Subject is required',
      message: `Message is too long (${CONTACT_MESSAGE_MAX} characters at most)`,
    });
    const rows = await server.app.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(0);
  });

  it('keeps a message with markup exactly as written, as plain text', async () => {
    const body = contactBody({ subject: 'Hi', message: '<img src=x onerror=alert(1)>' });
    expect((await server.request('POST', '/contact', { body })).status).toBe(201);
    await server.waitForMail(SUPPORT, /onerror/);
    const raw = server.mailsTo(SUPPORT).at(-1)!;
    expect(raw.text).toContain('<img src=x onerror=alert(1)>'); // plain-text part keeps the words
    const [row] = await server.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, body.user_email));
    expect(row?.message).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('POST /contact rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it(`answers 429 after ${CONTACT_RATE_LIMIT} messages from one IP in the window`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_RATE_LIMIT + 2; i++) {
      const res = await server.request('POST', '/contact', { body: contactBody() });
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body).toEqual({ message: MSG.tooManyRequests, code: 'RATE_LIMITED' });
    }
    expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT).fill(201), 429, 429]);
    expect(await server.app.db.select().from(contactMessages)).toHaveLength(CONTACT_RATE_LIMIT);
  });
});
