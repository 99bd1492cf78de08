import { describe, expect, it } from 'vitest';
import { formatUsd } from './money.ts';

const intl = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });

describe('formatUsd', () => {
  const samples = [
    0,
    -0,
    0.001,
    -0.001,
    0.004,
    0.005,
    0.015,
    0.1,
    0.2 + 0.1,
    1,
    1.005,
    1.015,
    1.115,
    2.675,
    9.995,
    99.995,
    999.995,
    9999999999999.994,
    99999999999999.98,
    1234.5,
    -1234.567,
    12345.678,
    1e6,
    1e12 + 0.5,
    123456789012.34,
    999999999999999,
    1e15,
    1e21,
    5e-7,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];

  it.each(['en-US', 'en'])('writes exactly what Intl writes for %s, without Intl', (locale) => {
    for (const v of samples) expect(formatUsd(v, locale), String(v)).toBe(intl(locale).format(v));
    // Every cent amount up to $100 and a spread of larger ones, both signs.
    for (let cents = 0; cents <= 10_000; cents++) {
      for (const v of [cents / 100, -cents / 100, (cents * 1_234_567) / 100]) {
        expect(formatUsd(v, locale)).toBe(intl(locale).format(v));
      }
    }
  });

  it('uses the locale’s own format elsewhere', () => {
    for (const locale of ['de-DE', 'fr-FR', 'en-GB', 'ja-JP', 'hi-IN']) {
      expect(formatUsd(1234.5, locale)).toBe(intl(locale).format(1234.5));
    }
  });
});
