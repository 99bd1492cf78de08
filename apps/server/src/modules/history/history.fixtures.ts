import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LedgerKind } from '../../shared/ledger.repository.ts';
import { applyBalanceChange } from '../../shared/ledger.repository.ts';
import type { TestServer } from '../../test/harness.ts';

export interface Booking {
  kind: LedgerKind;
  cents: number;
  /** When it happened (ISO); oldest first across one call. Default: now. */
  at?: string;
  referenceId?: string;
}

/** Books ledger entries the way the services do, then dates them: tests need history in the past. */
export async function book(server: TestServer, userId: string, entries: Booking[]) {
  for (const e of entries) {
    await server.app.db.transaction(async (tx) => {
      const balance = await applyBalanceChange(tx, {
        userId,
        amountCents: e.cents,
        kind: e.kind,
        referenceId: e.kind === 'adjustment' ? undefined : (e.referenceId ?? randomUUID()),
      });
      if (balance === null) throw new Error(`booking ${e.cents} would overdraw ${userId}`);
      if (e.at)
        await tx.execute(sql`
          UPDATE ledger_entries SET created_at = ${e.at}::timestamptz
          WHERE id = (SELECT id FROM ledger_entries WHERE user_id = ${userId}::uuid
                      ORDER BY created_at DESC, id DESC LIMIT 1)`);
    });
  }
}

/** Moves an account's opening date, so statements reach back to it. */
export async function openedAt(server: TestServer, userId: string, at: string) {
  await server.app.db.execute(
    sql`UPDATE users SET created_at = ${at}::timestamptz WHERE id = ${userId}::uuid`,
  );
}
