import { describe, expect, it } from 'vitest';
import { statisticsSchema } from './figures.ts';
import { statisticsReader } from './statistics-rules.ts';

const month = {
  month: '2026-03',
  holdings: 4,
  amount: 2000,
  onTime: 2,
  late: 1,
  recovered: 1,
  writtenOff: 0,
  defaultRate: 0.25,
};

describe('statisticsReader', () => {
  it('accepts what the zod schema accepts', () => {
    const answer = { data: [month] };
    expect(statisticsSchema.safeParse(answer).success).toBe(true);
    expect(statisticsReader.safeParse(answer)).toEqual({ success: true, data: answer });
  });

  it('refuses a missing list, a bad month or a field that is not a number', () => {
    expect(statisticsReader.safeParse(null).success).toBe(false);
    expect(statisticsReader.safeParse({ data: [{ ...month, month: 'March' }] }).success).toBe(false);
    expect(statisticsReader.safeParse({ data: [{ ...month, late: '1' }] }).success).toBe(false);
    expect(statisticsReader.safeParse({ data: [{ ...month, amount: Number.NaN }] }).success).toBe(false);
  });
});
