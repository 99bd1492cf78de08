import { describe, expect, it } from 'vitest';
import { amountTextToCents, maxAffordableUnits, unitsForAmount } from './invest-amount.ts';
import { investFormSchema } from './investments.ts';

describe('what an amount in dollars buys', () => {
  it('buys whole units, rounded down', () => {
    expect(unitsForAmount(100_000, 25_000)).toBe(4);
    expect(unitsForAmount(99_999, 25_000)).toBe(3);
  });

  it('buys nothing below one unit, and never more than 100 units', () => {
    expect(unitsForAmount(24_999, 25_000)).toBe(0);
    expect(unitsForAmount(0, 25_000)).toBe(0);
    expect(unitsForAmount(1_000_000_000, 100)).toBe(100);
  });
});

describe('the most units the wallet pays for', () => {
  it('follows the balance when there is no fee', () => {
    expect(maxAffordableUnits(100_000, 25_000, 0)).toBe(4);
    expect(maxAffordableUnits(24_999, 25_000, 0)).toBe(0);
  });

  it('leaves room for the platform fee debited with the cost', () => {
    // 4 units cost $1,000.00 plus 0.25% ($2.50): $1,000.00 exactly pays for 3.
    expect(maxAffordableUnits(100_000, 25_000, 25)).toBe(3);
    expect(maxAffordableUnits(100_250, 25_000, 25)).toBe(4);
  });

  it('is capped at 100 units', () => {
    expect(maxAffordableUnits(1_000_000_000, 10_000, 25)).toBe(100);
  });
});

describe('the Invest Now form', () => {
  it('needs units, from 1 to 100, and accepts an empty amount', () => {
    expect(investFormSchema.safeParse({ amount: '', unitsPurchased: '3' }).data?.unitsPurchased).toBe(3);
    const none = investFormSchema.safeParse({ amount: '', unitsPurchased: '' });
    expect(none.error?.issues[0]?.message).toBe('Enter an amount in dollars or a number of units.');
    const many = investFormSchema.safeParse({ amount: '', unitsPurchased: '101' });
    expect(many.error?.issues[0]?.message).toBe('Enter a whole number of units from 1 to 100.');
  });

  it('names the amount when it is not dollars', () => {
    const bad = investFormSchema.safeParse({ amount: '12abc', unitsPurchased: '1' });
    expect(bad.error?.issues[0]?.path).toEqual(['amount']);
    expect(investFormSchema.safeParse({ amount: '$1,250.50', unitsPurchased: '1' }).success).toBe(true);
  });
});

describe('an amount typed in dollars', () => {
  it('reads dollars with a sign, thousands separators and up to two decimals', () => {
    expect(amountTextToCents('1,250.50')).toBe(125_050);
    expect(amountTextToCents('$500')).toBe(50_000);
    expect(amountTextToCents(' 75.5 ')).toBe(7_550);
  });

  it('refuses anything else', () => {
    for (const text of ['', '12abc', '1.234', '-5', '1e3']) expect(amountTextToCents(text)).toBeNull();
  });
});
