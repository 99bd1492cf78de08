/**
 * The one comparison of a payout account's holder name with the customer's verified name (ADR 046):
 * case, accents and spacing aside. "ÉLODIE  d'Arc" and "elodie d'arc" are one person; "Elodie Arc"
 * is not. Unicode NFD splits an accented letter into the letter and its combining mark, which is
 * dropped; upper-casing before lower-casing folds letters whose lower case is not one character
 * (German ß ↔ SS).
 */
export function holderNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toUpperCase()
    .toLowerCase();
}

/** Whether a holder name names the same person as the customer's verified name. */
export const sameHolderName = (holder: string, customerName: string): boolean =>
  holderNameKey(holder) === holderNameKey(customerName);
