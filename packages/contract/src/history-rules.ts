// History, statements and the portfolio picture (docs/api.md): the plain
// constants and labels, free of zod so a screen that only shows movements loads no schema library.

/** The ledger kinds a movement can have, and the `type` filter's values. */
export const MOVEMENT_TYPES = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'investment',
  'payout',
  'return',
  'fee',
  'adjustment',
  'refund',
  'recovery',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** How each kind reads to a customer (filters, lists, CSV, statements). */
export const MOVEMENT_LABELS: Record<MovementType, string> = {
  deposit: 'Deposit',
  withdrawal_hold: 'Withdrawal',
  withdrawal_release: 'Withdrawal returned',
  investment: 'Investment',
  payout: 'Payout',
  return: 'Delayed return',
  fee: 'Fee',
  adjustment: 'Adjustment',
  refund: 'Refund',
  recovery: 'Recovery payment',
};

export const TRANSACTIONS_PAGE_DEFAULT = 25;
export const TRANSACTIONS_PAGE_MAX = 100;

export const PORTFOLIO_RANGES = ['1m', '3m', '1y', 'all'] as const;
export type PortfolioRange = (typeof PORTFOLIO_RANGES)[number];

export const HISTORY_MSG = {
  badCursor: 'This page link is no longer valid. Start again from the first page.',
  cursorOtherSearch: 'This page link belongs to another search. Start again from the first page.',
  badDate: 'Use a date like 2026-01-31.',
  dateOutOfRange: 'Choose a date from 2000-01-01 to tomorrow.',
  fromAfterTo: 'The start date must not be after the end date.',
  badType: 'Choose one of the movement types.',
  badPeriod: 'A statement period looks like 2026-01.',
  noStatement: 'There is no statement for this month.',
  badFormat: 'A statement comes as pdf or csv.',
  badPaper: 'Choose a4 or letter paper.',
  badRange: 'Choose a range of 1m, 3m, 1y or all.',
  loadFailed: 'We could not load your history. Please try again.',
} as const;

/**
 * The Transactions page's two CSV files, named for what each holds so two downloads of a day never
 * read alike: every movement of the wallet with its running balance (the server's file), and the
 * deposit and withdrawal requests with their status (made in the browser). `day` is YYYY-MM-DD.
 */
export const EXPORT_FILE_NAMES = {
  accountHistory: (day: string) => `account-history-${day}.csv`,
  requests: (day: string) => `deposit-and-withdrawal-requests-${day}.csv`,
} as const;
