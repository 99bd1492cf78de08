import {
  isValidIban,
  isValidRoutingNumber,
  isValidSortCode,
  noHiddenCharacters,
  type PayTo,
} from '@app/contract';

/** The platform's own bank account, where customers send deposits (PLATFORM_BANK_* settings). */
export type PlatformBank = Omit<PayTo, 'reference'>;

/**
 * Outside production, with no PLATFORM_BANK_* set, deposits show these: plainly not a real account,
 * so nobody sends money to a demo.
 */
export const DEMO_PLATFORM_BANK: PlatformBank = {
  bankName: 'Demo Bank (not a real account)',
  accountName: 'Verdant Invest client money (demo)',
  accountNumber: '12345678',
};

const SETTINGS = {
  bankName: 'PLATFORM_BANK_NAME',
  accountName: 'PLATFORM_BANK_ACCOUNT_NAME',
  accountNumber: 'PLATFORM_BANK_ACCOUNT_NUMBER',
  iban: 'PLATFORM_BANK_IBAN',
  sortCode: 'PLATFORM_BANK_SORT_CODE',
  routingNumber: 'PLATFORM_BANK_ROUTING_NUMBER',
} as const satisfies Record<keyof PlatformBank, string>;

const oneLine = (v: string) => v.length <= 100 && noHiddenCharacters(v);
const CHECKS: Record<keyof PlatformBank, { test: (v: string) => boolean; rule: string }> = {
  bankName: { test: oneLine, rule: 'one line, at most 100 characters' },
  accountName: { test: oneLine, rule: 'one line, at most 100 characters' },
  accountNumber: { test: (v) => /^[0-9A-Z]{4,34}$/i.test(v), rule: '4–34 letters or digits' },
  iban: { test: (v) => isValidIban(v), rule: 'a valid IBAN (its check digits included)' },
  sortCode: { test: (v) => isValidSortCode(v.replace(/[-\s]/g, '')), rule: '6 digits, e.g. 12-34-56' },
  routingNumber: { test: isValidRoutingNumber, rule: '9 digits that pass the ABA checksum' },
};

/**
 * PLATFORM_BANK_* read and checked: the bank's and the account's names, and an account number or an
 * IBAN. Set none of them and, outside production, the demo account stands in; production refuses to
 * start without them (deposits would tell customers nowhere to send money). Each problem is one line
 * naming the setting.
 */
export function readPlatformBank(
  env: NodeJS.ProcessEnv,
  production: boolean,
): { bank: PlatformBank; problems: string[] } {
  const given = Object.fromEntries(
    Object.entries(SETTINGS)
      .map(([field, name]) => [field, env[name]?.trim() ?? ''])
      .filter(([, value]) => value !== ''),
  ) as Partial<PlatformBank>;
  if (Object.keys(given).length === 0 && !production) return { bank: DEMO_PLATFORM_BANK, problems: [] };

  const problems: string[] = [];
  const when = production ? 'when NODE_ENV=production' : 'once any PLATFORM_BANK_* is set';
  for (const field of ['bankName', 'accountName'] as const) {
    if (!given[field]) problems.push(`${SETTINGS[field]}: required ${when}`);
  }
  if (!given.accountNumber && !given.iban) {
    problems.push(`${SETTINGS.accountNumber} or ${SETTINGS.iban}: one is required ${when}`);
  }
  for (const [field, value] of Object.entries(given) as [keyof PlatformBank, string][]) {
    if (!CHECKS[field].test(value)) problems.push(`${SETTINGS[field]}: ${CHECKS[field].rule}`);
  }
  const bank: PlatformBank = {
    bankName: given.bankName ?? '',
    accountName: given.accountName ?? '',
    ...(given.accountNumber ? { accountNumber: given.accountNumber } : {}),
    ...(given.iban ? { iban: given.iban.replace(/\s+/g, '').toUpperCase() } : {}),
    ...(given.sortCode ? { sortCode: given.sortCode.replace(/-/g, '').replace(/(\d\d)(?=\d)/g, '$1-') } : {}),
    ...(given.routingNumber ? { routingNumber: given.routingNumber } : {}),
  };
  return { bank, problems };
}
