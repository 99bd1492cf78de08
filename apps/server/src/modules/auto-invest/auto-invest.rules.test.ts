import { describe, expect, it } from 'vitest';
import { decide, matchesCriteria, type OfferingTerms, type StrategyTerms } from './auto-invest.rules.ts';

const strategy = (over: Partial<StrategyTerms> = {}): StrategyTerms => ({
  categories: ['Real Estate'],
  maxTermMonths: 12,
  minRateBps: null,
  maxRateBps: null,
  performingOnly: false,
  amountPerOfferingCents: 50_000,
  maxSharePerOfferingPct: 10,
  maxSharePerCategoryPct: null,
  budgetCents: 1_000_000,
  cashReserveCents: 0,
  ...over,
});
const offering = (over: Partial<OfferingTerms> = {}): OfferingTerms => ({
  category: 'Real Estate',
  returnBps: 600,
  termCount: 6,
  termUnit: 'month',
  pricePerUnitCents: 10_000,
  performance: 'performing',
  ...over,
});
const none = { investedCents: 0, investedInCategoryCents: 0 };
const rich = { balanceCents: 10_000_000, feeBps: 25 };

describe('auto-invest criteria', () => {
  it('matches category, term and the yearly rate (6% over 6 months is 12% a year)', () => {
    expect(matchesCriteria(strategy({ minRateBps: 1200 }), offering())).toBe(true);
    expect(matchesCriteria(strategy({ minRateBps: 1201 }), offering())).toBe(false);
    expect(matchesCriteria(strategy({ maxRateBps: 1199 }), offering())).toBe(false);
    expect(matchesCriteria(strategy(), offering({ category: 'Crypto' }))).toBe(false);
    expect(matchesCriteria(strategy(), offering({ termCount: 13 }))).toBe(false);
    expect(matchesCriteria(strategy(), offering({ termCount: 1, termUnit: 'year' }))).toBe(true);
    expect(matchesCriteria(strategy({ performingOnly: true }), offering({ performance: 'delayed' }))).toBe(
      false,
    );
  });
});

describe('auto-invest limits', () => {
  it('buys the amount per offering in whole units', () => {
    expect(decide(strategy({ amountPerOfferingCents: 55_000 }), offering(), none, rich)).toEqual({
      buy: true,
      units: 5,
      amountCents: 50_000,
      feeCents: 125,
    });
  });
  it('skips an amount below one unit', () => {
    expect(decide(strategy({ amountPerOfferingCents: 9_999 }), offering(), none, rich)).toEqual({
      buy: false,
      reason: 'the amount per offering is below one unit',
    });
  });
  it('keeps the share per offering: 10% of a $1,000 budget is one $100 unit', () => {
    const d = decide(strategy({ budgetCents: 100_000 }), offering(), none, rich);
    expect(d).toMatchObject({ buy: true, units: 1 });
    expect(
      decide(strategy({ budgetCents: 99_999, amountPerOfferingCents: 50_000 }), offering(), none, rich),
    ).toEqual({
      buy: false,
      reason: '10% per offering reached',
    });
  });
  it('stops at the budget and the category share', () => {
    expect(
      decide(strategy(), offering(), { investedCents: 1_000_000, investedInCategoryCents: 0 }, rich),
    ).toEqual({
      buy: false,
      reason: 'budget reached',
    });
    expect(
      decide(
        strategy({ maxSharePerCategoryPct: 20 }),
        offering(),
        { investedCents: 150_000, investedInCategoryCents: 150_000 },
        rich,
      ),
    ).toMatchObject({ buy: true, units: 5 });
    expect(
      decide(
        strategy({ maxSharePerCategoryPct: 20 }),
        offering(),
        { investedCents: 195_000, investedInCategoryCents: 195_000 },
        rich,
      ),
    ).toEqual({ buy: false, reason: '20% in Real Estate reached' });
  });
  it('never touches the cash reserve, fee included', () => {
    // $600 balance, $100 reserve: $500 would leave the fee unpaid, so four units.
    expect(
      decide(strategy({ cashReserveCents: 10_000 }), offering(), none, { balanceCents: 60_000, feeBps: 25 }),
    ).toMatchObject({
      buy: true,
      units: 4,
    });
    expect(
      decide(strategy({ cashReserveCents: 60_000 }), offering(), none, { balanceCents: 60_000, feeBps: 25 }),
    ).toEqual({
      buy: false,
      reason: 'no cash above the reserve',
    });
  });
});
