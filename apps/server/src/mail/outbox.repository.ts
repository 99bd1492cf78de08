import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rows } from '../db/rows.ts';
import { emailOutbox, users } from '../db/schema.ts';
import type { MailMessage } from './mail-message.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Queues a mail and returns its id, or null when the address is a closed account's: a closed account
 * gets no more mail (ADR 053), checked in the same statement so a closure committing at the same
 * moment is seen by whichever comes second.
 */
export async function enqueueMail(db: Executor, m: MailMessage): Promise<string | null> {
  if (m.reachesClosedAccount) {
    const [row] = await db
      .insert(emailOutbox)
      .values({ to: m.to, subject: m.subject, text: m.text, html: m.html })
      .returning({ id: emailOutbox.id });
    return row!.id;
  }
  const [row] = await rows<{ id: string }>(
    db,
    sql`INSERT INTO ${emailOutbox} ("to", "subject", "text", "html")
      SELECT ${m.to}, ${m.subject}, ${m.text}, ${m.html}
      WHERE NOT EXISTS (SELECT 1 FROM ${users}
        WHERE lower(${users.email}) = lower(${m.to}) AND ${users.closedAt} IS NOT NULL)
      RETURNING "id"`,
  );
  return row?.id ?? null;
}

/**
 * Takes up to `limit` due mails for this worker, oldest first. The rows are picked `FOR UPDATE SKIP
 * LOCKED` (another instance claiming at the same moment skips them) and leased in the same statement:
 * their next attempt moves `leaseMs` ahead and their attempt count goes up, so no other instance
 * touches them while this one sends. If this instance dies mid-send, the lease runs out and any
 * instance retries them (delivery is at least once).
 */
export async function claimDueMails(db: Executor, p: { limit: number; leaseMs: number; id?: string }) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        p.id ? eq(emailOutbox.id, p.id) : undefined,
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.createdAt))
    .limit(p.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${p.leaseMs / 1000})`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Delivered mails, several in one statement. */
export async function markSent(db: Executor, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(inArray(emailOutbox.id, ids));
}

/** A failed attempt: retried after `retryInMs`, or given up (`failed`) when that is null. */
export async function markAttemptFailed(
  db: Executor,
  p: { id: string; error: string; retryInMs: number | null },
) {
  await db
    .update(emailOutbox)
    .set(
      p.retryInMs === null
        ? { status: 'failed', lastError: p.error }
        : { lastError: p.error, nextAttemptAt: sql`now() + make_interval(secs => ${p.retryInMs / 1000})` },
    )
    .where(eq(emailOutbox.id, p.id));
}

/** Mails by status, for /api/metrics and the fault suite. */
export async function outboxDepth(db: Executor): Promise<Record<OutboxRow['status'], number>> {
  const rows = await db
    .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const depth = { pending: 0, sent: 0, failed: 0 };
  for (const r of rows) depth[r.status] = Number(r.n);
  return depth;
}

/** Sent mails are kept a while for support questions, then deleted. */
export async function pruneSentMails(db: Executor, olderThanDays: number) {
  await db
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'sent'),
        lte(emailOutbox.sentAt, sql`now() - make_interval(days => ${olderThanDays})`),
      ),
    );
}
