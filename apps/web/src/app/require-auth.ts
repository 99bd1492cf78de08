import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths, safeNextPath } from '../config/paths';
import { getToken } from '../lib/auth-storage';
import { startPageRequests } from './page-requests';

/**
 * The one guard of every signed-in route (a loader, so it runs before any signed-in code loads):
 * no stored token sends the visitor to /login, remembering where they wanted to go. With a token it
 * starts the page's first GETs at once, in parallel with its code (app/page-requests.ts); on the
 * first page of a visit they were started earlier still, by app/early-requests.ts.
 */
export function requireAuth({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (getToken()) {
    startPageRequests(url.pathname);
    return null;
  }
  const next = safeNextPath(url.pathname + url.search, '') || undefined;
  throw redirect(paths.loginWith({ next }));
}
