import { describe, expect, it } from 'vitest';
import {
  canMove,
  HOLDING_LIFE_STATES,
  type HoldingLifeInput,
  holdingLifeState,
  holdingPrincipal,
  outstandingPrincipalCents,
} from './holding-states.ts';

const now = new Date('2026-06-01T00:00:00Z');
const base: HoldingLifeInput = {
  status: 'active',
  amountCents: 5_000_00,
  recoveredCents: 0,
  writtenOffCents: 0,
  reflectionEndsAt: null,
  performance: 'performing',
};

describe('holdingLifeState', () => {
  it('reads each state from the row and its offering', () => {
    const inReflection = { ...base, reflectionEndsAt: new Date('2026-06-10T00:00:00Z') };
    expect(holdingLifeState(base, now)).toBe('active');
    expect(holdingLifeState(inReflection, now)).toBe('in_reflection');
    expect(holdingLifeState({ ...inReflection, performance: 'defaulted' }, now)).toBe('defaulted');
    expect(holdingLifeState({ ...base, performance: 'recovery' }, now)).toBe('defaulted');
    expect(holdingLifeState({ ...base, performance: 'delayed' }, now)).toBe('delayed');
    expect(holdingLifeState({ ...inReflection, recoveredCents: 1 }, now)).toBe('recovered_in_part');
    expect(holdingLifeState({ ...base, status: 'completed' }, now)).toBe('matured');
    expect(holdingLifeState({ ...base, status: 'completed', rolledOver: true }, now)).toBe('rolled_over');
    expect(holdingLifeState({ ...base, status: 'cancelled' }, now)).toBe('cancelled');
    expect(holdingLifeState({ ...base, status: 'written_off' }, now)).toBe('written_off');
  });
});

describe('canMove', () => {
  it('refuses the moves that paid twice', () => {
    expect(canMove('recovered_in_part', 'cancel')).toBe(false);
    expect(canMove('defaulted', 'cancel')).toBe(false);
    expect(canMove('defaulted', 'mature')).toBe(false);
    expect(canMove('written_off', 'mature')).toBe(false);
    expect(canMove('in_reflection', 'cancel')).toBe(true);
    expect(canMove('active', 'cancel')).toBe(false);
    expect(canMove('recovered_in_part', 'mature')).toBe(true);
  });

  it('ends every terminal state', () => {
    for (const s of HOLDING_LIFE_STATES) {
      if (['cancelled', 'written_off', 'rolled_over'].includes(s)) {
        expect(['cancel', 'mature', 'recover', 'write_off'].some((m) => canMove(s, m as never))).toBe(false);
      }
    }
  });
});

describe('holdingPrincipal', () => {
  it('is amount − recovered − written off − refunded', () => {
    expect(outstandingPrincipalCents({ ...base, recoveredCents: 4_000_00 })).toBe(1_000_00);
    expect(outstandingPrincipalCents({ ...base, status: 'cancelled' })).toBe(0);
    expect(holdingPrincipal({ ...base, status: 'cancelled' }).refundedCents).toBe(5_000_00);
    const lost = {
      ...base,
      status: 'written_off' as const,
      recoveredCents: 800_00,
      writtenOffCents: 4_200_00,
    };
    expect(holdingPrincipal(lost)).toMatchObject({ outstandingCents: 0, refundedCents: 0, repaidCents: 0 });
    const repaid = { ...base, status: 'completed' as const, recoveredCents: 4_000_00 };
    expect(holdingPrincipal(repaid)).toMatchObject({ outstandingCents: 0, repaidCents: 1_000_00 });
  });
});
