import { describe, expect, it } from 'vitest';
import { amountTicks, dateTickIndexes } from './chart-scale';

describe('amount axis ticks', () => {
  it('steps by a round amount from 0 to at least the largest value', () => {
    expect(amountTicks(23_400)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(amountTicks(25_000)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(amountTicks(900)).toEqual([0, 250, 500, 750, 1_000]);
    expect(amountTicks(100)).toEqual([0, 25, 50, 75, 100]);
  });

  it('has an axis even when everything is zero', () => {
    expect(amountTicks(0)).toEqual([0, 1]);
  });

  it('never uses more than the asked number of steps', () => {
    for (const max of [1, 7, 99, 1_234, 55_555, 9_999_999]) {
      const ticks = amountTicks(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
    }
  });
});

describe('date axis labels', () => {
  it('labels the first, the middle and the last point', () => {
    expect(dateTickIndexes(31)).toEqual([0, 15, 30]);
    expect(dateTickIndexes(4)).toEqual([0, 2, 3]);
  });

  it('labels every point when there are few', () => {
    expect(dateTickIndexes(3)).toEqual([0, 1, 2]);
    expect(dateTickIndexes(0)).toEqual([]);
  });
});
