import { noBody, type RouteSpec } from './route-spec.ts';

/** Auto-invest (ADR 051): a customer's own strategies; another customer's, or none, is a 404 to every call. */
export const AUTO_INVEST_ROUTES: RouteSpec[] = [
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
];
