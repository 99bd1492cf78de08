import { sql } from 'drizzle-orm';

/**
 * What a ledger entry `l` is about, for its short `VI-` reference (`w.reference`, `h.reference`,
 * `a.reference`) and a holding's offering (`o.name`): joins per row through primary keys; the
 * entry's kind says which table its reference id points into. The customer's history and the
 * admin's ledger export read the same joins, so both show the same reference.
 */
export const ledgerSubjectJoins = sql`
  LEFT JOIN wallet_requests w ON w.id = l.reference_id
    AND l.kind IN ('deposit', 'withdrawal_hold', 'withdrawal_release')
  LEFT JOIN holding_recoveries hr ON hr.id = l.reference_id AND l.kind = 'recovery'
  LEFT JOIN holdings h ON h.id = CASE WHEN l.kind = 'recovery' THEN hr.holding_id
    WHEN l.kind IN ('investment', 'payout', 'return', 'fee', 'refund') THEN l.reference_id END
  LEFT JOIN balance_adjustments a ON a.id = l.reference_id AND l.kind = 'adjustment'
  LEFT JOIN offerings o ON o.id = h.offering_id`;

/** The entry's short reference, from whichever subject it has. */
export const ledgerSubjectReference = sql`coalesce(w.reference, h.reference, a.reference)`;
