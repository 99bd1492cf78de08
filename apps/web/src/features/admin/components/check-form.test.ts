import { fundingSchema, LEDGER_MSG, reconciliationInputSchema } from '@app/contract/ledger';
import { describe, expect, it } from 'vitest';
import { yesterdayUtc } from '../books/yesterday';
import { dollarsOf, fieldErrorsOf } from './check-form';

describe('dollarsOf', () => {
  it('reads an empty field as missing and anything else as a number', () => {
    expect(dollarsOf('')).toBeUndefined();
    expect(dollarsOf('  ')).toBeUndefined();
    expect(dollarsOf('12.5')).toBe(12.5);
    expect(dollarsOf('-3')).toBe(-3);
  });
});

describe('fieldErrorsOf', () => {
  it("gives the contract's first message per field", () => {
    expect(fieldErrorsOf(fundingSchema, { amount: undefined, reason: '' })).toEqual({
      amount: LEDGER_MSG.amountRequired,
      reason: LEDGER_MSG.reasonRequired,
    });
    expect(fieldErrorsOf(fundingSchema, { amount: 0, reason: 'wire' })).toEqual({
      amount: LEDGER_MSG.amountPositive,
    });
    expect(fieldErrorsOf(fundingSchema, { amount: 1.005, reason: 'wire' })).toEqual({
      amount: LEDGER_MSG.amountDecimals,
    });
  });

  it('is empty for valid values, a negative bank balance included', () => {
    expect(fieldErrorsOf(fundingSchema, { amount: 250, reason: 'Issuer wire' })).toEqual({});
    expect(fieldErrorsOf(reconciliationInputSchema, { date: '2026-11-27', bankBalance: -10.5 })).toEqual({});
    expect(fieldErrorsOf(reconciliationInputSchema, { date: '2026-11-27', bankBalance: undefined })).toEqual({
      bankBalance: LEDGER_MSG.balanceRequired,
    });
  });
});

describe('yesterdayUtc', () => {
  it('is the UTC day before, across a month end', () => {
    expect(yesterdayUtc(new Date('2026-12-01T00:30:00Z'))).toBe('2026-11-30');
    expect(yesterdayUtc(new Date('2026-11-28T23:59:00Z'))).toBe('2026-11-27');
  });
});
