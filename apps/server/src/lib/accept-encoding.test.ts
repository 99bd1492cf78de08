import { describe, expect, it } from 'vitest';
import { acceptsBrotli } from './accept-encoding.ts';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['gzip;q=1.0, br;q=0.5', true],
    ['BR', true],
    ['gzip, deflate', false],
    ['br;q=0', false],
    ['gzip, br;q=0.0', false],
    ['brotli', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
