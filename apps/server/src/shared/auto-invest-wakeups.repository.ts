import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rows } from '../db/rows.ts';

/**
 * Tells the auto-invest job to look (ADR 051), written in the transaction of the event itself, so
 * a wake-up exists exactly when its event committed: an offering went on sale (every strategy
 * looks at it), or a customer's cash arrived (a deposit credited, a holding paid out: their
 * strategies look at everything on sale). Any module whose event moves cash in calls this.
 */
export async function wakeAutoInvest(
  tx: Executor,
  subject: { offeringId: string } | { userId: string },
): Promise<void> {
  const offeringId = 'offeringId' in subject ? subject.offeringId : null;
  const userId = 'userId' in subject ? subject.userId : null;
  await tx.execute(
    sql`INSERT INTO auto_invest_wakeups (offering_id, user_id) VALUES (${offeringId}::uuid, ${userId}::uuid)`,
  );
}

export interface Wakeup {
  id: string;
  offeringId: string | null;
  userId: string | null;
}

/**
 * Claims the oldest wake-up no instance is working on, for `leaseSeconds`: a wake-up whose instance
 * died is claimed again once its lease runs out (buying is once per strategy and offering, so a
 * second look never buys twice).
 */
export async function claimWakeup(db: Executor, leaseSeconds: number): Promise<Wakeup | null> {
  const [row] = await rows<{ id: string; offering_id: string | null; user_id: string | null }>(
    db,
    sql`UPDATE auto_invest_wakeups SET claimed_until = now() + make_interval(secs => ${leaseSeconds}::int)
        WHERE id = (SELECT id FROM auto_invest_wakeups
                    WHERE claimed_until IS NULL OR claimed_until < now()
                    ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, offering_id, user_id`,
  );
  return row ? { id: row.id, offeringId: row.offering_id, userId: row.user_id } : null;
}

export async function finishWakeup(db: Executor, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM auto_invest_wakeups WHERE id = ${id}::uuid`);
}
