import { describe, expect, it } from 'vitest';
import { instructionDeadline, maturitySplit, splitProRata } from './holding-life.ts';

describe('splitProRata', () => {
  it('gives each part its floor and the left-over cents to the largest remainders', () => {
    expect(splitProRata(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(splitProRata(100, [100, 200, 400])).toEqual([14, 29, 57]);
    expect(splitProRata(1, [1, 1])).toEqual([1, 0]);
  });

  it('always sums to the total, whatever the weights', () => {
    for (const [total, weights] of [
      [12_345, [7, 13, 29, 1]],
      [99_999_99, [1_000_00, 3, 250_00]],
      [5, [3, 3, 3, 3, 3, 3, 3]],
    ] as [number, number[]][]) {
      const parts = splitProRata(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(parts.every((p) => p >= 0)).toBe(true);
    }
  });
});

describe('maturitySplit', () => {
  const h = { amountCents: 200_00, expectedReturnCents: 20_00, managementFeeCents: 1_00 };
  it('splits the net maturity amount by instruction', () => {
    expect(maturitySplit(h, 'payout')).toEqual({ rolledCents: 0, paidCents: 219_00 });
    expect(maturitySplit(h, 'rollover_principal')).toEqual({ rolledCents: 200_00, paidCents: 19_00 });
    expect(maturitySplit(h, 'rollover_all')).toEqual({ rolledCents: 219_00, paidCents: 0 });
  });
  it('rolls only the principal when the return has not been paid', () => {
    expect(maturitySplit(h, 'rollover_all', false)).toEqual({ rolledCents: 200_00, paidCents: 0 });
  });
  it('closes the instruction 2 days before maturity', () => {
    expect(instructionDeadline(new Date('2027-03-10T12:00:00Z')).toISOString()).toBe(
      '2027-03-08T12:00:00.000Z',
    );
  });
});
