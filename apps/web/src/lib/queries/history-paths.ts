import type { PortfolioRange } from '@app/contract/history';

/** The customer's history API endpoints (relative to the API base URL) that a page asks for first. */
export const historyApiPaths = {
  transactions: '/auth/transactions',
  transactionsCsv: '/auth/transactions.csv',
  statements: '/auth/statements',
  portfolio: (range: PortfolioRange) => `/auth/portfolio?range=${range}`,
  calendarIcs: '/auth/portfolio/calendar.ics',
  taxStatements: '/auth/tax-statements',
} as const;

/** The range the dashboard's portfolio opens with. */
export const DEFAULT_PORTFOLIO_RANGE: PortfolioRange = '3m';
