import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/** Statuses in which a holding has nothing more to pay: its cash flows are all in the ledger. */
export const ENDED_STATUSES = ['completed', 'written_off'] as const;
/** Never invested for good (undone in the reflection period): no part of any return. */
const LEFT_OUT = ['cancelled'];

export interface HoldingFlow {
  holdingId: string;
  amountCents: number;
  at: Date;
}

export interface OwnHolding {
  id: string;
  offeringName: string;
  status: string;
  amountCents: number;
  expectedReturnCents: number;
  managementFeeCents: number;
  maturityAt: Date;
  paidOutAt: Date | null;
}

/**
 * The customer's money into and out of holdings, from their cash postings: purchases, fees, payouts,
 * delayed returns and recoveries, each tied to its holding. Deposits, withdrawals and adjustments move money between the
 * bank and the wallet, not into an investment, so they are no part of a return.
 */
export async function findHoldingFlows(db: Executor, userId: string): Promise<HoldingFlow[]> {
  const result = await rows<{ holding_id: string; amount: string; created_at: string | Date }>(
    db,
    sql`
    SELECT l.reference_id AS holding_id, l.amount_cents::text AS amount, l.created_at
    FROM ledger_entries l JOIN holdings h ON h.id = l.reference_id
    WHERE l.user_id = ${userId}::uuid AND h.user_id = ${userId}::uuid
      AND l.kind IN ('investment', 'payout', 'return', 'fee', 'recovery')
      AND h.status NOT IN (${sql.join(
        LEFT_OUT.map((s) => sql`${s}`),
        sql`, `,
      )})
    ORDER BY l.created_at, l.id`,
  );
  return result.map((r) => ({
    holdingId: r.holding_id,
    amountCents: Number(r.amount),
    at: new Date(r.created_at),
  }));
}

/** Every holding of the customer that counts towards a return, oldest first. */
export async function findOwnHoldings(db: Executor, userId: string): Promise<OwnHolding[]> {
  const result = await rows<{
    id: string;
    name: string;
    status: string;
    amount: string;
    ret: string;
    fee: string;
    maturity_at: string | Date;
    paid_out_at: string | Date | null;
  }>(
    db,
    sql`
    SELECT h.id, o.name, h.status, h.amount_cents::text AS amount, h.expected_return_cents::text AS ret,
           h.management_fee_cents::text AS fee, h.maturity_at, h.paid_out_at
    FROM holdings h JOIN offerings o ON o.id = h.offering_id
    WHERE h.user_id = ${userId}::uuid
      AND h.status NOT IN (${sql.join(
        LEFT_OUT.map((s) => sql`${s}`),
        sql`, `,
      )})
    ORDER BY h.maturity_at, h.id`,
  );
  return result.map((r) => ({
    id: r.id,
    offeringName: r.name,
    status: r.status,
    amountCents: Number(r.amount),
    expectedReturnCents: Number(r.ret),
    managementFeeCents: Number(r.fee),
    maturityAt: new Date(r.maturity_at),
    paidOutAt: r.paid_out_at ? new Date(r.paid_out_at) : null,
  }));
}
