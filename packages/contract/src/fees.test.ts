import { describe, expect, it } from 'vitest';
import {
  formatFeePercent,
  managementFeeCents,
  parseFeePercent,
  platformFeeBpsFor,
  platformFeeCents,
} from './fees.ts';

describe('platform fee', () => {
  it.each([
    [10_000, 25, 25], // $100.00 × 0.25% = 25 cents exactly
    [1_002, 25, 3], // $10.02 → 2.505 cents, up to 3
    [1_001, 25, 3], // 2.5025 → 3
    [999, 25, 3], // 2.4975 → 3
    [200, 25, 1], // 0.5 cent → 1
    [199, 25, 1], // 0.4975 → 1: a fee is never rounded away
    [1, 25, 1], // one cent buys a one-cent fee
    [100_000_000_00, 25, 25_000_000], // $100M: no precision lost
    [12_345, 0, 0], // members
  ])('of %i cents at %i bps is %i cents (rounded up)', (amount, bps, fee) => {
    expect(platformFeeCents(amount, bps)).toBe(fee);
  });

  it('is 0 for members whatever the free plan pays', () => {
    expect(platformFeeBpsFor('member', 25)).toBe(0);
    expect(platformFeeBpsFor('free', 25)).toBe(25);
    expect(platformFeeBpsFor('free', 40)).toBe(40);
  });

  it('refuses fractional cents and rates out of range', () => {
    expect(() => platformFeeCents(10.5, 25)).toThrow();
    expect(() => platformFeeCents(-1, 25)).toThrow();
    expect(() => platformFeeCents(100, 2.5)).toThrow();
  });
});

describe('management charge', () => {
  it('is the yearly rate pro rata to the term, rounded up to the cent like every fee', () => {
    expect(managementFeeCents(100_000, 50, { count: 1, unit: 'year' })).toBe(500);
    expect(managementFeeCents(100_000, 50, { count: 6, unit: 'month' })).toBe(250);
    expect(managementFeeCents(100_000, 50, { count: 9, unit: 'month' })).toBe(375);
    // 30 days of $1,000 at 0.50% a year = 41.0958… cents → 42
    expect(managementFeeCents(100_000, 50, { count: 30, unit: 'day' })).toBe(42);
    // 1 day of $1.00 at 0.01% a year = 0.0000274 cents → 1: never rounded away
    expect(managementFeeCents(100, 1, { count: 1, unit: 'day' })).toBe(1);
    // 12 weeks of $333.33 at 1% a year = 76.9223… cents → 77
    expect(managementFeeCents(33_333, 100, { count: 12, unit: 'week' })).toBe(77);
    expect(managementFeeCents(100_000, 0, { count: 2, unit: 'year' })).toBe(0);
  });
});

describe('fee percent text', () => {
  it('formats with two decimals, and none as empty', () => {
    expect(formatFeePercent(50)).toBe('0.50%');
    expect(formatFeePercent(25)).toBe('0.25%');
    expect(formatFeePercent(125)).toBe('1.25%');
    expect(formatFeePercent(0)).toBe('');
  });

  it.each([
    ['0.5%', 50],
    ['0.50', 50],
    [' 1 % ', 100],
    ['', 0],
    [0.75, 75],
    ['10%', 1_000],
  ])('parses %j as %i bps', (text, bps) => {
    expect(parseFeePercent(text)).toBe(bps);
  });

  it.each(['10.01%', '-1%', 'abc', '0.555%', '100%'])('refuses %j', (text) => {
    expect(parseFeePercent(text)).toBeNull();
  });
});
