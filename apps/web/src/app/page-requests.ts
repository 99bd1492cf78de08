import { apiPaths, paths, routePatterns } from '../config/paths';
import { API_BASE_URL } from '../lib/api-base';
import { getStoredUserId, getToken } from '../lib/auth-storage';
import { prefetchGet } from '../lib/prefetch';
import { DEFAULT_PORTFOLIO_RANGE, historyApiPaths } from '../lib/queries/history-paths';
import { investmentsApiPaths } from '../lib/queries/investments-paths';
import { walletApiPaths } from '../lib/queries/wallet-paths';

/** The screens behind the sign-in guard (the route table's 'signed-in' group; routes.test.ts keeps them equal). */
export const SIGNED_IN_PATHS: readonly string[] = [
  paths.dashboard,
  paths.adminDashboard,
  paths.settings,
  paths.investments,
  paths.investment,
  paths.transactions,
  paths.chat,
  paths.notifications,
  routePatterns.adminCustomer,
];

/** Whether a pathname is one of the signed-in screens (a `:param` segment matches any one segment). */
function isSignedInPath(pathname: string): boolean {
  const parts = pathname.split('/');
  return SIGNED_IN_PATHS.some((pattern) => {
    const want = pattern.split('/');
    return want.length === parts.length && want.every((w, i) => w.startsWith(':') || w === parts[i]);
  });
}

/** What each signed-in page asks for first, besides the user (GET /auth/me). */
function pageData(pathname: string, userId: string): string[] {
  const offeringsAndHoldings = [investmentsApiPaths.offerings, investmentsApiPaths.userInvestments(userId)];
  // The dashboard's return banner and the investments page both read the live offerings.
  if (pathname === paths.dashboard) {
    return [...offeringsAndHoldings, historyApiPaths.portfolio(DEFAULT_PORTFOLIO_RANGE)];
  }
  if (pathname === paths.investments || pathname === paths.investment) return offeringsAndHoldings;
  if (pathname === paths.transactions) {
    return [
      historyApiPaths.transactions,
      historyApiPaths.statements,
      walletApiPaths.depositsOf(userId),
      walletApiPaths.withdrawalsOf(userId),
    ];
  }
  return [];
}

/**
 * Starts the first GETs of a signed-in page (the user, and the page's own data) for the stored
 * session, so they travel while the page's code downloads and runs (lib/prefetch.ts). Nothing happens
 * for a path outside the signed-in screens, and storage is not even read there: a page's first
 * localStorage read makes the browser load it, a cost public pages need not pay.
 */
export function startPageRequests(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!isSignedInPath(path)) return;
  const token = getToken();
  if (!token) return;
  const userId = getStoredUserId();
  const wanted = [apiPaths.me, ...(userId ? pageData(path, userId) : [])];
  for (const p of wanted) prefetchGet(`${API_BASE_URL}${p}`, token);
}
