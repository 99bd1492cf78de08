import { ADMIN_ROUTES } from './route-catalogue.admin.ts';
import { CUSTOMER_ROUTES } from './route-catalogue.customer.ts';
import { noBody, type RouteSpec } from './route-spec.ts';

export type { Access, RouteSpec } from './route-spec.ts';

/**
 * Every API route and who may call it. The inventory case fails when the router has a route that is
 * missing here, so a new endpoint cannot ship without being attacked by this suite.
 */
export const ROUTES: RouteSpec[] = [
  // public
  { method: 'GET', pattern: '/api/health', access: 'public', sample: noBody('/api/health') },
  { method: 'GET', pattern: '/api/ready', access: 'public', sample: noBody('/api/ready') },
  { method: 'GET', pattern: '/api/statistics', access: 'public', sample: noBody('/api/statistics') },
  { method: 'POST', pattern: '/api/auth/register', access: 'public', sample: noBody('/api/auth/register') },
  {
    method: 'POST',
    pattern: '/api/auth/verify-email',
    access: 'public',
    sample: noBody('/api/auth/verify-email'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/resend-verification',
    access: 'public',
    sample: noBody('/api/auth/resend-verification'),
  },
  { method: 'POST', pattern: '/api/auth/login', access: 'public', sample: noBody('/api/auth/login') },
  { method: 'POST', pattern: '/api/auth/login/2fa', access: 'public', sample: noBody('/api/auth/login/2fa') },
  {
    method: 'POST',
    pattern: '/api/auth/forgot-password',
    access: 'public',
    sample: noBody('/api/auth/forgot-password'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/verify-reset-token/:token',
    access: 'public',
    sample: noBody('/api/auth/verify-reset-token/x'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/reset-password/:token',
    access: 'public',
    sample: noBody('/api/auth/reset-password/x'),
  },
  { method: 'POST', pattern: '/api/contact', access: 'public', sample: noBody('/api/contact') },
  {
    method: 'GET',
    pattern: '/api/auth/investments',
    access: 'public',
    sample: noBody('/api/auth/investments'),
  },
  ...CUSTOMER_ROUTES,
  ...ADMIN_ROUTES,
];

/** Routes outside the API proper: documentation, served to anyone on purpose. */
export const DOC_ROUTE_PREFIXES = ['/api/docs', '/api/openapi.json'];

export const routeKey = (method: string, pattern: string) => `${method.toUpperCase()} ${pattern}`;
