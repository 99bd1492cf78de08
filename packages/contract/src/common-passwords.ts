import { dictionary } from '@zxcvbn-ts/language-common';

/** The rule "not one of the 10,000 most common passwords", compared lower-cased. */
export const COMMON_PASSWORD_COUNT = 10_000;

// zxcvbn-ts's list is ranked, most common first, and already lower-case; its tail (to ~50,000) is
// left out so that the rule stays the one the product states. Kept out of index.ts so that only the
// code that checks a password loads the list.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => String(p).toLowerCase()),
);
