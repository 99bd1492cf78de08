import {
  type AdminOffering,
  ERROR_CODES,
  HOLDING_LIFE_MSG,
  INVEST_MSG,
  type PerformanceStatus,
  RECOVERABLE_STATUSES,
  splitProRata,
} from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holdings, offerings, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../shared/audit.repository.ts';
import { performanceMail, recoveryMail, writeOffMail } from './holding-life.mails.ts';
import { toAdminOfferingDto } from './investments.dto.ts';
import { findOffering, lockOffering } from './offerings.repository.ts';
import { offeringsChanged } from './offerings.service.ts';
import { bookRecovery, bookWriteOff } from './recovery.ledger.ts';

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

const outstanding = (h: typeof holdings.$inferSelect) => h.amountCents - h.recoveredCents;

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
    for (const h of holders.values()) {
      await deps.mailer.send(performanceMail(h.email, h.name, { offeringName: before.name, ...input }), tx);
    }
  });
  await offeringsChanged(deps);
  const row = await findOffering(deps.db, offeringId);
  return { message: HOLDING_LIFE_MSG.performanceSaved, data: toAdminOfferingDto(row!) };
}

/**
 * POST /auth/admin/investments/:id/recovery: money recovered from a defaulted borrower, paid to the
 * active holders pro rata to the principal each still has outstanding, to the cent (the largest
 * remainders take the odd cents, so the parts sum to the amount). More than is outstanding is refused.
 */
export async function payRecovery(
  deps: Deps,
  adminId: string,
  offeringId: string,
  input: { amount: number; note: string },
) {
  await deps.db.transaction(async (tx) => {
    const { offering, rows } = await lockRecoverable(tx, offeringId);
    const open = rows.filter((r) => outstanding(r.holding) > 0);
    const total = open.reduce((sum, r) => sum + outstanding(r.holding), 0);
    if (total === 0) throw conflict(HOLDING_LIFE_MSG.nothingOutstanding);
    if (input.amount > total) throw conflict(HOLDING_LIFE_MSG.recoveryTooLarge);
    const parts = splitProRata(
      input.amount,
      open.map((r) => outstanding(r.holding)),
    );
    for (const [i, r] of open.entries()) {
      const cents = parts[i]!;
      if (cents === 0) continue;
      const share = { offeringName: offering.name, cents, note: input.note, adminId };
      await settleHolding(tx, deps, { book: bookRecovery, mail: recoveryMail }, r, share);
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'offering.recovery',
      targetType: 'offering',
      targetId: offeringId,
      details: { amountCents: input.amount, holdings: open.length, note: input.note },
    });
  });
  return { message: HOLDING_LIFE_MSG.recoveryPaid };
}

/** POST /auth/admin/investments/:id/write-off: what is left of each active holding is written off. */
export async function writeOff(deps: Deps, adminId: string, offeringId: string, input: { note: string }) {
  await deps.db.transaction(async (tx) => {
    const { offering, rows } = await lockRecoverable(tx, offeringId);
    let totalCents = 0;
    for (const r of rows) {
      const cents = outstanding(r.holding);
      totalCents += cents;
      const rest = { offeringName: offering.name, cents, note: input.note, adminId };
      await settleHolding(tx, deps, { book: bookWriteOff, mail: writeOffMail }, r, rest);
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'offering.write_off',
      targetType: 'offering',
      targetId: offeringId,
      details: { amountCents: totalCents, holdings: rows.length, note: input.note },
    });
  });
  return { message: HOLDING_LIFE_MSG.writtenOff };
}

type Holder = Awaited<ReturnType<typeof lockRecoverable>>['rows'][number];

/** Books one holder's share of a recovery or a write-off and tells them, in the caller's transaction. */
async function settleHolding(
  tx: Executor,
  deps: Pick<Deps, 'mailer'>,
  how: { book: typeof bookRecovery | typeof bookWriteOff; mail: typeof recoveryMail | typeof writeOffMail },
  r: Holder,
  p: { offeringName: string; cents: number; note: string; adminId: string },
): Promise<void> {
  const h = r.holding;
  await how.book(tx, {
    holdingId: h.id,
    userId: h.userId,
    amountCents: p.cents,
    note: p.note,
    actorId: p.adminId,
  });
  const mail = { offeringName: p.offeringName, reference: h.reference, cents: p.cents, note: p.note };
  await deps.mailer.send(how.mail(r.email, r.name, mail), tx);
}
