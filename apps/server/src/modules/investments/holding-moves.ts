import {
  canMove,
  type HoldingLifeState,
  type HoldingMove,
  holdingLifeState,
  holdingPrincipal,
  moveRefusedMessage,
  type PerformanceStatus,
} from '@app/contract';
import type { holdings } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';

type Holding = typeof holdings.$inferSelect;

/**
 * A move of one holding, checked against the life table in packages/contract (holding-states.ts)
 * before any money moves: a refused move is a 409 that names the state and the move. Returns the
 * holding's principal figures, so the caller pays at most what is outstanding.
 */
export function assertHoldingMove(
  h: Holding,
  performance: PerformanceStatus,
  move: HoldingMove,
  now: Date = new Date(),
  /** The answer a path already gives for some states (its own message or code), when it has one. */
  refusal: (state: HoldingLifeState) => Error | undefined = () => undefined,
) {
  const state = holdingLifeState({ ...h, performance, rolledOver: false }, now);
  if (!canMove(state, move)) throw refusal(state) ?? conflict(moveRefusedMessage(state, move));
  return holdingPrincipal(h);
}
