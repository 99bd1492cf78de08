import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { totalValue } from './admin-totals.repository.ts';

/**
 * The summary cards in one statement. Users and their balances come from the trigger-kept totals;
 * the pending counts are short ranges of (kind, status) and (kyc_status) indexes. Nothing scans users.
 */
export async function readStats(db: Executor) {
  const pending = (kind: 'deposit' | 'withdrawal') =>
    sql`(SELECT count(*) FROM wallet_requests WHERE kind = ${kind} AND status = 'pending')`;
  const result = await rows<{
    total_users: string;
    total_balance: string;
    pending_deposits: string;
    pending_withdrawals: string;
    pending_kyc: string;
    pending_adjustments: string;
  }>(
    db,
    sql`
    SELECT ${totalValue('users')}::text AS total_users,
           ${totalValue('balance_cents')}::text AS total_balance,
           ${pending('deposit')}::text AS pending_deposits,
           ${pending('withdrawal')}::text AS pending_withdrawals,
           (SELECT count(*) FROM users WHERE kyc_status = 'pending')::text AS pending_kyc,
           (SELECT count(*) FROM balance_adjustments WHERE status = 'pending')::text AS pending_adjustments`,
  );
  const row = result[0]!;
  return {
    totalUsers: Number(row.total_users),
    totalBalanceCents: Number(row.total_balance),
    pendingDeposits: Number(row.pending_deposits),
    pendingWithdrawals: Number(row.pending_withdrawals),
    pendingKyc: Number(row.pending_kyc),
    pendingAdjustments: Number(row.pending_adjustments),
  };
}
