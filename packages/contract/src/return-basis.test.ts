import { describe, expect, it } from 'vitest';
import { expectedYearlyRateBps, formatRatePercent, formatReturnBasis, returnBasis } from './return-basis.ts';
import { xirr } from './xirr.ts';

describe('the return on one basis: annual rate first, whole-term return beside it', () => {
  it('states 6% over 6 months as 12.0% a year', () => {
    expect(formatReturnBasis({ investmentReturn: '6%', duration: '6 months' })).toBe(
      '12.0% a year · 6.0% over 6 months',
    );
  });

  it('scales a short term up and a long term down', () => {
    expect(formatReturnBasis({ investmentReturn: '18%', duration: '9 months' })).toBe(
      '24.0% a year · 18.0% over 9 months',
    );
    expect(formatReturnBasis({ investmentReturn: '6%', duration: '2 years' })).toBe(
      '3.0% a year · 6.0% over 2 years',
    );
  });

  it('never overstates the annual rate: it is rounded down to the basis point', () => {
    const b = returnBasis({ investmentReturn: '0.5%', duration: '30 days' })!;
    expect(b.annualBps).toBe(608); // 6.0833…%
    expect(b.text).toBe('6.08% a year · 0.5% over 30 days');
  });

  it('keeps two decimals when the rate has them, one otherwise', () => {
    expect(formatRatePercent(1200)).toBe('12.0%');
    expect(formatRatePercent(1850)).toBe('18.5%');
    expect(formatRatePercent(1825)).toBe('18.25%');
    expect(formatRatePercent(0)).toBe('0.0%');
  });

  it('falls back to the stored text when the terms cannot be read', () => {
    expect(returnBasis({ investmentReturn: 'lots', duration: '6 months' })).toBeNull();
    expect(formatReturnBasis({ investmentReturn: 'lots', duration: 'soon' })).toBe('lots over soon');
  });
});

describe("the expected return of live holdings on the offerings' basis", () => {
  const sixMonths = { count: 6, unit: 'month' } as const;

  it('is the simple yearly rate bought at, never the compounded figure above it', () => {
    const simple = expectedYearlyRateBps([{ paidCents: 100_00, netGainCents: 12_00, term: sixMonths }]);
    expect(simple).toBe(2400);
    const compounded = xirr([
      { at: new Date('2026-01-01T00:00:00Z'), amount: -100 },
      { at: new Date('2026-07-01T00:00:00Z'), amount: 112 },
    ]);
    expect(compounded! * 10_000).toBeGreaterThan(2500);
  });

  it('is net of fees and weighted by what each holding cost; null with none', () => {
    // $100 + $2 fee for $12 over 6 months: $10 gained on $102, 19.60% a year.
    expect(expectedYearlyRateBps([{ paidCents: 102_00, netGainCents: 10_00, term: sixMonths }])).toBe(1960);
    const mixed = expectedYearlyRateBps([
      { paidCents: 100_00, netGainCents: 12_00, term: sixMonths },
      { paidCents: 300_00, netGainCents: 30_00, term: { count: 1, unit: 'year' } },
    ]);
    // (24% on $100 + 10% on $300) / $400 = 13.5%, between the two rates bought at.
    expect(mixed).toBe(1350);
    expect(expectedYearlyRateBps([])).toBeNull();
  });
});
