import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, COMMON_PASSWORDS } from './common-passwords.ts';

describe('the common-password list', () => {
  it('holds exactly the 10,000 most common passwords, lower-cased', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    expect(COMMON_PASSWORDS.size).toBe(10_000);
    for (const p of COMMON_PASSWORDS) expect(p).toBe(p.toLowerCase());
  });

  it('ranks by frequency: the head and the 10,000th are in, the 10,001st is not', () => {
    for (const p of ['123456', 'password', 'qwerty', 'letmein', 'trustno1']) {
      expect(COMMON_PASSWORDS.has(p)).toBe(true);
    }
    expect(COMMON_PASSWORDS.has('24081990')).toBe(true); // rank 10,000
    expect(COMMON_PASSWORDS.has('25021983')).toBe(false); // rank 10,001
    expect(COMMON_PASSWORDS.has('verdant-harbour-42')).toBe(false);
  });
});
