import type { PerformanceStatus } from './holding-life.ts';

/**
 * The one table of a holding's life (docs/ledger.md, docs/decisions/047-one-life-for-a-holding.md):
 * the state a holding is in, read from its stored status and amounts and its offering's performance,
 * and the moves each state allows. Every service that moves a holding asks `canMove` first, so a
 * rule such as "a holding with a recovery cannot be cancelled" lives here and nowhere else.
 */
export const HOLDING_LIFE_STATES = [
  'active',
  'in_reflection',
  'delayed',
  'defaulted',
  'recovered_in_part',
  'cancelled',
  'written_off',
  'matured',
  'rolled_over',
] as const;
export type HoldingLifeState = (typeof HOLDING_LIFE_STATES)[number];

export const HOLDING_MOVES = [
  'cancel',
  'mature',
  'recover',
  'write_off',
  'roll_over',
  'change_instruction',
] as const;
export type HoldingMove = (typeof HOLDING_MOVES)[number];

/**
 * The allowed moves of each state. A holding whose borrower is late or defaulted can neither be
 * cancelled nor mature: its money is not there. Once a recovery has paid part of it back, only more
 * recovery, a write-off, or (when the offering performs again) a maturity of what is left can follow.
 */
export const HOLDING_LIFE_MOVES: Record<HoldingLifeState, readonly HoldingMove[]> = {
  active: ['mature', 'change_instruction'],
  in_reflection: ['cancel', 'mature', 'change_instruction'],
  delayed: ['change_instruction'],
  defaulted: ['recover', 'write_off'],
  recovered_in_part: ['recover', 'write_off', 'mature', 'change_instruction'],
  cancelled: [],
  written_off: [],
  matured: ['roll_over'],
  rolled_over: [],
};

export const HOLDING_STATE_LABELS: Record<HoldingLifeState, string> = {
  active: 'active',
  in_reflection: 'in its reflection period',
  delayed: 'waiting for a delayed payment',
  defaulted: 'defaulted',
  recovered_in_part: 'recovered in part',
  cancelled: 'cancelled',
  written_off: 'written off',
  matured: 'paid out',
  rolled_over: 'rolled over',
};

const MOVE_LABELS: Record<HoldingMove, string> = {
  cancel: 'cancelled',
  mature: 'paid out at maturity',
  recover: 'paid a recovery',
  write_off: 'written off',
  roll_over: 'rolled over',
  change_instruction: 'given a new maturity instruction',
};

export function canMove(from: HoldingLifeState, move: HoldingMove): boolean {
  return HOLDING_LIFE_MOVES[from].includes(move);
}

/** The 409 message of a refused move: what the holding is, and what it cannot be. */
export function moveRefusedMessage(from: HoldingLifeState, move: HoldingMove): string {
  return `This holding is ${HOLDING_STATE_LABELS[from]}: it cannot be ${MOVE_LABELS[move]}.`;
}

/** What the life of a holding reads: its stored row and its offering's performance. */
export interface HoldingLifeInput {
  status: 'active' | 'completed' | 'cancelled' | 'written_off' | 'reflection';
  amountCents: number;
  recoveredCents: number;
  writtenOffCents: number;
  reflectionEndsAt: Date | null;
  performance: PerformanceStatus;
  /** True when a later holding was bought with this one's maturity (it has a successor). */
  rolledOver?: boolean;
}

export function holdingLifeState(h: HoldingLifeInput, now: Date = new Date()): HoldingLifeState {
  if (h.status === 'cancelled') return 'cancelled';
  if (h.status === 'written_off') return 'written_off';
  if (h.status === 'completed') return h.rolledOver ? 'rolled_over' : 'matured';
  if (h.recoveredCents > 0) return 'recovered_in_part';
  if (h.performance === 'defaulted' || h.performance === 'recovery') return 'defaulted';
  if (h.performance === 'delayed') return 'delayed';
  if (h.reflectionEndsAt && h.reflectionEndsAt > now) return 'in_reflection';
  return 'active';
}

/** Open holdings carry principal in the customer's principal account; closed ones carry none. */
export const isOpenHolding = (h: { status: HoldingLifeInput['status'] }) =>
  h.status === 'active' || h.status === 'reflection';

/**
 * The principal of a holding, in cents, in one place: what was invested, what came back by which
 * road, and what is still outstanding (amount − recovered − written off − refunded − repaid). A
 * cancellation refunds what is outstanding; a maturity repays it. Every payout, refund, recovery and
 * write-off pays at most `outstandingCents`.
 */
export function holdingPrincipal(
  h: Pick<HoldingLifeInput, 'status' | 'amountCents' | 'recoveredCents' | 'writtenOffCents'>,
) {
  const left = h.amountCents - h.recoveredCents - h.writtenOffCents;
  const refundedCents = h.status === 'cancelled' ? left : 0;
  const repaidCents = h.status === 'completed' ? left : 0;
  return {
    amountCents: h.amountCents,
    recoveredCents: h.recoveredCents,
    writtenOffCents: h.writtenOffCents,
    refundedCents,
    repaidCents,
    outstandingCents: isOpenHolding(h) ? left : 0,
  };
}

/** Outstanding principal: amount − recovered − written off − refunded (and repaid, once matured). */
export const outstandingPrincipalCents = (h: Parameters<typeof holdingPrincipal>[0]) =>
  holdingPrincipal(h).outstandingCents;
