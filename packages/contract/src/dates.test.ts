import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth } from './dates.ts';
import { plural } from './plurals.ts';

describe('one date format', () => {
  const at = '2025-03-05T14:07:00Z';

  it('reads day, short month, year, and a 24-hour time', () => {
    expect(formatDate(at, { timeZone: 'UTC' })).toBe('5 Mar 2025');
    expect(formatDateTime(at, { timeZone: 'UTC' })).toBe('5 Mar 2025, 14:07');
    expect(formatDateTime('2025-03-05T00:05:00Z', { timeZone: 'UTC' })).toBe('5 Mar 2025, 00:05');
  });

  it('shows the instant in the zone asked for', () => {
    expect(formatDateTime(at, { timeZone: 'Asia/Tokyo' })).toBe('5 Mar 2025, 23:07');
    expect(formatDate('2025-03-05T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('6 Mar 2025');
  });

  it('keeps one formatter per style, locale and zone: one is never served another’s', () => {
    expect(formatDate(at, { locale: 'en-US', timeZone: 'UTC' })).toBe('Mar 5, 2025');
    expect(formatDate(at, { timeZone: 'UTC' })).toBe('5 Mar 2025');
    expect(formatDate('2025-03-05T23:30:00Z', { timeZone: 'UTC' })).toBe('5 Mar 2025');
  });

  it('names a month, from a period or a date', () => {
    expect(formatMonth('2026-01')).toBe('January 2026');
    expect(formatMonth(new Date('2026-02-28T23:59:00Z'))).toBe('February 2026');
  });

  it('keeps a calendar date on its day in every zone', () => {
    expect(formatDate('1990-05-01')).toBe('1 May 1990');
    expect(formatDate('1990-05-01', { timeZone: 'America/Los_Angeles' })).toBe('1 May 1990');
    expect(formatDate('1990-05-01', { timeZone: 'Pacific/Kiritimati' })).toBe('1 May 1990');
  });

  it('gives an empty string for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('plurals', () => {
  it.each([
    [0, '0 investors'],
    [1, '1 investor'],
    [2, '2 investors'],
    [1204, '1,204 investors'],
  ])('%i → %s', (n, text) => {
    expect(plural(n, 'investor')).toBe(text);
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'opportunity', 'opportunities')).toBe('1 opportunity');
    expect(plural(3, 'opportunity', 'opportunities')).toBe('3 opportunities');
  });
});
