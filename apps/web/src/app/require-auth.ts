import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths, safeNextPath } from '../config/paths';
import { getToken } from '../lib/auth-storage';

/**
 * The one guard of every signed-in route (a loader, so it runs before any signed-in code loads):
 * no stored token sends the visitor to /login, remembering where they wanted to go.
 */
export function requireAuth({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  const url = new URL(request.url);
  const next = safeNextPath(url.pathname + url.search, '') || undefined;
  throw redirect(paths.loginWith({ next }));
}
