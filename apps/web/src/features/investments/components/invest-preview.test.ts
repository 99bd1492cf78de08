import type { Offering } from '@app/contract/investments';
import { describe, expect, it } from 'vitest';
import { categoriesIn } from './category-filter';
import { quote } from './invest-preview';

const offering = (o: Partial<Offering> = {}): Offering => ({
  _id: 'o1',
  name: 'Harbor Street Apartments',
  img: '',
  category: 'Real Estate',
  investmentReturn: '18.5%',
  duration: '1 month',
  pricePerUnit: 33.33,
  investors: 0,
  managementFee: '',
  performance: 'performing',
  performanceNote: '',
  ...o,
});

describe('Invest Now preview', () => {
  it('quotes cost, expected return (half-up to the cent), total and balance after, in cents', () => {
    const q = quote(offering(), 3, 100, 0, new Date('2025-01-31T10:00:00.000Z'));
    expect(q).toMatchObject({
      costCents: 9_999,
      feeCents: 0,
      managementCents: 0,
      returnCents: 1_850,
      totalCents: 11_849,
      balanceAfterCents: 1,
    });
    expect(q.maturity?.toISOString()).toBe('2025-02-28T10:00:00.000Z');
  });

  it('shows a negative balance after when the units cost more than the balance', () => {
    expect(quote(offering({ pricePerUnit: 500 }), 3, 1_000, 0).balanceAfterCents).toBe(-50_000);
  });

  it('adds the platform fee (rounded up) to what leaves the wallet and takes the management charge from the total', () => {
    // $99.99 × 0.25% = 24.9975 cents → 25; 0.50% a year for 6 months of $99.99 = 24.9975 → 25.
    const q = quote(offering({ duration: '6 months', managementFee: '0.50%' }), 3, 100, 25);
    expect(q).toMatchObject({ costCents: 9_999, feeCents: 25, managementCents: 25, balanceAfterCents: -24 });
    expect(q.totalCents).toBe(9_999 + 1_850 - 25);
  });
});

describe('Explore category buttons', () => {
  it('are All plus the categories present, in the contract order', () => {
    const list = [offering({ category: 'Crypto' }), offering({ category: 'Agriculture' }), offering()];
    expect(categoriesIn(list)).toEqual(['All', 'Crypto', 'Real Estate', 'Agriculture']);
    expect(categoriesIn([])).toEqual(['All']);
  });
});
