import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('date formatting', () => {
  const at = '2025-03-05T14:07:00';

  it('formats day, short month and year', () => {
    expect(formatDate(at)).toBe('5 Mar 2025');
  });

  it('formats date and 24-hour time', () => {
    expect(formatDateTime(at)).toBe('5 Mar 2025, 14:07');
  });

  it('keeps one formatter per style and locale: a second style or locale is not served the first', () => {
    expect(formatDate(at, 'en-US')).toBe('Mar 5, 2025');
    expect(formatDate(at)).toBe('5 Mar 2025');
    expect(formatDateTime(at, 'en-US')).toMatch(/^Mar 5, 2025,? 14:07$/);
  });

  it('follows other locales too', () => {
    const d = new Date(2026, 8, 5, 14, 7);
    expect(formatDate(d, 'de-DE')).toBe(
      new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric' }).format(d),
    );
  });

  it('gives an empty string for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});
