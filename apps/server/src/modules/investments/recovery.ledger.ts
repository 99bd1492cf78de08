import { ERROR_CODES, HOLDING_LIFE_MSG } from '@app/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { holdingRecoveries, holdings } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import { postJournal } from '../../shared/ledger.repository.ts';

/** Outstanding principal in SQL: the same sum as `holdingPrincipal` in packages/contract. */
const outstandingSql = sql`${holdings.amountCents} - ${holdings.recoveredCents} - ${holdings.writtenOffCents}`;

/**
 * Records `cents` more recovered or written off on an open holding, only while that much principal is
 * outstanding: a booking never pays more than is left, whoever calls it (the admin's request or the
 * approval of a waiting one); `all` asks for exactly what is left (a write-off ends the holding). A
 * 409 otherwise, and the caller's transaction rolls back.
 */
async function takeOutstanding(
  tx: Executor,
  holdingId: string,
  cents: number,
  set: PgUpdateSetSource<typeof holdings>,
  all = false,
): Promise<void> {
  const fits = all ? eq(outstandingSql, cents) : gte(outstandingSql, cents);
  const [row] = await tx
    .update(holdings)
    .set(set)
    .where(and(eq(holdings.id, holdingId), eq(holdings.status, 'active'), fits))
    .returning({ id: holdings.id });
  if (!row) throw conflict(HOLDING_LIFE_MSG.recoveryTooLarge, ERROR_CODES.CONFLICT);
}

/**
 * The bookings that end a default (docs/decisions/034-holding-lifecycle.md), each in the caller's
 * transaction, which holds the holding's row. The holding's principal sits in the customer's
 * invested principal; a recovery moves part of it back to their cash, a write-off moves what is
 * left to the platform's written-off account. Each also records its figure on the holding, and
 * refuses more than the holding's outstanding principal (amount − recovered − written off).
 */

/** One holding's share of a recovery payment: principal back to cash. Returns the payment's id. */
export async function bookRecovery(
  tx: Executor,
  p: { holdingId: string; userId: string; amountCents: number; note: string; actorId: string },
): Promise<string> {
  await takeOutstanding(tx, p.holdingId, p.amountCents, {
    recoveredCents: sql`${holdings.recoveredCents} + ${p.amountCents}`,
  });
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
  await takeOutstanding(
    tx,
    p.holdingId,
    p.amountCents,
    {
      status: 'written_off',
      writtenOffCents: sql`${holdings.writtenOffCents} + ${p.amountCents}`,
      writtenOffAt: new Date(),
    },
    true,
  );
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
}
