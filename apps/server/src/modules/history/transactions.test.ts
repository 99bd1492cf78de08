import { HISTORY_MSG } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { expectLedgerConsistent, SETUP_TIMEOUT, TEST_TIMEOUT } from '../../test/suite.ts';
import { signUpAndLogin } from '../../test/users.ts';
import { book } from './history.fixtures.ts';

type User = Awaited<ReturnType<typeof signUpAndLogin>>;
let server: TestServer;
let ada: User;
let bob: User;

// Ada: 30 deposits of $10.01 on consecutive days from 2026-01-01, a $50 withdrawal hold on 01-15,
// and two fees. Bob: one deposit.
beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpAndLogin(server, { name: 'Ada History' });
  bob = await signUpAndLogin(server, { name: 'Bob Other' });
  const entries = [];
  for (let d = 1; d <= 30; d++) {
    const day = `2026-01-${String(d).padStart(2, '0')}`;
    entries.push({ kind: 'deposit' as const, cents: 1001, at: `${day}T10:00:00Z` });
    if (d === 15) entries.push({ kind: 'withdrawal_hold' as const, cents: -5000, at: `${day}T12:00:00Z` });
    if (d === 20 || d === 25) entries.push({ kind: 'fee' as const, cents: -25, at: `${day}T13:00:00Z` });
  }
  await book(server, ada.id, entries);
  await book(server, bob.id, [{ kind: 'deposit', cents: 700, at: '2026-01-05T09:00:00Z' }]);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await expectLedgerConsistent(server);
  await server?.close();
});

const get = (user: User, query: string) =>
  server.request('GET', `/auth/transactions${query}`, { token: user.token });

async function allPages(user: User, query: string) {
  const seen = [];
  let cursor: string | null = null;
  let first: any;
  // What each page after the first said of totals: only the first page carries them.
  const laterTotals: unknown[] = [];
  do {
    const sep = query ? '&' : '?';
    const res = await get(user, cursor ? `${query}${sep}cursor=${encodeURIComponent(cursor)}` : query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (first) laterTotals.push(res.body.totals);
    first ??= res.body;
    seen.push(...res.body.data);
    cursor = res.body.nextCursor;
  } while (cursor);
  return { seen, first, laterTotals };
}

describe('GET /auth/transactions', { timeout: TEST_TIMEOUT }, () => {
  it('pages every movement newest first with its running balance, and totals over the whole history', async () => {
    const { seen, first, laterTotals } = await allPages(ada, '?limit=7');
    expect(seen).toHaveLength(33);
    // 33 movements, 7 a page: five pages, totals on the first only.
    expect(laterTotals).toEqual([undefined, undefined, undefined, undefined]);
    expect(new Set(seen.map((m) => m._id)).size).toBe(33);
    // Newest first, and each running balance is the one before it plus its amount.
    const oldestFirst = [...seen].reverse();
    let balance = 0;
    for (const m of oldestFirst) {
      balance = Math.round((balance + m.amount) * 100) / 100;
      expect(m.balanceAfter).toBe(balance);
    }
    expect(seen[0]).toMatchObject({
      type: 'deposit',
      amount: 10.01,
      balanceAfter: 249.8,
      description: 'Deposit credited',
      createdAt: '2026-01-30T10:00:00.000000Z',
    });
    expect(seen.find((m) => m.type === 'withdrawal_hold')).toMatchObject({ amount: -50 });
    expect(first.totals).toEqual({ count: 33, credits: 300.3, debits: -50.5, net: 249.8 });
    expect(first.data).toHaveLength(7);
  });

  it('filters by type and by dates (whole UTC days, both ends included)', async () => {
    const fees = await allPages(ada, '?type=fee');
    expect(fees.seen.map((m) => m.createdAt.slice(0, 10))).toEqual(['2026-01-25', '2026-01-20']);
    expect(fees.first.totals).toEqual({ count: 2, credits: 0, debits: -0.5, net: -0.5 });

    const week = await allPages(ada, '?from=2026-01-10&to=2026-01-16&limit=3');
    expect(week.seen).toHaveLength(8);
    expect(week.seen.at(-1).createdAt).toBe('2026-01-10T10:00:00.000000Z');
    expect(week.seen[0].createdAt).toBe('2026-01-16T10:00:00.000000Z');
    expect(week.first.totals).toEqual({ count: 8, credits: 70.07, debits: -50, net: 20.07 });

    const depositsInWeek = await allPages(ada, '?type=deposit&from=2026-01-10&to=2026-01-16');
    expect(depositsInWeek.seen).toHaveLength(7);
  });

  it('shows only the caller’s own movements', async () => {
    const { seen, first } = await allPages(bob, '');
    expect(seen).toHaveLength(1);
    expect(first.totals).toEqual({ count: 1, credits: 7, debits: 0, net: 7 });
  });

  it('an empty filter answers an empty page with zero totals', async () => {
    const res = await get(ada, '?from=2025-01-01&to=2025-01-31');
    expect(res.body).toEqual({
      data: [],
      nextCursor: null,
      totals: { count: 0, credits: 0, debits: 0, net: 0 },
    });
  });

  it('refuses a cursor from another filter, another user, or one that was tampered with', async () => {
    const page = await get(ada, '?limit=5');
    const cursor = encodeURIComponent(page.body.nextCursor);
    expect(page.body.nextCursor).toEqual(expect.any(String));

    const otherFilter = await get(ada, `?limit=5&type=deposit&cursor=${cursor}`);
    expect(otherFilter.status).toBe(400);
    expect(otherFilter.body.errors).toEqual({ cursor: HISTORY_MSG.cursorOtherSearch });
    expect((await get(ada, `?from=2026-01-02&cursor=${cursor}`)).status).toBe(400);

    const otherUser = await get(bob, `?limit=5&cursor=${cursor}`);
    expect(otherUser.status).toBe(400);
    expect(otherUser.body.errors).toEqual({ cursor: HISTORY_MSG.cursorOtherSearch });

    // The same position with another payload but the old signature is refused.
    const [body, sig] = page.body.nextCursor.split('.');
    const forged = JSON.parse(Buffer.from(body, 'base64url').toString());
    forged.u = bob.id;
    const forgedCursor = `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${sig}`;
    const tampered = await get(bob, `?limit=5&cursor=${encodeURIComponent(forgedCursor)}`);
    expect(tampered.status).toBe(400);
    expect(tampered.body.errors).toEqual({ cursor: HISTORY_MSG.badCursor });
    for (const junk of ['x', 'a.b', 'a.b.c', `${body}.`, '.'])
      expect((await get(ada, `?cursor=${encodeURIComponent(junk)}`)).status).toBe(400);

    // A different page size with the same filters is the same search.
    expect((await get(ada, `?limit=10&cursor=${cursor}`)).status).toBe(200);
  });

  it('refuses bad filters with a clear error', async () => {
    const cases: [string, string][] = [
      ['?from=2026-02-01&to=2026-01-01', 'from'],
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?type=bonus', 'type'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
    ];
    for (const [query, field] of cases) {
      const res = await get(ada, query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), query).toContain(field);
    }
    const fromAfterTo = await get(ada, '?from=2026-02-01&to=2026-01-01');
    expect(fromAfterTo.body.errors.from).toBe(HISTORY_MSG.fromAfterTo);
  });

  it('needs a signed-in caller', async () => {
    expect((await server.request('GET', '/auth/transactions')).status).toBe(401);
    expect((await server.request('GET', '/auth/transactions.csv')).status).toBe(401);
  });
});

describe('GET /auth/transactions.csv', { timeout: TEST_TIMEOUT }, () => {
  it('streams every matching movement, newest first, with running balances', async () => {
    const res = await fetch(`${server.url}/api/auth/transactions.csv?from=2026-01-14&to=2026-01-20`, {
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="account-history-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Date (UTC)","Type","Description","Amount (USD)","Balance after (USD)","Reference","ID"',
    );
    expect(lines).toHaveLength(1 + 7 + 1 + 1);
    expect(lines[1]).toMatch(/^"2026-01-20T13:00:00.000000Z","Fee","Platform fee","-0.25","149.95",/);
    expect(lines.at(-1)).toMatch(
      /^"2026-01-14T10:00:00.000000Z","Deposit","Deposit credited","10.01","140.14",/,
    );
  });

  it('holds more rows than one batch, and a bad filter is a 400 before anything streams', async () => {
    const many = Array.from({ length: 1100 }, (_, i) => ({
      kind: 'deposit' as const,
      cents: 1,
      at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    }));
    const user = await signUpAndLogin(server, { name: 'Many Rows' });
    await book(server, user.id, many);
    const res = await fetch(`${server.url}/api/auth/transactions.csv`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1101);
    expect(lines[1]).toContain('"11.00"');
    expect(lines.at(-1)).toContain('"0.01"');
    const bad = await server.request('GET', '/auth/transactions.csv?type=bonus', { token: user.token });
    expect(bad.status).toBe(400);
  });
});
