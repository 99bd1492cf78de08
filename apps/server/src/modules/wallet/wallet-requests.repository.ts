import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { param, preparedQuery, preparedStatement } from '../../db/prepared.ts';
import { bankAccounts, emailOutbox, users, walletRequests } from '../../db/schema.ts';
import { keyInsertPlaceholders, keyPlaceholderValues, type keyRow } from '../../lib/idempotency.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export type RequestKind = 'deposit' | 'withdrawal';
export type RequestStatus = 'pending' | 'approved' | 'rejected';

/**
 * Locks the customer's row until the transaction ends (SELECT … FOR NO KEY UPDATE): their money moves
 * one request at a time. It is the lock the balance UPDATE itself takes, so it never waits on rows
 * that merely reference the user (an idempotency key, a ledger entry, a session) — a plain FOR UPDATE
 * would, and two requests that had each inserted such a row would deadlock. Returns what a request's
 * answer shows of the customer.
 */
export async function lockUser(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, balanceCents: users.balanceCents })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row ?? null;
}

export async function insertRequest(
  tx: Executor,
  p: { userId: string; kind: RequestKind; amountCents: number; method: string; bankAccountId: string | null },
) {
  const [row] = await tx.insert(walletRequests).values(p).returning();
  return row!;
}

/** Cents of the user's pending and approved withdrawals created in the last `hours` hours. */
export async function sumRecentWithdrawals(tx: Executor, userId: string, hours: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${walletRequests.amountCents}), 0)::text` })
    .from(walletRequests)
    .where(
      and(
        eq(walletRequests.userId, userId),
        eq(walletRequests.kind, 'withdrawal'),
        inArray(walletRequests.status, ['pending', 'approved']),
        gt(walletRequests.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Locks one request of a kind until the transaction ends: a request is decided by one admin once. */
export async function lockRequest(tx: Executor, id: string, kind: RequestKind) {
  const [row] = await tx
    .select()
    .from(walletRequests)
    .where(and(eq(walletRequests.id, id), eq(walletRequests.kind, kind)))
    .for('update');
  return row ?? null;
}

export async function setDecision(
  tx: Executor,
  p: { id: string; status: Exclude<RequestStatus, 'pending'>; adminId: string },
) {
  await tx
    .update(walletRequests)
    .set({ status: p.status, decidedAt: sql`now()`, decidedBy: p.adminId })
    .where(and(eq(walletRequests.id, p.id), eq(walletRequests.status, 'pending')));
}

/** A request with its customer and payment method (kept even after the customer removed it). */
const requestView = {
  request: walletRequests,
  user: { id: users.id, name: users.name, email: users.email },
  bank: bankAccounts,
};

function selectViews(db: Executor) {
  return db
    .select(requestView)
    .from(walletRequests)
    .innerJoin(users, eq(users.id, walletRequests.userId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, walletRequests.bankAccountId));
}
export type RequestView = NonNullable<Awaited<ReturnType<typeof findRequestView>>>;

export async function findRequestView(db: Executor, id: string) {
  const [row] = await selectViews(db).where(eq(walletRequests.id, id)).limit(1);
  return row ?? null;
}

// Spelled exactly as the wallet_requests indexes (created_at DESC NULLS LAST, id DESC NULLS LAST): a
// plain DESC means NULLS FIRST, which no index matches, and PostgreSQL would sort every matching row.
const newestFirst = sql`${walletRequests.createdAt} DESC NULLS LAST, ${walletRequests.id} DESC NULLS LAST`;

/** One customer's requests of a kind, newest first. */
export async function listUserRequests(
  db: Executor,
  p: { userId: string; kind: RequestKind; limit: number },
) {
  return selectViews(db)
    .where(and(eq(walletRequests.userId, p.userId), eq(walletRequests.kind, p.kind)))
    .orderBy(newestFirst)
    .limit(p.limit);
}

/** Every customer's requests of a kind (admin), newest first, one page, with the total count. */
export async function listRequestsPage(
  db: Executor,
  p: { kind: RequestKind; status?: RequestStatus; limit: number; offset: number },
) {
  const where = and(
    eq(walletRequests.kind, p.kind),
    p.status ? eq(walletRequests.status, p.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectViews(db).where(where).orderBy(newestFirst).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(walletRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * What a deposit request is made from, in one read: the customer (null when gone), the linked account
 * it names (null when none is named, or it is not the customer's or removed), and the database clock.
 */
export async function findDepositContext(db: Executor, p: { userId: string; bankAccountId?: string }) {
  const [row] = await depositContextQuery(db).execute({ userId: p.userId, bankId: p.bankAccountId ?? null });
  return row ? { user: row.user, bank: row.bank, now: new Date(Number(row.nowMs)) } : null;
}

// Prepared: asked by every deposit. A null bankId matches no account (`id = NULL` is never true).
const depositContextQuery = preparedQuery((db) =>
  db
    .select({
      user: { id: users.id, name: users.name, email: users.email },
      bank: bankAccounts,
      nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`,
    })
    .from(users)
    .leftJoin(
      bankAccounts,
      and(
        eq(bankAccounts.id, sql.placeholder('bankId')),
        eq(bankAccounts.userId, users.id),
        isNull(bankAccounts.deletedAt),
      ),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('wallet_deposit_context'),
);

/**
 * A pending deposit request, its "received" mail and its idempotency key, as one statement: all three
 * or none (nothing when the key is taken). Returns the mail's id, or null when nothing was written.
 */
export async function insertDepositRequest(
  db: Executor,
  p: {
    request: typeof walletRequests.$inferInsert & { id: string; createdAt: Date };
    mail: MailMessage;
    key?: ReturnType<typeof keyRow>;
  },
): Promise<string | null> {
  const r = p.request;
  const result = await (p.key ? depositWithKey : depositWithoutKey)(db, {
    ...keyPlaceholderValues(p.key),
    id: r.id,
    userId: r.userId,
    kind: r.kind,
    amount: r.amountCents,
    method: r.method ?? null,
    bankAccountId: r.bankAccountId ?? null,
    createdAt: r.createdAt.toISOString(),
    mailTo: p.mail.to,
    mailSubject: p.mail.subject,
    mailText: p.mail.text,
    mailHtml: p.mail.html,
  });
  return result.rows[0]?.id ?? null;
}

const depositSql = (keyed: boolean) => sql`
  WITH k AS (${keyInsertPlaceholders(keyed)}),
  r AS (
    INSERT INTO ${walletRequests} (id, user_id, kind, amount_cents, method, bank_account_id, created_at)
    SELECT ${param('id')}::uuid, ${param('userId')}::uuid, ${param('kind')}::text,
           ${param('amount')}::bigint, ${param('method')}::text,
           ${param('bankAccountId')}::uuid, ${param('createdAt')}::timestamptz
    WHERE EXISTS (SELECT 1 FROM k)
    RETURNING id
  ),
  m AS (
    INSERT INTO ${emailOutbox} ("to", subject, text, html)
    SELECT ${param('mailTo')}::text, ${param('mailSubject')}::text,
           ${param('mailText')}::text, ${param('mailHtml')}::text FROM r
    RETURNING id
  )
  SELECT id FROM m`;
// Prepared (db/prepared.ts): the statement of every deposit request, with and without a key.
const depositWithKey = preparedStatement<{ id: string }>('wallet_deposit_keyed', depositSql(true));
const depositWithoutKey = preparedStatement<{ id: string }>('wallet_deposit', depositSql(false));
