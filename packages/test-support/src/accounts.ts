let counter = 0;

/** An address no other test of this run uses. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/** A password that passes the product's rule (8+ characters, an uppercase letter, a digit, not common). */
export const GOOD_PASSWORD = 'Sturdy-Harbor-42';
