import { type HoldingFigures, holdingFigures, type MaturityInstruction } from '@app/contract';
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
  category: string;
  status: string;
  amountCents: number;
  expectedReturnCents: number;
  managementFeeCents: number;
  maturityAt: Date;
  paidOutAt: Date | null;
  /** Its figures (packages/contract holding-figures.ts): outstanding principal, expected payout, roll-over. */
  figures: HoldingFigures;
}

/**
 * The customer's money into and out of holdings, from their cash postings: purchases, fees, payouts,
 * delayed returns and recoveries (through their payment's row), each tied to its holding. Deposits, withdrawals and adjustments move money between the
 * bank and the wallet, not into an investment, so they are no part of a return.
 */
export async function findHoldingFlows(db: Executor, userId: string): Promise<HoldingFlow[]> {
  const result = await rows<{ holding_id: string; amount: string; created_at: string | Date }>(
    db,
    sql`
    SELECT h.id AS holding_id, l.amount_cents::text AS amount, l.created_at
    FROM ledger_entries l
    LEFT JOIN holding_recoveries hr ON hr.id = l.reference_id AND l.kind = 'recovery'
    JOIN holdings h ON h.id = coalesce(hr.holding_id, l.reference_id)
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
    category: string;
    status: string;
    amount: string;
    ret: string;
    fee: string;
    platform_fee: string;
    recovered: string;
    written_off: string;
    instruction: MaturityInstruction;
    maturity_at: string | Date;
    paid_out_at: string | Date | null;
    return_delayed_at: string | Date | null;
    return_paid_at: string | Date | null;
  }>(
    db,
    sql`
    SELECT h.id, o.name, o.category, h.status, h.amount_cents::text AS amount,
           h.expected_return_cents::text AS ret, h.management_fee_cents::text AS fee, h.fee_cents::text AS platform_fee,
           h.recovered_cents::text AS recovered, h.written_off_cents::text AS written_off, h.instruction,
           h.maturity_at, h.paid_out_at, h.return_delayed_at, h.return_paid_at
    FROM holdings h JOIN offerings o ON o.id = h.offering_id
    WHERE h.user_id = ${userId}::uuid
      AND h.status NOT IN (${sql.join(
        LEFT_OUT.map((s) => sql`${s}`),
        sql`, `,
      )})
    ORDER BY h.maturity_at, h.id`,
  );
  return result.map((r) => {
    const row = {
      amountCents: Number(r.amount),
      expectedReturnCents: Number(r.ret),
      managementFeeCents: Number(r.fee),
    };
    return {
      id: r.id,
      offeringName: r.name,
      category: r.category,
      status: r.status,
      ...row,
      maturityAt: new Date(r.maturity_at),
      paidOutAt: r.paid_out_at ? new Date(r.paid_out_at) : null,
      figures: holdingFigures({
        ...row,
        status: r.status as Parameters<typeof holdingFigures>[0]['status'],
        feeCents: Number(r.platform_fee),
        recoveredCents: Number(r.recovered),
        writtenOffCents: Number(r.written_off),
        instruction: r.instruction,
        returnDelayedAt: r.return_delayed_at ? new Date(r.return_delayed_at) : null,
        returnPaidAt: r.return_paid_at ? new Date(r.return_paid_at) : null,
      }),
    };
  });
}
