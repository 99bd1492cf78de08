import {
  centsToDollars,
  LEDGER_ACCOUNT_LABELS,
  type LedgerAccountType,
  type Reconciliation,
  type TrialBalance,
} from '@app/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { bankReconciliations, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { adminPerson } from '../../shared/admin-person.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { PLATFORM_ACCOUNT_IDS } from '../../shared/ledger.repository.ts';

const LIST_LIMIT = 100;

/**
 * GET /auth/admin/reports/trial-balance: every account type's total, credit balances positive and
 * debit balances (the bank, an asset) negative. Every journal transaction sums to zero, so the total
 * is zero; anything else is a fault `npm run ledger:verify` names. The platform's accounts keep no
 * stored balance (ADR 050): theirs is the sum of their postings.
 */
export async function trialBalance(deps: Deps): Promise<TrialBalance> {
  const sums = await rows<{ type: LedgerAccountType; total: string }>(
    deps.db,
    sql`
    SELECT a.type, coalesce(sum(coalesce(a.balance_cents, u.balance_cents, p.total)), 0)::text AS total
    FROM ledger_accounts a LEFT JOIN users u ON a.type = 'cash' AND u.id = a.user_id
    LEFT JOIN LATERAL (SELECT sum(e.amount_cents) AS total FROM ledger_entries e
                       WHERE a.balance_cents IS NULL AND a.type <> 'cash' AND e.account_id = a.id) p ON true
    GROUP BY a.type`,
  );
  const byType = new Map(sums.map((s) => [s.type, Number(s.total)]));
  const types = Object.keys(LEDGER_ACCOUNT_LABELS) as LedgerAccountType[];
  const totalCents = types.reduce((sum, t) => sum + (byType.get(t) ?? 0), 0);
  return {
    data: types.map((account) => ({ account, balance: centsToDollars(byType.get(account) ?? 0) })),
    total: centsToDollars(totalCents),
  };
}

/** What the ledger says the bank held at the close of `day` (UTC): the bank account's debit balance. */
async function bankBalanceAtClose(db: Executor, day: string): Promise<number> {
  const [row] = await rows<{ held: string }>(
    db,
    sql`
    SELECT (-coalesce(sum(amount_cents), 0))::text AS held FROM ledger_entries
    WHERE account_id = ${PLATFORM_ACCOUNT_IDS.bank}::uuid
      AND created_at < (${day}::date + 1)::timestamp AT TIME ZONE 'UTC'`,
  );
  return Number(row?.held ?? 0);
}

function toReconciliationDto(
  r: typeof bankReconciliations.$inferSelect,
  by: { id: string; name: string } | null,
): Reconciliation {
  return {
    date: r.day,
    bankBalance: centsToDollars(r.bankBalanceCents),
    ledgerBalance: centsToDollars(r.ledgerBalanceCents),
    difference: centsToDollars(r.bankBalanceCents - r.ledgerBalanceCents),
    by: adminPerson(by),
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * POST /auth/admin/reconciliations: an admin enters the bank's real closing balance for a day; the
 * ledger's bank account at that close is put beside it, and both are kept and audited.
 */
export async function reconcile(deps: Deps, adminId: string, input: { date: string; bankBalance: number }) {
  const row = await deps.db.transaction(async (tx) => {
    const ledgerBalanceCents = await bankBalanceAtClose(tx, input.date);
    const [saved] = await tx
      .insert(bankReconciliations)
      .values({
        day: input.date,
        bankBalanceCents: input.bankBalance,
        ledgerBalanceCents,
        createdBy: adminId,
      })
      .returning();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'ledger.reconciled',
      targetType: 'ledger',
      targetId: saved!.id,
      details: {
        day: input.date,
        bankBalanceCents: input.bankBalance,
        ledgerBalanceCents,
        differenceCents: input.bankBalance - ledgerBalanceCents,
      },
    });
    return saved!;
  });
  const [admin] = await deps.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, adminId));
  return { data: toReconciliationDto(row, admin ?? null) };
}

/** GET /auth/admin/reconciliations: newest first. */
export async function listReconciliations(deps: Deps): Promise<{ data: Reconciliation[] }> {
  const found = await deps.db
    .select({ r: bankReconciliations, by: { id: users.id, name: users.name } })
    .from(bankReconciliations)
    .leftJoin(users, eq(users.id, bankReconciliations.createdBy))
    .orderBy(desc(bankReconciliations.createdAt), desc(bankReconciliations.id))
    .limit(LIST_LIMIT);
  return { data: found.map((f) => toReconciliationDto(f.r, f.by)) };
}
