import {
  type AdminOffering,
  APPROVAL_WINDOW_HOURS,
  centsToDollars,
  ERROR_CODES,
  formatUsd,
  HOLDING_LIFE_MSG,
  INVEST_MSG,
  outstandingPrincipalCents,
  type PerformanceStatus,
  RECOVERABLE_STATUSES,
  type Settlement,
  splitProRata,
} from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holdings, offerings, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { adminPerson } from '../../shared/admin-person.ts';
import { actionWaits, closeApproval, recordAction } from '../../shared/approval-gate.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { performanceMail, recoveryMail, writeOffMail } from './holding-life.mails.ts';
import { assertHoldingMove } from './holding-moves.ts';
import { toAdminOfferingDto } from './investments.dto.ts';
import { findOffering, lockOffering } from './offerings.repository.ts';
import { offeringsChanged } from './offerings.service.ts';
import { bookRecovery, bookWriteOff } from './recovery.ledger.ts';
import {
  insertSettlement,
  listSettlementRows,
  lockSettlement,
  markSettlementDecided,
  type SettlementRow,
  sumRecentRecoveries,
} from './settlements.repository.ts';

/**
 * An offering's active holdings with their customers, locked, in customer order: every money path
 * locks a customer's row before the platform's, and a fixed order keeps two runs from deadlocking.
 */
function lockActiveHoldings(tx: Executor, offeringId: string) {
  return tx
    .select({ holding: holdings, email: users.email, name: users.name })
    .from(holdings)
    .innerJoin(users, eq(users.id, holdings.userId))
    .where(and(eq(holdings.offeringId, offeringId), eq(holdings.status, 'active')))
    .orderBy(asc(holdings.userId), asc(holdings.id))
    .for('update', { of: holdings });
}

async function lockRecoverable(tx: Executor, offeringId: string) {
  const offering = await lockOffering(tx, offeringId);
  if (!offering) throw notFound(INVEST_MSG.notFound);
  if (!RECOVERABLE_STATUSES.includes(offering.performance)) {
    throw conflict(HOLDING_LIFE_MSG.notRecoverable, ERROR_CODES.NOT_RECOVERABLE);
  }
  const rows = await lockActiveHoldings(tx, offeringId);
  if (rows.length === 0) throw conflict(HOLDING_LIFE_MSG.nothingOutstanding);
  return { offering, rows };
}

/** What a recovery or a write-off can still take from a holding (holding-states.ts in the contract). */
const outstanding = (h: typeof holdings.$inferSelect) => outstandingPrincipalCents(h);

/** PUT /auth/admin/investments/:id/performance: the status and note, audited, every holder mailed. */
export async function setPerformance(
  deps: Deps,
  adminId: string,
  offeringId: string,
  input: { status: PerformanceStatus; note: string },
): Promise<{ message: string; data: AdminOffering }> {
  await deps.db.transaction(async (tx) => {
    const before = await lockOffering(tx, offeringId);
    if (!before) throw notFound(INVEST_MSG.notFound);
    await tx
      .update(offerings)
      .set({ performance: input.status, performanceNote: input.note, performanceAt: new Date() })
      .where(eq(offerings.id, offeringId));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'offering.performance',
      targetType: 'offering',
      targetId: offeringId,
      details: { from: before.performance, to: input.status, note: input.note },
    });
    const holders = new Map<string, { email: string; name: string }>();
    for (const r of await lockActiveHoldings(tx, offeringId)) holders.set(r.holding.userId, r);
    for (const [userId, h] of holders) {
      await deps.mailer.send(performanceMail(h.email, h.name, { offeringName: before.name, ...input }), tx, {
        userId,
        kind: 'holding',
        text: `${before.name}, which you hold, is now ${input.status.replaceAll('_', ' ')}.`,
        link: '/investments',
      });
    }
  });
  await offeringsChanged(deps);
  const row = await findOffering(deps.db, offeringId);
  return { message: HOLDING_LIFE_MSG.performanceSaved, data: toAdminOfferingDto(row!) };
}

/** A recovery or a write-off either books at once (200) or waits for a second admin (202). */
type SettlementAnswer =
  | { status: 200; body: { message: string } }
  | { status: 202; body: { message: string; data: Settlement } };

/**
 * POST /auth/admin/investments/:id/recovery: money recovered from a defaulted borrower, paid to the
 * active holders pro rata to the principal each still has outstanding. Like a payout funding, a
 * recovery that would carry the offering's recoveries of the last 24 hours past the approval limit
 * waits for a second admin (docs/decisions/042-recoveries-and-write-offs-under-four-eyes.md).
 */
export async function payRecovery(
  deps: Deps,
  adminId: string,
  offeringId: string,
  input: { amount: number; note: string },
): Promise<SettlementAnswer> {
  const waiting = await deps.db.transaction(async (tx) => {
    const holders = await lockRecoverable(tx, offeringId);
    // Checked before it waits, so a second admin is never asked to approve what cannot book.
    openShares(holders.rows, input.amount);
    const recent = await sumRecentRecoveries(tx, offeringId, APPROVAL_WINDOW_HOURS);
    const { waits } = await actionWaits(tx, deps.config, {
      adminId,
      amountCents: input.amount,
      targetRecentCents: recent,
    });
    const settlementId = await insertSettlement(tx, {
      offeringId,
      kind: 'recovery',
      amountCents: input.amount,
      note: input.note,
      requestedBy: adminId,
      status: waits ? 'pending' : 'approved',
      decidedAt: waits ? null : new Date(),
    });
    await recordAction(tx, {
      id: settlementId,
      kind: 'recovery',
      adminId,
      amountCents: input.amount,
      offeringId,
      reason: input.note,
      status: waits ? 'pending' : 'approved',
    });
    if (waits) {
      await recordAudit(tx, {
        actorId: adminId,
        action: 'offering.recovery_requested',
        targetType: 'offering',
        targetId: offeringId,
        details: { settlementId, amountCents: input.amount, recentCents: recent, note: input.note },
      });
      return settlementId;
    }
    await bookRecoveryShares(tx, deps, holders, { amountCents: input.amount, note: input.note, adminId });
    return null;
  });
  if (waiting === null) return { status: 200, body: { message: HOLDING_LIFE_MSG.recoveryPaid } };
  return {
    status: 202,
    body: { message: HOLDING_LIFE_MSG.recoveryWaiting, data: await readSettlement(deps.db, waiting) },
  };
}

/**
 * POST /auth/admin/investments/:id/write-off: what is left of each active holding is written off.
 * One past the approval limit (the principal it would write off) waits for a second admin.
 */
export async function writeOff(
  deps: Deps,
  adminId: string,
  offeringId: string,
  input: { note: string },
): Promise<SettlementAnswer> {
  const waiting = await deps.db.transaction(async (tx) => {
    const holders = await lockRecoverable(tx, offeringId);
    const totalCents = holders.rows.reduce((sum, r) => sum + outstanding(r.holding), 0);
    if (totalCents === 0) throw conflict(HOLDING_LIFE_MSG.nothingOutstanding);
    const { waits } = await actionWaits(tx, deps.config, {
      adminId,
      amountCents: totalCents,
      targetRecentCents: 0,
    });
    const settlementId = await insertSettlement(tx, {
      offeringId,
      kind: 'write_off',
      amountCents: totalCents,
      note: input.note,
      requestedBy: adminId,
      status: waits ? 'pending' : 'approved',
      decidedAt: waits ? null : new Date(),
    });
    await recordAction(tx, {
      id: settlementId,
      kind: 'write_off',
      adminId,
      amountCents: totalCents,
      offeringId,
      reason: input.note,
      status: waits ? 'pending' : 'approved',
    });
    if (!waits) {
      await bookWriteOffs(tx, deps, holders, { note: input.note, adminId });
      return null;
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'offering.write_off_requested',
      targetType: 'offering',
      targetId: offeringId,
      details: { settlementId, amountCents: totalCents, note: input.note },
    });
    return settlementId;
  });
  if (waiting === null) return { status: 200, body: { message: HOLDING_LIFE_MSG.writtenOff } };
  return {
    status: 202,
    body: { message: HOLDING_LIFE_MSG.writeOffWaiting, data: await readSettlement(deps.db, waiting) },
  };
}

/**
 * PATCH /auth/admin/settlements/:id: another admin than the requester approves or rejects a waiting
 * recovery or write-off. An approval books it as of now: the offering must still be defaulted or in
 * recovery, a recovery must still fit what is outstanding, and a write-off takes what is left.
 */
export async function decideSettlement(
  deps: Deps,
  adminId: string,
  id: string,
  decision: 'approved' | 'rejected',
  /** Why a second admin rejects it (the approval gate asks for it); kept with the decision. */
  decisionReason?: string | undefined,
): Promise<{ message: string; data: Settlement }> {
  await deps.db.transaction(async (tx) => {
    const pending = await lockSettlement(tx, id);
    if (!pending) throw notFound(HOLDING_LIFE_MSG.settlementNotFound);
    if (pending.requestedBy === adminId) throw forbidden(HOLDING_LIFE_MSG.settlementOwnRequest);
    if (pending.status !== 'pending') throw conflict(HOLDING_LIFE_MSG.settlementDecided);
    await closeApproval(tx, { id, decision, deciderId: adminId, reason: decisionReason });
    if (decision === 'approved') {
      const holders = await lockRecoverable(tx, pending.offeringId);
      const booking = { amountCents: pending.amountCents, note: pending.note, adminId };
      if (pending.kind === 'recovery') await bookRecoveryShares(tx, deps, holders, booking);
      else await bookWriteOffs(tx, deps, holders, booking);
    }
    await markSettlementDecided(tx, { id, status: decision, decidedBy: adminId });
    await recordAudit(tx, {
      actorId: adminId,
      action: `offering.${pending.kind}_${decision}`,
      targetType: 'offering',
      targetId: pending.offeringId,
      details: { settlementId: id, amountCents: pending.amountCents, requestedBy: pending.requestedBy },
    });
  });
  const data = await readSettlement(deps.db, id);
  const booked = data.kind === 'recovery' ? HOLDING_LIFE_MSG.recoveryPaid : HOLDING_LIFE_MSG.writtenOff;
  return { message: decision === 'approved' ? booked : HOLDING_LIFE_MSG.settlementRejected, data };
}

function toSettlementDto(r: SettlementRow): Settlement {
  const s = r.settlement;
  return {
    _id: s.id,
    kind: s.kind,
    investmentId: s.offeringId,
    investmentName: r.offeringName,
    amount: centsToDollars(s.amountCents),
    note: s.note,
    status: s.status,
    requestedBy: adminPerson(r.requester),
    createdAt: s.createdAt.toISOString(),
  };
}

async function readSettlement(db: Executor, id: string): Promise<Settlement> {
  const [row] = await listSettlementRows(db, { id, limit: 1 });
  if (!row) throw notFound(HOLDING_LIFE_MSG.settlementNotFound);
  return toSettlementDto(row);
}

type Recoverable = Awaited<ReturnType<typeof lockRecoverable>>;
type Holder = Recoverable['rows'][number];

/**
 * Each open holding's share of a recovery, pro rata to the principal it still has outstanding, to
 * the cent (the largest remainders take the odd cents, so the parts sum to the amount). More than is
 * outstanding is refused.
 */
function openShares(rows: Holder[], amountCents: number) {
  const open = rows.filter((r) => outstanding(r.holding) > 0);
  const total = open.reduce((sum, r) => sum + outstanding(r.holding), 0);
  if (total === 0) throw conflict(HOLDING_LIFE_MSG.nothingOutstanding);
  if (amountCents > total)
    throw conflict(HOLDING_LIFE_MSG.recoveryAtMost(formatUsd(centsToDollars(total), 'en-US')));
  const parts = splitProRata(
    amountCents,
    open.map((r) => outstanding(r.holding)),
  );
  return open.map((r, i) => ({ holder: r, cents: parts[i]! }));
}

/** Books a recovery: each open holding's share back to its holder's cash, mailed, audited once. */
async function bookRecoveryShares(
  tx: Executor,
  deps: Pick<Deps, 'mailer'>,
  { offering, rows }: Recoverable,
  p: { amountCents: number; note: string; adminId: string },
) {
  const shares = openShares(rows, p.amountCents);
  for (const { holder, cents } of shares) {
    if (cents === 0) continue;
    const share = { offeringName: offering.name, cents, note: p.note, adminId: p.adminId };
    const how = { move: 'recover' as const, book: bookRecovery, mail: recoveryMail };
    await settleHolding(tx, deps, how, holder, { ...share, performance: offering.performance });
  }
  await recordAudit(tx, {
    actorId: p.adminId,
    action: 'offering.recovery',
    targetType: 'offering',
    targetId: offering.id,
    details: { amountCents: p.amountCents, holdings: shares.length, note: p.note },
  });
}

/** Books a write-off: what is left of each active holding, mailed, audited once. */
async function bookWriteOffs(
  tx: Executor,
  deps: Pick<Deps, 'mailer'>,
  { offering, rows }: Recoverable,
  p: { note: string; adminId: string },
) {
  let totalCents = 0;
  for (const r of rows) {
    const cents = outstanding(r.holding);
    totalCents += cents;
    const rest = { offeringName: offering.name, cents, note: p.note, adminId: p.adminId };
    const how = { move: 'write_off' as const, book: bookWriteOff, mail: writeOffMail };
    await settleHolding(tx, deps, how, r, { ...rest, performance: offering.performance });
  }
  await recordAudit(tx, {
    actorId: p.adminId,
    action: 'offering.write_off',
    targetType: 'offering',
    targetId: offering.id,
    details: { amountCents: totalCents, holdings: rows.length, note: p.note },
  });
}

/** Books one holder's share of a recovery or a write-off and tells them, in the caller's transaction. */
async function settleHolding(
  tx: Executor,
  deps: Pick<Deps, 'mailer'>,
  how: {
    move: 'recover' | 'write_off';
    book: typeof bookRecovery | typeof bookWriteOff;
    mail: typeof recoveryMail | typeof writeOffMail;
  },
  r: Holder,
  p: { offeringName: string; cents: number; note: string; adminId: string; performance: PerformanceStatus },
): Promise<void> {
  const h = r.holding;
  assertHoldingMove(h, p.performance, how.move);
  await how.book(tx, {
    holdingId: h.id,
    userId: h.userId,
    amountCents: p.cents,
    note: p.note,
    actorId: p.adminId,
  });
  const mail = { offeringName: p.offeringName, reference: h.reference, cents: p.cents, note: p.note };
  await deps.mailer.send(how.mail(r.email, r.name, mail), tx, {
    userId: h.userId,
    kind: 'recovery',
    text: `${how.mail === recoveryMail ? 'A recovery' : 'A write-off'} of ${formatUsd(centsToDollars(p.cents))} was booked on ${h.reference} (${p.offeringName}).`,
    link: '/investments',
  });
}
