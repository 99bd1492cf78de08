import { describe, expect, it } from 'vitest';
import { bodyOf, formValuesOf, strategyResolver } from './strategy-form';

const resolve = (over: Partial<ReturnType<typeof formValuesOf>>) =>
  strategyResolver({ ...formValuesOf(), ...over }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as never);

describe('the strategy form', () => {
  it('sends dollars and percent as typed, criteria only where set', () => {
    expect(
      bodyOf({
        ...formValuesOf(),
        name: 'Ladder',
        categories: ['Banking'],
        minAnnualRate: '39.5',
        amountPerOffering: '$500',
        budget: '5,000',
      }),
    ).toMatchObject({
      criteria: { categories: ['Banking'], minAnnualRate: 39.5 },
      amountPerOffering: 500,
      budget: 5000,
      maxSharePerOffering: 10,
      cashReserve: 0,
    });
  });

  it('puts "at least two criteria" on the categories, and each other message on its field', async () => {
    const one = await resolve({
      name: 'A',
      categories: ['Banking'],
      amountPerOffering: '500',
      budget: '5000',
    });
    expect(one.errors.categories?.message).toMatch(/at least two criteria/);
    const bad = await resolve({
      name: '',
      categories: ['Banking'],
      maxTermMonths: '0',
      amountPerOffering: 'x',
      budget: '5000',
    });
    expect(Object.keys(bad.errors)).toEqual(
      expect.arrayContaining(['name', 'maxTermMonths', 'amountPerOffering']),
    );
    const ok = await resolve({
      name: 'A',
      categories: ['Banking'],
      maxTermMonths: '12',
      amountPerOffering: '500',
      budget: '5000',
    });
    expect(ok.errors).toEqual({});
  });
});
