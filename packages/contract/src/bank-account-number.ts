/**
 * Account-number checks for Add Payment Method, shared by the form and the server: Bitcoin addresses
 * (base58check P2PKH/P2SH, bech32/bech32m SegWit), IBANs (mod-97) and plain account numbers of a
 * plausible length. Everything is checked synchronously (the schemas use it) except a legacy Bitcoin
 * address's checksum, a double SHA-256: Web Crypto computes it, asynchronously only, so it is its own
 * step (hasValidBitcoinChecksum) that the form and the server both run after the schema.
 */

import { base58, bech32, bech32m } from '@scure/base';
import { isValidIBAN } from 'ibantools';

/**
 * The 25 bytes of a legacy mainnet address in form: version 0x00 (P2PKH, '1…') or 0x05 (P2SH, '3…'),
 * a 20-byte hash and a 4-byte checksum (not verified here); null for anything else.
 */
function base58AddressBytes(s: string): Uint8Array | null {
  if (s.length < 26 || s.length > 35) return null;
  let raw: Uint8Array;
  try {
    raw = base58.decode(s);
  } catch {
    return null;
  }
  if (raw.length !== 25 || (raw[0] !== 0x00 && raw[0] !== 0x05)) return null;
  return raw;
}

/** Native SegWit mainnet addresses (BIP-173 bech32 for v0, BIP-350 bech32m for v1+), through @scure/base. */
function isSegwitAddress(address: string): boolean {
  if (address.length < 14 || address.length > 90) return false;
  // v0 addresses carry a bech32 checksum, later versions a bech32m one: the version picks the codec.
  const version = bech32.decodeUnsafe(address, 90)?.words[0] ?? bech32m.decodeUnsafe(address, 90)?.words[0];
  if (version === undefined || version > 16) return false;
  const decoded = (version === 0 ? bech32 : bech32m).decodeUnsafe(address, 90);
  if (decoded?.prefix !== 'bc' || decoded.words[0] !== version) return false;
  const program = bech32.fromWordsUnsafe(decoded.words.slice(1));
  if (!program || program.length < 2 || program.length > 40) return false;
  if (version === 0 && program.length !== 20 && program.length !== 32) return false;
  return true;
}

/**
 * A mainnet Bitcoin address in form: a SegWit address with its checksum verified, or a legacy one
 * whose checksum hasValidBitcoinChecksum verifies.
 */
export function isValidBitcoinAddress(value: string): boolean {
  const s = value.trim();
  return /^bc1/i.test(s) ? isSegwitAddress(s) : base58AddressBytes(s) !== null;
}

const sha256 = async (data: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data));

/**
 * The whole check of a Bitcoin address, checksum included: a legacy address's last 4 bytes must be
 * the start of the double SHA-256 of the rest (Web Crypto: the browser's and Node's own).
 */
export async function hasValidBitcoinChecksum(value: string): Promise<boolean> {
  const s = value.trim();
  if (/^bc1/i.test(s)) return isSegwitAddress(s);
  const raw = base58AddressBytes(s);
  if (!raw) return false;
  const check = await sha256(await sha256(raw.slice(0, 21)));
  return check.subarray(0, 4).every((b, i) => b === raw[21 + i]);
}

/**
 * IBAN structure, the country's BBAN format and the ISO 13616 mod-97 check, through ibantools;
 * `country` pins the prefix and length when given.
 */
export function isValidIban(value: string, country?: { code: string; length: number }): boolean {
  const s = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(s)) return false;
  if (country && (!s.startsWith(country.code) || s.length !== country.length)) return false;
  return isValidIBAN(s);
}

export type AccountNumberRule =
  | { kind: 'digits'; min: number; max: number }
  | { kind: 'iban'; code: string; length: number; example: string }
  | { kind: 'digits-or-iban'; min: number; max: number };

export type AccountNumberCheck = { ok: true; value: string } | { ok: false; message: string };

const digitCount = (min: number, max: number) => `${min === max ? min : `${min}–${max}`} digits`;

export const INVALID_BITCOIN_ADDRESS = 'Enter a valid Bitcoin address.';

/** Checks and normalizes (spaces and dashes removed, IBAN upper-cased) an account number. */
export function checkAccountNumber(
  raw: string,
  opts: { bitcoin: boolean; rule: AccountNumberRule },
): AccountNumberCheck {
  const trimmed = raw.trim();
  if (opts.bitcoin) {
    return isValidBitcoinAddress(trimmed)
      ? { ok: true, value: trimmed }
      : { ok: false, message: INVALID_BITCOIN_ADDRESS };
  }
  const compact = trimmed.replace(/[\s-]+/g, '').toUpperCase();
  const rule = opts.rule;
  if (rule.kind === 'iban') {
    return isValidIban(compact, rule)
      ? { ok: true, value: compact }
      : { ok: false, message: `Enter a valid IBAN, e.g. ${rule.example}.` };
  }
  const digitsOk = /^\d+$/.test(compact) && compact.length >= rule.min && compact.length <= rule.max;
  if (digitsOk || (rule.kind === 'digits-or-iban' && isValidIban(compact)))
    return { ok: true, value: compact };
  return {
    ok: false,
    message: `Enter a valid account number (${digitCount(rule.min, rule.max)})${rule.kind === 'digits-or-iban' ? ' or IBAN' : ''}.`,
  };
}
