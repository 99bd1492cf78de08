import { type LoaderFunctionArgs, redirect } from 'react-router';
import { apiPaths, paths, safeNextPath } from '../config/paths';
import { investmentsApiPaths } from '../features/investments/api/investments-paths';
import { walletApiPaths } from '../features/wallet/api/wallet-paths';
import { API_BASE_URL } from '../lib/api-base';
import { getStoredUserId, getToken } from '../lib/auth-storage';
import { prefetchGet } from '../lib/prefetch';

/** What each signed-in page asks for first, besides the user (GET /auth/me). */
function pageData(pathname: string, userId: string): string[] {
  if (pathname === paths.dashboard) return [investmentsApiPaths.userInvestments(userId)];
  if (pathname === paths.investments || pathname === paths.investment) {
    return [investmentsApiPaths.offerings, investmentsApiPaths.userInvestments(userId)];
  }
  if (pathname === paths.transactions) {
    return [walletApiPaths.depositsOf(userId), walletApiPaths.withdrawalsOf(userId)];
  }
  return [];
}

/**
 * The one guard of every signed-in route (a loader, so it runs before any signed-in code loads):
 * no stored token sends the visitor to /login, remembering where they wanted to go. With a token it
 * starts the page's first GETs at once, in parallel with its code (lib/prefetch.ts).
 */
export function requireAuth({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = getToken();
  if (token) {
    const userId = getStoredUserId();
    const wanted = [apiPaths.me, ...(userId ? pageData(url.pathname, userId) : [])];
    for (const path of wanted) prefetchGet(`${API_BASE_URL}${path}`, token);
    return null;
  }
  const next = safeNextPath(url.pathname + url.search, '') || undefined;
  throw redirect(paths.loginWith({ next }));
}
