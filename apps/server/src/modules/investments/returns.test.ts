import {
  addDuration,
  expectedReturnCents,
  formatReturnPercent,
  parseDuration,
  parseReturnPercent,
  purchaseCostCents,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { serverWithAdmin } from '../../test/suite.ts';
import { buy, createOffering, investor } from './investments.fixtures.ts';

describe('the percent math in cents (half-up to the cent)', () => {
  it.each([
    [150_000, 1800, 27_000], // $1,500 at 18% = $270.00
    [9_999, 1850, 1_850], // $99.99 at 18.5% = $18.49815 → $18.50
    [100, 50, 1], // $1.00 at 0.5% = 0.5¢ → 1¢ (half rounds up)
    [100, 49, 0], // $1.00 at 0.49% = 0.49¢ → 0¢
    [300, 150, 5], // $3.00 at 1.5% = 4.5¢ → 5¢
    [1, 10_000, 1], // 1¢ at 100% = 1¢
    [12_345, 0, 0], // 0% pays nothing
    [10_000_000_000, 10_000, 10_000_000_000], // 100 units × $1,000,000 at 100%: exact, no float loss
    [33_333, 333, 1_110], // $333.33 at 3.33% = $11.099889 → $11.10
  ])('%i¢ at %i bps returns %i¢', (amount, bps, expected) => {
    expect(expectedReturnCents(amount, bps)).toBe(expected);
  });

  it('cost is units × price in cents, no float drift', () => {
    expect(purchaseCostCents(1_999, 3)).toBe(5_997); // 3 × $19.99 = $59.97 (0.1+0.2 style floats would drift)
    expect(purchaseCostCents(100_000_000, 100)).toBe(10_000_000_000);
  });

  it('reads and writes the return percent', () => {
    expect(parseReturnPercent('18.5%')).toBe(1850);
    expect(parseReturnPercent('0.05%')).toBe(5);
    expect(parseReturnPercent(18.25)).toBe(1825);
    expect(parseReturnPercent('100.01%')).toBeNull();
    expect(formatReturnPercent(1850)).toBe('18.5%');
    expect(formatReturnPercent(1805)).toBe('18.05%');
    expect(formatReturnPercent(5)).toBe('0.05%');
    expect(formatReturnPercent(10_000)).toBe('100%');
  });
});

describe('maturity = purchase time + duration', () => {
  const at = (iso: string) => new Date(iso);
  const plus = (iso: string, text: string) => addDuration(at(iso), parseDuration(text)!).toISOString();

  it('adds days and weeks exactly', () => {
    expect(plus('2025-03-01T10:15:00.000Z', '30 days')).toBe('2025-03-31T10:15:00.000Z');
    expect(plus('2025-12-25T23:59:59.000Z', '12 weeks')).toBe('2026-03-19T23:59:59.000Z');
  });

  it('adds calendar months and years, clamping to the last day of a shorter month', () => {
    expect(plus('2025-01-15T09:00:00.000Z', '9 months')).toBe('2025-10-15T09:00:00.000Z');
    expect(plus('2025-01-31T09:00:00.000Z', '1 month')).toBe('2025-02-28T09:00:00.000Z');
    expect(plus('2024-01-31T09:00:00.000Z', '1 month')).toBe('2024-02-29T09:00:00.000Z');
    expect(plus('2024-02-29T12:00:00.000Z', '1 year')).toBe('2025-02-28T12:00:00.000Z');
    expect(plus('2025-11-30T00:00:00.000Z', '2 years')).toBe('2027-11-30T00:00:00.000Z');
    expect(plus('2025-08-31T00:00:00.000Z', '6 months')).toBe('2026-02-28T00:00:00.000Z');
  });
});

describe('percent math through the API', () => {
  const t = serverWithAdmin();

  it('the percent math in cents with correct rounding: 3 × $33.33 at 18.5% expects $18.50', async () => {
    const offering = await createOffering(t.server, t.admin.token, {
      pricePerUnit: 33.33,
      investmentReturn: '18.5%',
    });
    const me = await investor(t.server, 100_00);
    const res = await buy(t.server, me.token, { investmentId: offering._id, unitsPurchased: 3 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      amountInvested: 99.99,
      expectedReturn: 18.5,
      expectedTotal: 118.49,
    });
    expect(res.body.balance).toBe(0.01);
  });

  it('half a cent rounds up: $1.00 at 0.5% expects $0.01; at 0.49% expects $0.00', async () => {
    const me = await investor(t.server, 2_00);
    const half = await createOffering(t.server, t.admin.token, { pricePerUnit: 1, investmentReturn: '0.5%' });
    const under = await createOffering(t.server, t.admin.token, {
      pricePerUnit: 1,
      investmentReturn: '0.49%',
    });
    const a = await buy(t.server, me.token, { investmentId: half._id, unitsPurchased: 1 });
    const b = await buy(t.server, me.token, { investmentId: under._id, unitsPurchased: 1 });
    expect(a.body.data).toMatchObject({ expectedReturn: 0.01, expectedTotal: 1.01 });
    expect(b.body.data).toMatchObject({ expectedReturn: 0, expectedTotal: 1 });
    const list = await t.server.request('GET', `/auth/user-investments/${me.id}`, { token: me.token });
    expect(list.body.summary).toEqual({ amountInvested: 2, expectedReturn: 0.01, expectedTotal: 2.01 });
  });
});
