/**
 * Short references: what a customer reads on a request, a movement or a mail, types on a
 * bank transfer and an admin searches by. `VI-` and 6 characters of an alphabet without the ones a
 * reader confuses (0/O, 1/I/L). Free of zod: screens that only show a reference load no schemas.
 */
export const REFERENCE_PREFIX = 'VI-';
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;

const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A whole reference as the server makes them, e.g. `VI-7KD3QX`. */
export const isReference = (value: string): boolean => REFERENCE_PATTERN.test(value);

export const REFERENCE_MSG = {
  searchInvalid: `Search by reference: ${REFERENCE_PREFIX} and up to ${REFERENCE_LENGTH} letters or digits (references have no 0, O, 1, I or L).`,
} as const;

/**
 * The characters of a reference as typed in a search or on a transfer: any case, with or without
 * `VI`, spaces or dashes ("vi-7kd 3qx" is 7KD3QX). Null when what is left is not 1–6 characters of
 * the alphabet: the search answers 400 rather than quietly matching nothing.
 */
export function referenceCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/^VI/, '');
  const allowed = new RegExp(`^[${REFERENCE_ALPHABET}]{1,${REFERENCE_LENGTH}}$`);
  return allowed.test(code) ? code : null;
}
