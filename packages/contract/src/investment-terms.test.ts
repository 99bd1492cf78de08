import { describe, expect, it } from 'vitest';
import { annualReturnBps, parseDuration } from './investment-terms.ts';

const annual = (bps: number, duration: string) => annualReturnBps(bps, parseDuration(duration)!);

describe('annualReturnBps: the simple annual rate of a return paid over a term', () => {
  it('is the return itself for a one-year term', () => {
    expect(annual(1250, '1 year')).toBe(1250);
    expect(annual(1250, '12 months')).toBe(1250);
  });

  it('scales shorter terms up and longer terms down, without compounding', () => {
    expect(annual(1800, '9 months')).toBe(2400);
    expect(annual(2400, '6 months')).toBe(4800);
    expect(annual(600, '2 years')).toBe(300);
    expect(annual(100, '1 week')).toBe(5200);
  });

  it('rounds down, so "up to" never overstates', () => {
    expect(annual(650, '30 days')).toBe(7908); // 79.083…%
    expect(annual(1000, '3 years')).toBe(333); // 3.333…%
  });
});
