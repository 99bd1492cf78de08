import { describe, expect, it } from 'vitest';
import { formatUsd } from './money.ts';

describe('formatUsd', () => {
  it('writes dollars and cents in the locale’s format', () => {
    expect(formatUsd(1234.5, 'en-US')).toBe('$1,234.50');
    expect(formatUsd(-1234.567, 'en-US')).toBe('-$1,234.57');
    expect(formatUsd(0, 'en')).toBe('$0.00');
    expect(formatUsd(1234.5, 'de-DE')).toBe('1.234,50\u00a0$');
    expect(formatUsd(1234.5, 'en-GB')).toBe('US$1,234.50');
  });

  it('keeps one formatter per locale: a second locale is not served the first one’s', () => {
    expect(formatUsd(1, 'de-DE')).toBe('1,00\u00a0$');
    expect(formatUsd(1, 'en-US')).toBe('$1.00');
    expect(formatUsd(1, 'de-DE')).toBe('1,00\u00a0$');
  });
});
