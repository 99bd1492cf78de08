import { ADMIN_ROUTES } from './route-catalogue.admin.ts';
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
  // any signed-in customer (own data only)
  { method: 'GET', pattern: '/api/auth/me', access: 'customer', sample: noBody('/api/auth/me') },
  { method: 'POST', pattern: '/api/auth/logout', access: 'customer', sample: noBody('/api/auth/logout') },
  { method: 'POST', pattern: '/api/auth/step-up', access: 'customer', sample: noBody('/api/auth/step-up') },
  {
    method: 'PUT',
    pattern: '/api/auth/update-password',
    access: 'customer',
    sample: noBody('/api/auth/update-password'),
  },
  { method: 'POST', pattern: '/api/auth/add-bank', access: 'customer', sample: noBody('/api/auth/add-bank') },
  // Auto-invest (ADR 051): a strategy of another customer, or none, is a 404 to every call.
  {
    method: 'GET',
    pattern: '/api/auth/auto-invest',
    access: 'customer',
    sample: noBody('/api/auth/auto-invest'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/auto-invest',
    access: 'customer',
    sample: noBody('/api/auth/auto-invest'),
  },
  {
    method: 'PATCH',
    pattern: '/api/auth/auto-invest/:id',
    access: 'customer',
    sample: () => ({
      path: '/api/auth/auto-invest/00000000-0000-4000-8000-000000000000',
      body: { active: false },
    }),
  },
  {
    method: 'DELETE',
    pattern: '/api/auth/auto-invest/:id',
    access: 'customer',
    sample: noBody('/api/auth/auto-invest/00000000-0000-4000-8000-000000000000'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/auto-invest/:id/preview',
    access: 'customer',
    sample: noBody('/api/auth/auto-invest/00000000-0000-4000-8000-000000000000/preview'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/auto-invest/:id/report',
    access: 'customer',
    sample: noBody('/api/auth/auto-invest/00000000-0000-4000-8000-000000000000/report'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/data-export',
    access: 'customer',
    sample: noBody('/api/auth/data-export'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/data-export',
    access: 'customer',
    sample: noBody('/api/auth/data-export'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/data-export/:exportId/archive',
    access: 'customer',
    sample: noBody('/api/auth/data-export/00000000-0000-4000-8000-000000000000/archive'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/close-account',
    access: 'customer',
    sample: noBody('/api/auth/close-account'),
  },
  {
    method: 'DELETE',
    pattern: '/api/auth/bank-accounts/:id',
    access: 'customer',
    sample: (c) => ({ path: `/api/auth/bank-accounts/${c.fixtures.aliceBankId}` }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/deposit-requests',
    access: 'customer',
    sample: noBody('/api/auth/deposit-requests'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/withdraw-requests',
    access: 'customer',
    sample: noBody('/api/auth/withdraw-requests'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/deposit-requests/:userId',
    access: 'customer',
    sample: (c) => ({ path: `/api/auth/deposit-requests/${c.alice.id}` }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/withdraw-requests/:userId',
    access: 'customer',
    sample: (c) => ({ path: `/api/auth/withdraw-requests/${c.alice.id}` }),
  },
  {
    method: 'PUT',
    pattern: '/api/auth/admin/users-profile/:userId',
    access: 'customer',
    sample: (c) => ({
      path: `/api/auth/admin/users-profile/${c.alice.id}`,
      body: {
        name: 'Owned',
        phonenumber: '+1 555 999 0000',
        email: c.alice.email,
        dob: '1990-05-17',
        address: 'Attacker St',
      },
    }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/email-change',
    access: 'customer',
    sample: noBody('/api/auth/email-change'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/confirm-email-change',
    access: 'customer',
    sample: noBody('/api/auth/confirm-email-change'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/cancel-email-change',
    access: 'public',
    sample: noBody('/api/auth/cancel-email-change'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/admin/users/:userId/reopen',
    access: 'admin',
    sample: (ctx) => ({
      path: `/api/auth/admin/users/${ctx.alice.id}/reopen`,
      body: { reason: 'attack suite' },
    }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/admin/users/:userId/2fa-reset',
    access: 'admin',
    sample: (ctx) => ({
      path: `/api/auth/admin/users/${ctx.alice.id}/2fa-reset`,
      body: { reason: 'attack suite' },
    }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/2fa/setup',
    access: 'customer',
    sample: noBody('/api/auth/2fa/setup'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/2fa/enable',
    access: 'customer',
    sample: noBody('/api/auth/2fa/enable'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/2fa/disable',
    access: 'customer',
    sample: noBody('/api/auth/2fa/disable'),
  },
  { method: 'GET', pattern: '/api/auth/sessions', access: 'customer', sample: noBody('/api/auth/sessions') },
  {
    method: 'DELETE',
    pattern: '/api/auth/sessions',
    access: 'customer',
    sample: noBody('/api/auth/sessions'),
  },
  {
    method: 'DELETE',
    pattern: '/api/auth/sessions/:id',
    access: 'customer',
    sample: (c) => ({ path: `/api/auth/sessions/${c.fixtures.aliceSessionId}` }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/submit-document',
    access: 'customer',
    sample: noBody('/api/auth/submit-document'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/documents/:userId',
    access: 'customer',
    sample: (c) => ({ path: `/api/auth/documents/${c.alice.id}` }),
  },
  { method: 'POST', pattern: '/api/auth/invest', access: 'customer', sample: noBody('/api/auth/invest') },
  {
    method: 'GET',
    pattern: '/api/auth/suitability/questions',
    access: 'customer',
    sample: noBody('/api/auth/suitability/questions'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/suitability',
    access: 'customer',
    sample: noBody('/api/auth/suitability'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/suitability',
    access: 'customer',
    sample: noBody('/api/auth/suitability'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/investments/:id/kiis',
    access: 'customer',
    sample: (c) => ({ path: `/api/auth/investments/${c.fixtures.offeringId}/kiis` }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/investments/:id/kiis/ack',
    access: 'customer',
    sample: (c) => ({ path: `/api/auth/investments/${c.fixtures.offeringId}/kiis/ack` }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/holdings/:holdingId/cancel',
    access: 'customer',
    sample: (c) => ({ path: `/api/auth/holdings/${c.fixtures.aliceHoldingId}/cancel` }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/transactions',
    access: 'customer',
    sample: noBody('/api/auth/transactions'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/transactions.csv',
    access: 'customer',
    sample: noBody('/api/auth/transactions.csv'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/statements',
    access: 'customer',
    sample: noBody('/api/auth/statements'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/statements/:period',
    access: 'customer',
    sample: noBody('/api/auth/statements/2026-11'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/portfolio',
    access: 'customer',
    sample: noBody('/api/auth/portfolio'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/portfolio/calendar.ics',
    access: 'customer',
    sample: noBody('/api/auth/portfolio/calendar.ics'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/tax-statements',
    access: 'customer',
    sample: noBody('/api/auth/tax-statements'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/tax-statements/:year',
    access: 'customer',
    sample: noBody('/api/auth/tax-statements/2026'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/referrals',
    access: 'customer',
    sample: noBody('/api/auth/referrals'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/user-investments/:userId',
    access: 'customer',
    sample: (c) => ({ path: `/api/auth/user-investments/${c.alice.id}` }),
  },
  {
    method: 'PUT',
    pattern: '/api/auth/holdings/:holdingId/instruction',
    access: 'customer',
    sample: (c) => ({
      path: `/api/auth/holdings/${c.fixtures.aliceHoldingId}/instruction`,
      body: { instruction: 'rollover_all' },
    }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/notifications',
    access: 'customer',
    sample: noBody('/api/auth/notifications'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/notifications/read',
    access: 'customer',
    sample: () => ({ path: '/api/auth/notifications/read', body: { all: true } }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/notification-settings',
    access: 'customer',
    sample: noBody('/api/auth/notification-settings'),
  },
  {
    method: 'PUT',
    pattern: '/api/auth/notification-settings',
    access: 'customer',
    sample: () => ({ path: '/api/auth/notification-settings', body: { mail: { offering: false } } }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/support/threads',
    access: 'customer',
    sample: () => ({
      path: '/api/auth/support/threads',
      body: { subject: 'Route probe', category: 'other', message: 'A probe of the route.' },
    }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/support/threads',
    access: 'customer',
    sample: noBody('/api/auth/support/threads'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/support/threads/:id',
    access: 'customer',
    sample: (c) => ({ path: `/api/auth/support/threads/${c.fixtures.aliceThreadId}` }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/support/threads/:id/messages',
    access: 'customer',
    sample: (c) => ({
      path: `/api/auth/support/threads/${c.fixtures.aliceThreadId}/messages`,
      body: { message: 'Written by whoever holds the token.' },
    }),
  },
  ...ADMIN_ROUTES,
];

/** Routes outside the API proper: documentation, served to anyone on purpose. */
export const DOC_ROUTE_PREFIXES = ['/api/docs', '/api/openapi.json'];

export const routeKey = (method: string, pattern: string) => `${method.toUpperCase()} ${pattern}`;
