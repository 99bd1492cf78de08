import { z } from 'zod';
import { dollarsToCents } from './money.ts';

/**
 * Characters a name, address or reason never needs, and that can hide what a reader sees: C0 and C1
 * controls (line breaks included); the bidirectional overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069) and marks (U+200E, U+200F, U+061C), which can make "gro.knab" read as "bank.org" in
 * an audit log or a mail; the zero-width space (U+200B), which makes two equal-looking names differ;
 * and the Unicode line and paragraph separators (U+2028, U+2029), line breaks by another name.
 */
const HIDDEN_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
export const HIDDEN_CHARACTERS_MSG = 'Remove line breaks and invisible control characters from this field.';
/** The one rule for single-line text a person types (security round 3): `.refine(noHiddenCharacters, …)`. */
export const noHiddenCharacters = (text: string): boolean => !HIDDEN_CHARACTERS.test(text);

/** A person's or an account holder's name has at least one letter: emoji or symbols alone name no one. */
export const NAME_NEEDS_A_LETTER_MSG = 'A name needs at least one letter.';
export const hasALetter = (text: string): boolean => /\p{L}/u.test(text);

/** The longest reason an admin gives (a balance edit, a rejection). */
export const REASON_MAX = 500;
export const REASON_TOO_LONG_MSG = `Keep the reason under ${REASON_MAX} characters.`;

/** A reason an admin gives, read by others (audit log, the customer's mail): one line, 1–REASON_MAX. */
export const reasonText = (required: string, tooLong = REASON_TOO_LONG_MSG) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(REASON_MAX, tooLong)
    .refine(noHiddenCharacters, HIDDEN_CHARACTERS_MSG);

/** Field rules shared by several forms. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const nameSchema = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Name is too long (100 characters at most)')
  .refine(noHiddenCharacters, HIDDEN_CHARACTERS_MSG)
  .refine(hasALetter, NAME_NEEDS_A_LETTER_MSG);

/** International format: optional +, then 7–15 digits (E.164); spaces, dots, dashes and brackets allowed. */
export const phoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .transform((s) => s.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+?[1-9]\d{6,14}$/, 'Enter a valid phone number, e.g. +1 555 123 4567'));

/** An id in a path: our ids are UUIDs, anything else is a plain 404 rather than a database error. */
export const idSchema = z.string().uuid({ error: 'Not a valid id' });

/** A positive dollar amount in a request body; parsed to cents so handlers never see floats. */
export const dollarAmount = (message = 'Enter an amount in dollars with at most 2 decimals.') =>
  z
    .number({ error: 'Amount must be a number.' })
    .refine((n) => dollarsToCents(n) !== null, { message })
    .transform((n) => dollarsToCents(n) as number);
