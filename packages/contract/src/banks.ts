import type { AccountNumberRule } from './bank-account-number.ts';

/**
 * Bank lists per country (docs/product.md §9): each starts with the 'Select Bank' placeholder and includes
 * Bitcoin. The country is the region of the browser's locale (docs/architecture.md "Rules the product decides"), fallback US.
 */
export const SELECT_BANK = 'Select Bank';
export const SELECT_ACCOUNT = 'Select Account';
export const BITCOIN = 'Bitcoin';
export const DEFAULT_COUNTRY = 'US';

export const BANK_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'IN', 'JP', 'BR', 'MX', 'NG'] as const;
export type BankCountry = (typeof BANK_COUNTRIES)[number];

const list = (...banks: string[]) => [SELECT_BANK, ...banks, BITCOIN] as const;

export const BANKS_BY_COUNTRY: Record<BankCountry | 'default', readonly string[]> = {
  US: list(
    'JPMorgan Chase',
    'Bank of America',
    'Wells Fargo',
    'Citibank',
    'U.S. Bank',
    'PNC Bank',
    'Truist',
    'Capital One',
    'TD Bank',
    'Charles Schwab Bank',
  ),
  GB: list(
    'Barclays',
    'HSBC UK',
    'Lloyds Bank',
    'NatWest',
    'Santander UK',
    'Nationwide Building Society',
    'Halifax',
    'TSB',
    'Monzo',
    'Starling Bank',
  ),
  CA: list(
    'RBC Royal Bank',
    'TD Canada Trust',
    'Scotiabank',
    'BMO Bank of Montreal',
    'CIBC',
    'National Bank of Canada',
    'Desjardins',
    'Tangerine',
  ),
  AU: list(
    'Commonwealth Bank',
    'Westpac',
    'ANZ',
    'NAB',
    'Macquarie Bank',
    'ING Australia',
    'Bendigo Bank',
    'Suncorp Bank',
  ),
  DE: list(
    'Deutsche Bank',
    'Commerzbank',
    'Sparkasse',
    'Volksbank',
    'Postbank',
    'ING Deutschland',
    'DKB',
    'HypoVereinsbank',
    'N26',
  ),
  FR: list(
    'BNP Paribas',
    'Crédit Agricole',
    'Société Générale',
    'Crédit Mutuel',
    'La Banque Postale',
    'LCL',
    "Caisse d'Epargne",
    'Banque Populaire',
    'BoursoBank',
  ),
  IN: list(
    'State Bank of India',
    'HDFC Bank',
    'ICICI Bank',
    'Axis Bank',
    'Kotak Mahindra Bank',
    'Punjab National Bank',
    'Bank of Baroda',
    'Canara Bank',
    'Union Bank of India',
  ),
  JP: list(
    'MUFG Bank',
    'Sumitomo Mitsui Banking Corporation',
    'Mizuho Bank',
    'Resona Bank',
    'Japan Post Bank',
    'Rakuten Bank',
    'SBI Sumishin Net Bank',
  ),
  BR: list(
    'Itaú Unibanco',
    'Banco do Brasil',
    'Bradesco',
    'Caixa Econômica Federal',
    'Santander Brasil',
    'Nubank',
    'Banco Inter',
    'BTG Pactual',
  ),
  MX: list(
    'BBVA México',
    'Banorte',
    'Santander México',
    'Banamex',
    'HSBC México',
    'Scotiabank México',
    'Banco Azteca',
    'Inbursa',
  ),
  NG: list(
    'Access Bank',
    'Zenith Bank',
    'Guaranty Trust Bank',
    'First Bank of Nigeria',
    'United Bank for Africa',
    'Fidelity Bank',
    'Ecobank Nigeria',
    'Stanbic IBTC Bank',
    'Sterling Bank',
    'Wema Bank',
  ),
  default: list(
    'HSBC',
    'Citibank',
    'Standard Chartered',
    'Deutsche Bank',
    'BNP Paribas',
    'Barclays',
    'Santander',
    'ING',
  ),
};

/** The form of an account number per country; any other country: digits or an IBAN. */
export const ACCOUNT_NUMBER_RULES: Record<BankCountry | 'default', AccountNumberRule> = {
  US: { kind: 'digits', min: 4, max: 17 },
  GB: { kind: 'digits', min: 8, max: 8 },
  CA: { kind: 'digits', min: 7, max: 12 },
  AU: { kind: 'digits', min: 6, max: 10 },
  DE: { kind: 'iban', code: 'DE', length: 22, example: 'DE89 3704 0044 0532 0130 00' },
  FR: { kind: 'iban', code: 'FR', length: 27, example: 'FR76 3000 6000 0112 3456 7890 189' },
  IN: { kind: 'digits', min: 9, max: 18 },
  JP: { kind: 'digits', min: 7, max: 7 },
  BR: { kind: 'digits', min: 5, max: 13 },
  MX: { kind: 'digits', min: 10, max: 18 },
  NG: { kind: 'digits', min: 10, max: 10 },
  default: { kind: 'digits-or-iban', min: 6, max: 20 },
};

export const isBankCountry = (c: string): c is BankCountry =>
  (BANK_COUNTRIES as readonly string[]).includes(c);

/** The bank list shown for a country, 'Select Bank' first (the default list for unlisted countries). */
export const banksFor = (country: string): readonly string[] =>
  BANKS_BY_COUNTRY[isBankCountry(country) ? country : 'default'];

export const accountNumberRuleFor = (country: string): AccountNumberRule =>
  ACCOUNT_NUMBER_RULES[isBankCountry(country) ? country : 'default'];

/** A real choice from the country's list: not blank and not the 'Select Bank' placeholder. */
export const isSelectableBank = (country: string, bankName: string): boolean =>
  bankName !== SELECT_BANK && banksFor(country).includes(bankName);

/** 'en-GB' → 'GB'; 'de' → 'DE' (likely region); nothing usable → 'US'. */
export function countryFromLocale(locale: string | null | undefined): string {
  if (!locale) return DEFAULT_COUNTRY;
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region && /^[A-Z]{2}$/.test(region) ? region : DEFAULT_COUNTRY;
  } catch {
    return DEFAULT_COUNTRY;
  }
}

/** Country to display currency (docs/product.md §9); the wallet itself is in USD. */
export const COUNTRY_CURRENCY: Record<BankCountry, string> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  DE: 'EUR',
  FR: 'EUR',
  IN: 'INR',
  JP: 'JPY',
  BR: 'BRL',
  MX: 'MXN',
  NG: 'NGN',
};

export const currencyFor = (country: string): string =>
  isBankCountry(country) ? COUNTRY_CURRENCY[country] : 'USD';

/** Per-currency limits of the product's table (docs/product.md §9), in whole currency units, shipped for display. */
export const CURRENCY_LIMITS: Record<string, { min: number; max: number; daily: number }> = {
  USD: { min: 1, max: 50_000, daily: 10_000 },
  GBP: { min: 1, max: 40_000, daily: 8_000 },
  CAD: { min: 1, max: 60_000, daily: 12_000 },
  AUD: { min: 1, max: 70_000, daily: 14_000 },
  EUR: { min: 1, max: 45_000, daily: 9_000 },
  INR: { min: 100, max: 3_500_000, daily: 700_000 },
  JPY: { min: 100, max: 5_500_000, daily: 1_100_000 },
  BRL: { min: 5, max: 250_000, daily: 50_000 },
  MXN: { min: 20, max: 900_000, daily: 180_000 },
  NGN: { min: 500, max: 20_000_000, daily: 4_000_000 },
};

/**
 * An account number as the screens, mails and exports show it: '•••• 6789', or 'bc1qw5…f3t4' for a
 * Bitcoin address. Enough to recognise the account, not enough to pay into it.
 */
export function maskedAccountNumber(b: { bankName: string; accountNumber: string }): string {
  const n = b.accountNumber;
  return b.bankName === BITCOIN ? `${n.slice(0, 6)}…${n.slice(-4)}` : `•••• ${n.slice(-4)}`;
}
