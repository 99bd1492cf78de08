import { MSG } from './messages.ts';

/**
 * Offerings and holdings (docs/architecture.md "Rules the product decides", docs/api.md): the rules, free of
 * zod (screens that only show offerings load no schema library for them; the schemas are investments.ts).
 */
export const OFFERING_CATEGORIES = ['Crypto', 'Banking', 'Real Estate', 'Agriculture'] as const;
export type OfferingCategory = (typeof OFFERING_CATEGORIES)[number];

export const MIN_UNITS = 1;
export const MAX_UNITS = 100;
/** $1,000,000 a unit: far above any real offering; keeps 100 units × price × return inside safe integers. */
export const MAX_PRICE_PER_UNIT_CENTS = 1_000_000_00;

export const INVEST_MSG = {
  added: 'Investment added successfully.',
  updated: 'Investment updated successfully.',
  archived: 'Investment archived: it is no longer offered, existing holdings are kept.',
  purchased: 'Investment successful.',
  nameRequired: 'Investment name is required.',
  nameTooLong: 'Investment name is too long (120 characters at most).',
  categoryInvalid: 'Choose a category: Crypto, Banking, Real Estate or Agriculture.',
  returnInvalid: "Enter the return as a percent from 0 to 100 with at most 2 decimals, e.g. '18%'.",
  durationInvalid:
    "Enter the duration as a number and a unit, e.g. '30 days', '12 weeks', '9 months' or '1 year' (10 years at most).",
  priceInvalid: 'Enter a price per unit greater than $0 with at most 2 decimals.',
  priceTooHigh: 'Price per unit must not be more than $1,000,000.',
  imageInvalid: 'Image must be a secure web address starting with https://.',
  investmentRequired: 'Choose an investment.',
  selectUnit: MSG.selectUnit,
  insufficientBalance: MSG.insufficientBalance,
  notVerified: 'Please complete your identity verification in Settings → Verification before investing.',
  notFound: 'This investment was not found.',
  notAvailable: 'This investment is no longer available.',
  priceChanged: 'The price of this investment has changed. Please review it and try again.',
  busy: 'Your balance changed while we booked this purchase. Nothing was charged: please try again.',
  fetchFailed: 'Failed to fetch investments',
} as const;

/**
 * 'reflection': bought less than REFLECTION_DAYS ago and still cancellable (investor protection);
 * `written_off`: its offering defaulted and what was not recovered is written off.
 */
export const HOLDING_STATUSES = ['reflection', 'active', 'completed', 'cancelled', 'written_off'] as const;
export type HoldingStatus = (typeof HOLDING_STATUSES)[number];
