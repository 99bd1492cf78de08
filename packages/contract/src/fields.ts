import { z } from 'zod';
import { dollarsToCents } from './money.ts';

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
  .max(100, 'Name is too long (100 characters at most)');

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
