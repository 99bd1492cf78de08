import type { Db } from '@app/server/testing';
import {
  findAccountMismatches,
  findChainBreaks,
  findDailyTotalMismatches,
  findLedgerMismatches,
  findSealBreaks,
  findUnbalancedTransactions,
  holdings,
  ledgerEntries,
  outboxDepth,
  sealCoverage,
  walletRequests,
} from '@app/server/testing';
import { inArray, sql } from 'drizzle-orm';
import type { Acks } from './traffic.ts';

export interface Invariant {
  name: string;
  held: boolean;
  detail: string;
}

const rows = async <T>(db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const sample = (xs: unknown[]) => `${xs.length}${xs.length ? `: ${JSON.stringify(xs.slice(0, 3))}` : ''}`;

/** What must hold in the database after the load and the faults, whatever happened in between. */
export async function checkInvariants(db: Db, acks: Acks): Promise<Invariant[]> {
  const out: Invariant[] = [];
  const add = (name: string, bad: unknown[], ok = `none of ${name.split(':')[0]}`) =>
    out.push({ name, held: bad.length === 0, detail: bad.length ? sample(bad) : ok });

  // The money invariants below mean nothing over zero requests: each kind needs one acknowledged.
  const none = [
    ['deposits', acks.deposits.size],
    ['withdrawals', acks.withdrawals.size],
    ['decisions', acks.decisions.size],
  ].filter(([, n]) => n === 0);
  add(
    'the traffic was acknowledged: at least one deposit, one withdrawal and one decision',
    none.map(([kind]) => `no acknowledged ${kind}`),
    `${acks.deposits.size} deposits, ${acks.withdrawals.size} withdrawals, ${acks.decisions.size} decisions`,
  );
  add(
    'ledger: the hash chain is whole (each transaction follows and matches its hash)',
    await findChainBreaks(db),
    'chain whole',
  );
  add(
    'ledger: every seal follows the one before and matches its transaction (sealed after commit)',
    await findSealBreaks(db),
    'seals whole',
  );
  const coverage = await sealCoverage(db);
  add(
    'ledger: no committed transaction below the sealer watermark is left unsealed',
    coverage.skipped > 0 ? [`${coverage.skipped} unsealed`] : [],
    `${coverage.waiting} waiting for the next pass`,
  );
  add(
    'ledger: every journal transaction has 2+ postings summing to zero',
    await findUnbalancedTransactions(db),
    'all balanced',
  );
  add(
    "ledger: every customer's cash balance = sum of their cash postings",
    await findLedgerMismatches(db),
    'all balances match',
  );
  add(
    "ledger: every other account's stored balance = sum of its postings",
    await findAccountMismatches(db),
    'all accounts match',
  );
  add(
    'ledger: the daily totals (trigger-kept) = the ledger, per user, day and kind',
    await findDailyTotalMismatches(db),
    'all daily totals match',
  );
  add(
    'no negative balance',
    await rows(db, sql`SELECT id, balance_cents FROM users WHERE balance_cents < 0`),
    'none below 0',
  );
  add(
    'nothing booked twice (ledger unique index + count)',
    await rows(
      db,
      sql`SELECT kind, reference_id, count(*) FROM journal_transactions WHERE reference_id IS NOT NULL AND kind NOT IN ('adjustment', 'funding') GROUP BY 1, 2 HAVING count(*) > 1`,
    ),
    'each request/holding booked at most once per kind',
  );
  const doubles = [...acks.decisions].filter(([, d]) => d.length > 1);
  add(
    'no request decided twice (acknowledged decisions)',
    doubles,
    `${acks.decisions.size} decided, each once`,
  );

  // Every request's bookings match its final state.
  const wrongBookings = await rows(
    db,
    sql`
    SELECT r.id, r.kind, r.status,
      count(*) FILTER (WHERE l.kind = 'deposit') AS credits,
      count(*) FILTER (WHERE l.kind = 'withdrawal_hold') AS holds,
      count(*) FILTER (WHERE l.kind = 'withdrawal_release') AS releases
    FROM wallet_requests r LEFT JOIN ledger_entries l ON l.reference_id = r.id AND l.account_type = 'cash'
    GROUP BY r.id, r.kind, r.status
    HAVING NOT (
      (r.kind = 'deposit' AND count(*) FILTER (WHERE l.kind = 'deposit') = (CASE WHEN r.status = 'approved' THEN 1 ELSE 0 END))
      OR (r.kind = 'withdrawal' AND count(*) FILTER (WHERE l.kind = 'withdrawal_hold') = 1
          AND count(*) FILTER (WHERE l.kind = 'withdrawal_release') = (CASE WHEN r.status = 'rejected' THEN 1 ELSE 0 END)))`,
  );
  add(
    'each request booked as its status says (approved deposit 1 credit, withdrawal 1 hold, rejected 1 release)',
    wrongBookings,
    'all consistent',
  );

  const missing: string[] = [];
  const wanted = [...acks.deposits.keys(), ...acks.withdrawals.keys()];
  const found = new Map<string, { userId: string; amountCents: number; status: string }>();
  for (let i = 0; i < wanted.length; i += 500) {
    const part = await db
      .select()
      .from(walletRequests)
      .where(inArray(walletRequests.id, wanted.slice(i, i + 500)));
    for (const r of part) found.set(r.id, r);
  }
  for (const [id, a] of [...acks.deposits, ...acks.withdrawals]) {
    const r = found.get(id);
    if (!r || r.userId !== a.userId || r.amountCents !== a.cents) missing.push(id);
  }
  for (const [id, d] of acks.decisions)
    if (found.has(id) && found.get(id)!.status !== d[0])
      missing.push(`${id} ${d[0]}≠${found.get(id)!.status}`);
  const holdingIds = [...acks.holdings.keys()];
  const haveHoldings = new Set<string>();
  for (let i = 0; i < holdingIds.length; i += 500) {
    const part = await db
      .select({ id: holdings.id })
      .from(holdings)
      .where(inArray(holdings.id, holdingIds.slice(i, i + 500)));
    for (const h of part) haveHoldings.add(h.id);
  }
  for (const id of holdingIds) if (!haveHoldings.has(id)) missing.push(`holding ${id}`);
  add(
    'every acknowledged (2xx) request exists as acknowledged',
    missing,
    `${acks.deposits.size} deposits, ${acks.withdrawals.size} withdrawals, ${acks.holdings.size} purchases, ${acks.decisions.size} decisions found`,
  );

  const payouts = await rows<{ id: string; status: string; payouts: string }>(
    db,
    sql`
    SELECT h.id, h.status, count(l.id)::text AS payouts FROM holdings h
    LEFT JOIN ledger_entries l ON l.reference_id = h.id AND l.kind = 'payout' AND l.account_type = 'cash'
    GROUP BY h.id, h.status`,
  );
  const badPayouts = payouts.filter((h) => Number(h.payouts) !== (h.status === 'completed' ? 1 : 0));
  const paid = payouts.filter((h) => h.status === 'completed').length;
  add(
    'every completed holding paid exactly once, no active one paid',
    badPayouts,
    `${paid} of ${payouts.length} holdings paid out, each once`,
  );
  out.push({ name: 'maturity payouts happened during the load', held: paid > 0, detail: `${paid} payouts` });
  add('idempotent replays answered the first result', acks.idempotencyViolations, 'all replays matched');
  const [purchases] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.kind} = 'investment' AND ${ledgerEntries.accountType} = 'cash'`);
  out.push({
    name: 'every purchase debited once',
    held: Number(purchases!.n) === payouts.length,
    detail: `${purchases!.n} investment entries for ${payouts.length} holdings`,
  });
  return out;
}

/** The outbox drains by itself once the faults are over: nothing failed, nothing stuck. */
export async function waitForOutboxDrained(db: Db, timeoutMs: number): Promise<Invariant> {
  const until = Date.now() + timeoutMs;
  let depth = await outboxDepth(db);
  while (depth.pending > 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 500));
    depth = await outboxDepth(db);
  }
  return {
    name: 'mail outbox drained (queued in the same transactions, delivered by both instances)',
    held: depth.pending === 0 && depth.failed === 0 && depth.sent > 0,
    detail: `${depth.sent} sent, ${depth.pending} pending, ${depth.failed} failed`,
  };
}

/** After the faults, every database connection of every instance is back in its pool (none leaked). */
export async function checkNoLeakedConnections(
  urls: { name: string; url: string }[],
  adminToken: string,
): Promise<Invariant> {
  const details: string[] = [];
  let held = true;
  for (const { name, url } of urls) {
    let best = Number.POSITIVE_INFINITY;
    let last = '';
    for (let i = 0; i < 10 && best > 0; i++) {
      const res = await fetch(`${url}/api/metrics`, {
        headers: { authorization: `Bearer ${adminToken}` },
      }).catch(() => null);
      const text = res?.ok ? await res.text() : '';
      const read = (state: string) =>
        Number(
          new RegExp(`^db_pool_clients\\{state="${state}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? Number.NaN,
        );
      const [total, idle, waiting] = [read('total'), read('idle'), read('waiting')];
      last = `${total} open, ${idle} idle, ${waiting} waiting`;
      if (Number.isFinite(total)) best = Math.min(best, total - idle + waiting);
      if (best > 0) await new Promise((r) => setTimeout(r, 300));
    }
    if (best !== 0) held = false;
    details.push(`${name}: ${last}`);
  }
  return {
    name: 'no database connection leaked: every pool client back and idle after the load',
    held,
    detail: details.join('; '),
  };
}
