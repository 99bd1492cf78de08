import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUrl, timeStep, totpAt } from './totp.ts';

// RFC 6238 appendix B (SHA-1 key "12345678901234567890"), last 6 of the 8-digit values.
const RFC_KEY = Buffer.from('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238, SHA-1, 30 s, 6 digits)', () => {
  it.each(RFC_VECTORS)('matches the RFC test vector at T=%i', (seconds, code) => {
    expect(totpAt(RFC_KEY, seconds * 1000)).toBe(code);
  });

  it('matches the 8-digit RFC value and the RFC 4226 HOTP vectors', () => {
    expect(totpAt(RFC_KEY, 59_000, 8)).toBe('94287082');
    expect([0, 1, 2, 9].map((c) => hotp(RFC_KEY, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('accepts one step either side of now and nothing further', () => {
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    expect(matchTotp(RFC_KEY, hotp(RFC_KEY, step), now)).toBe(step);
    expect(matchTotp(RFC_KEY, hotp(RFC_KEY, step - 1), now)).toBe(step - 1);
    expect(matchTotp(RFC_KEY, hotp(RFC_KEY, step + 1), now)).toBe(step + 1);
    expect(matchTotp(RFC_KEY, hotp(RFC_KEY, step - 2), now)).toBeNull();
    expect(matchTotp(RFC_KEY, hotp(RFC_KEY, step + 2), now)).toBeNull();
  });

  it('round-trips base32 and builds an otpauth URL apps understand', () => {
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv-gy3tqojqgezdgnbvgy3tqojq')).toEqual(RFC_KEY);
    const url = otpauthUrl({ issuer: 'Verdant Invest', account: 'a@b.co', key: RFC_KEY });
    expect(url).toMatch(/^otpauth:\/\/totp\/Verdant%20Invest:a%40b\.co\?/);
    const query = new URL(url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      issuer: 'Verdant Invest',
      secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('secret box (AES-256-GCM)', () => {
  const encode = (v: string) => new TextEncoder().encode(v);
  const jwt = encode('j'.repeat(48));
  const keys = { totpSealingKey: encode('m'.repeat(48)), legacy: [jwt] };

  it('opens what it sealed, and nothing else', () => {
    const sealed = sealSecret(keys, 'totp-secret', RFC_KEY);
    expect(sealed.startsWith('v2.')).toBe(true);
    expect(sealed).not.toContain(base32Encode(RFC_KEY));
    expect(openSecret(keys, 'totp-secret', sealed)).toEqual(RFC_KEY);
    expect(openSecret(keys, 'other-purpose', sealed)).toBeNull();
    expect(openSecret({ ...keys, totpSealingKey: encode('x'.repeat(48)) }, 'totp-secret', sealed)).toBeNull();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(openSecret(keys, 'totp-secret', tampered)).toBeNull();
    expect(sealSecret(keys, 'totp-secret', RFC_KEY)).not.toBe(sealed);
  });

  it('never opens a new box with the token secret, which may sit in the database', () => {
    const sealed = sealSecret(keys, 'totp-secret', RFC_KEY);
    expect(openSecret({ totpSealingKey: jwt, legacy: [jwt] }, 'totp-secret', sealed)).toBeNull();
  });

  it('still opens a first-version box sealed under the token secret, or the previous one', () => {
    const sealedV1 = sealSecret({ totpSealingKey: jwt, legacy: [] }, 'totp-secret', RFC_KEY).replace(
      /^v2\./,
      'v1.',
    );
    expect(openSecret(keys, 'totp-secret', sealedV1)).toEqual(RFC_KEY);
    expect(openSecret({ ...keys, legacy: [encode('n'.repeat(48)), jwt] }, 'totp-secret', sealedV1)).toEqual(
      RFC_KEY,
    );
    expect(openSecret({ ...keys, legacy: [] }, 'totp-secret', sealedV1)).toBeNull();
  });
});
