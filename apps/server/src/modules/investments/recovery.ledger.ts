import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holdingRecoveries, holdings } from '../../db/schema.ts';
import { postJournal } from '../../shared/ledger.repository.ts';

/**
 * The bookings that end a default (docs/decisions/034-holding-lifecycle.md), each in the caller's
 * transaction, which holds the holding's row. The holding's principal sits in the customer's
 * invested principal; a recovery moves part of it back to their cash, a write-off moves what is
 * left to the platform's written-off account. Each also records its figure on the holding.
 */

/** One holding's share of a recovery payment: principal back to cash. Returns the payment's id. */
export async function bookRecovery(
  tx: Executor,
  p: { holdingId: string; userId: string; amountCents: number; note: string; actorId: string },
): Promise<string> {
  const [payment] = await tx
    .insert(holdingRecoveries)
    .values({ holdingId: p.holdingId, amountCents: p.amountCents, note: p.note, actorId: p.actorId })
    .returning({ id: holdingRecoveries.id });
  // The payment's own id is the reference: a holding may receive several recoveries, each once.
  await postJournal(tx, {
    kind: 'recovery',
    referenceId: payment!.id,
    actorId: p.actorId,
    postings: [
      { account: { type: 'principal', userId: p.userId }, amountCents: -p.amountCents, kind: 'recovery' },
      {
        account: { type: 'cash', userId: p.userId },
        amountCents: p.amountCents,
        kind: 'recovery',
        reason: p.note,
      },
    ],
  });
  await tx
    .update(holdings)
    .set({ recoveredCents: sql`${holdings.recoveredCents} + ${p.amountCents}` })
    .where(eq(holdings.id, p.holdingId));
  return payment!.id;
}

/**
 * Writes off what is left of one holding's principal (no cash moves: it leaves the customer's
 * invested principal for the written-off account) and ends the holding `written_off`.
 */
export async function bookWriteOff(
  tx: Executor,
  p: { holdingId: string; userId: string; amountCents: number; note: string; actorId: string },
): Promise<void> {
  if (p.amountCents > 0) {
    await postJournal(tx, {
      kind: 'write_off',
      referenceId: p.holdingId,
      actorId: p.actorId,
      postings: [
        {
          account: { type: 'principal', userId: p.userId },
          amountCents: -p.amountCents,
          kind: 'write_off',
          reason: p.note,
        },
        { account: { type: 'write_offs' }, amountCents: p.amountCents, kind: 'write_off', reason: p.note },
      ],
    });
  }
  await tx
    .update(holdings)
    .set({ status: 'written_off', writtenOffCents: p.amountCents, writtenOffAt: new Date() })
    .where(eq(holdings.id, p.holdingId));
}
