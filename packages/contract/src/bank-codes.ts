/**
 * The bank code a country's transfers need beside the account number: a UK sort code (6 digits) or a
 * US ABA routing number (9 digits with its checksum). IBAN countries need none, since the IBAN names
 * the bank itself. One rule for the form and the server.
 */

export type BankCodeField = 'sortCode' | 'routingNumber';

export const BANK_CODE_MSG = {
  sortCodeRequired: 'Sort code is required for a UK account.',
  sortCodeInvalid: 'Enter a valid sort code: 6 digits, e.g. 12-34-56.',
  routingNumberRequired: 'Routing number is required for a US account.',
  routingNumberInvalid: 'Enter a valid routing number: 9 digits, e.g. 021000021.',
} as const;

interface BankCodeRule {
  field: BankCodeField;
  label: string;
  hint: string;
  required: string;
  invalid: string;
  check: (compact: string) => boolean;
}

/**
 * The ABA checksum: weights 3, 7, 1 repeated over the nine digits; the weighted sum is a multiple
 * of 10. It catches every single mistyped digit and most swaps of neighbours.
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

export const isValidSortCode = (value: string): boolean => /^\d{6}$/.test(value);

const RULES: Record<string, BankCodeRule> = {
  GB: {
    field: 'sortCode',
    label: 'Sort Code',
    hint: '6 digits, e.g. 12-34-56.',
    required: BANK_CODE_MSG.sortCodeRequired,
    invalid: BANK_CODE_MSG.sortCodeInvalid,
    check: isValidSortCode,
  },
  US: {
    field: 'routingNumber',
    label: 'Routing Number',
    hint: '9 digits (ABA), e.g. 021000021.',
    required: BANK_CODE_MSG.routingNumberRequired,
    invalid: BANK_CODE_MSG.routingNumberInvalid,
    check: isValidRoutingNumber,
  },
};

/** The code a bank account of this country needs, or null (IBAN countries, Bitcoin, the rest). */
export function bankCodeRuleFor(country: string, bitcoin = false): Readonly<BankCodeRule> | null {
  return bitcoin ? null : (RULES[country.toUpperCase()] ?? null);
}

export type BankCodeCheck =
  | { ok: true; value: string }
  | { ok: false; field: BankCodeField; message: string };

/** Checks a typed code ("12-34-56", "12 34 56" and "123456" alike) and gives its digits. */
export function checkBankCode(rule: BankCodeRule, raw: string | undefined): BankCodeCheck {
  const compact = (raw ?? '').replace(/[\s-]+/g, '');
  if (!compact) return { ok: false, field: rule.field, message: rule.required };
  return rule.check(compact)
    ? { ok: true, value: compact }
    : { ok: false, field: rule.field, message: rule.invalid };
}
