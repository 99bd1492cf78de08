import { describe, expect, it } from 'vitest';
import { type CashFlow, xirr } from './xirr.ts';

const at = (day: string) => new Date(`${day}T00:00:00Z`);
const DAY_MS = 86_400_000;

/** The present value at `rate`, summed here from the definition, not through the solver's code. */
function npv(flows: CashFlow[], rate: number) {
  const t0 = flows[0]!.at.getTime();
  return flows.reduce((s, f) => s + f.amount / (1 + rate) ** ((f.at.getTime() - t0) / DAY_MS / 365), 0);
}

describe('xirr', () => {
  it('matches the worked example of the spreadsheet XIRR documentation (37.34%)', () => {
    // The classic example: 10,000 put in on 1 Jan 2008 and four payments back; spreadsheets give
    // 0.373362535.
    const flows: CashFlow[] = [
      { at: at('2008-01-01'), amount: -10_000 },
      { at: at('2008-03-01'), amount: 2_750 },
      { at: at('2008-10-30'), amount: 4_250 },
      { at: at('2009-02-15'), amount: 3_250 },
      { at: at('2009-04-01'), amount: 2_750 },
    ];
    const rate = xirr(flows)!;
    expect(rate).toBeCloseTo(0.373362535, 8);
    expect(Math.abs(npv(flows, rate))).toBeLessThan(1e-6);
  });

  it('equals the closed form for one amount in and one out', () => {
    // 1,000 in, 1,060 back 182 days later: (1060 / 1000)^(365 / 182) - 1.
    const flows = [
      { at: at('2025-01-01'), amount: -1_000 },
      { at: at('2025-07-02'), amount: 1_060 },
    ];
    expect(xirr(flows)).toBeCloseTo((1060 / 1000) ** (365 / 182) - 1, 10);
  });

  it('finds a large short-term rate and a loss, whatever the first guess', () => {
    const fast = [
      { at: at('2025-01-01'), amount: -100 },
      { at: at('2025-01-11'), amount: 110 },
    ];
    const expected = 1.1 ** 36.5 - 1;
    expect(xirr(fast)! / expected).toBeCloseTo(1, 9);
    expect(xirr(fast, 1e8)! / expected).toBeCloseTo(1, 9);
    const loss = [
      { at: at('2025-01-01'), amount: -1_000 },
      { at: at('2026-01-01'), amount: 250 },
    ];
    expect(xirr(loss, 5)).toBeCloseTo(-0.75, 10);
    expect(xirr(loss, -0.99)).toBeCloseTo(-0.75, 10);
  });

  it('is null without money both in and out, or when no time passed', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([{ at: at('2025-01-01'), amount: -5 }])).toBeNull();
    expect(
      xirr([
        { at: at('2025-01-01'), amount: -5 },
        { at: at('2025-01-01'), amount: 6 },
      ]),
    ).toBeNull();
  });
});
