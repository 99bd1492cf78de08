import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { bankAccounts, notificationSettings, oneTimeTokens, recoveryCodes, users } from '../../db/schema.ts';

/** What still ties a customer to the platform: money held for them or something on its way. */
export interface WhatIsLeft {
  cashCents: number;
  openHoldings: number;
  pending: number;
}

/**
 * Read under the customer's lock (lockCustomer), so no money operation slips in between the check and
 * the closure. `pending` counts deposit and withdrawal requests and balance edits that wait for a
 * decision, and matured holdings whose return waits for the offering's funding.
 */
export async function findWhatIsLeft(db: Executor, userId: string): Promise<WhatIsLeft> {
  const [row] = await rows<{ cash: string; holdings: number; pending: number }>(
    db,
    sql`SELECT u.balance_cents AS cash,
      (SELECT count(*)::int FROM holdings h WHERE h.user_id = u.id AND h.status = 'active') AS holdings,
      (SELECT count(*)::int FROM wallet_requests w WHERE w.user_id = u.id AND w.status = 'pending')
      + (SELECT count(*)::int FROM balance_adjustments a WHERE a.user_id = u.id AND a.status = 'pending')
      + (SELECT count(*)::int FROM holdings d WHERE d.user_id = u.id
          AND d.return_delayed_at IS NOT NULL AND d.return_paid_at IS NULL) AS pending
    FROM users u WHERE u.id = ${userId}::uuid`,
  );
  return { cashCents: Number(row?.cash ?? 0), openHoldings: row?.holdings ?? 0, pending: row?.pending ?? 0 };
}

/**
 * What a closure removes, each one step: the lead adds a step here for any new table of personal
 * preferences (mail settings, marketing choices). What the law keeps (the ledger, identity checks,
 * requests, holdings, audit) is never touched.
 */
export const CLOSURE_ERASURES: ((tx: Executor, userId: string) => Promise<unknown>)[] = [
  // The credentials: no password, no authenticator key, no recovery codes, no live links or codes.
  (tx, userId) =>
    tx
      .update(users)
      .set({
        closedAt: sql`now()`,
        passwordHash: null,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        heardAbout: null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId)),
  (tx, userId) => tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
  (tx, userId) => tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId)),
  // Payment methods: past requests keep their amounts and references; their account link goes null.
  (tx, userId) => tx.delete(bankAccounts).where(eq(bankAccounts.userId, userId)),
  // Mail preferences: a closed account gets no mail to choose.
  (tx, userId) => tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId)),
];

/** Sets a closed account open again; false when it was not closed. */
export async function reopenUser(db: Executor, userId: string): Promise<boolean> {
  const done = await db
    .update(users)
    .set({ closedAt: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNotNull(users.closedAt)))
    .returning({ id: users.id });
  return done.length > 0;
}
