/**
 * Account-number checks for Add Payment Method, shared by the form and the server: Bitcoin addresses
 * (base58check P2PKH/P2SH, bech32/bech32m SegWit), IBANs (mod-97) and plain account numbers of a
 * plausible length. Everything is checked synchronously (the schemas use it) except a legacy Bitcoin
 * address's checksum, a double SHA-256: Web Crypto computes it, asynchronously only, so it is its own
 * step (hasValidBitcoinChecksum) that the form and the server both run after the schema.
 */

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function base58Decode(s: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const ch of s) {
    let carry = BASE58.indexOf(ch);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (const ch of s) {
    if (ch !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

/**
 * The 25 bytes of a legacy mainnet address in form: version 0x00 (P2PKH, '1…') or 0x05 (P2SH, '3…'),
 * a 20-byte hash and a 4-byte checksum (not verified here); null for anything else.
 */
function base58AddressBytes(s: string): Uint8Array | null {
  if (s.length < 26 || s.length > 35) return null;
  const raw = base58Decode(s);
  if (raw?.length !== 25 || (raw[0] !== 0x00 && raw[0] !== 0x05)) return null;
  return raw;
}

function polymod(values: number[]): number {
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i]!;
  }
  return chk >>> 0;
}

function convertBits5to8(data: number[]): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const v of data) {
    acc = ((acc << 5) | v) & 0xfff;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >>> bits) & 0xff);
    }
  }
  if (bits >= 5 || ((acc << (8 - bits)) & 0xff) !== 0) return null;
  return out;
}

/** Native SegWit mainnet addresses (BIP-173 bech32 for v0, BIP-350 bech32m for v1+). */
function isSegwitAddress(address: string): boolean {
  if (address.length < 14 || address.length > 90) return false;
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const s = address.toLowerCase();
  const sep = s.lastIndexOf('1');
  if (s.slice(0, sep) !== 'bc' || sep + 7 > s.length) return false;
  const data: number[] = [];
  for (const ch of s.slice(sep + 1)) {
    const v = BECH32.indexOf(ch);
    if (v < 0) return false;
    data.push(v);
  }
  const hrp = [...'bc'].map((c) => c.charCodeAt(0));
  const expanded = [...hrp.map((c) => c >> 5), 0, ...hrp.map((c) => c & 31)];
  const check = polymod([...expanded, ...data]);
  const version = data[0]!;
  if (version > 16) return false;
  if (check !== (version === 0 ? BECH32_CONST : BECH32M_CONST)) return false;
  const program = convertBits5to8(data.slice(1, -6));
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

/** IBAN structure and ISO 13616 mod-97 check; `country` pins the prefix and length when given. */
export function isValidIban(value: string, country?: { code: string; length: number }): boolean {
  const s = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(s)) return false;
  if (country && (!s.startsWith(country.code) || s.length !== country.length)) return false;
  let remainder = 0;
  for (const ch of s.slice(4) + s.slice(0, 4)) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
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
