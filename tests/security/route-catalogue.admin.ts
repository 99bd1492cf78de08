import type { RouteSpec } from './route-spec.ts';
import { noBody, offering } from './route-spec.ts';

/** The admin console's routes: an admin may call them, a customer gets 403 (API5). */
export const ADMIN_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    pattern: '/api/auth/deposit-requests',
    access: 'admin',
    sample: noBody('/api/auth/deposit-requests'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/withdraw-requests',
    access: 'admin',
    sample: noBody('/api/auth/withdraw-requests'),
  },
  {
    method: 'PATCH',
    pattern: '/api/auth/deposit-requests/:id',
    access: 'admin',
    sample: (c) => ({
      path: `/api/auth/deposit-requests/${c.fixtures.aliceDepositId}`,
      body: { status: 'approved' },
    }),
  },
  {
    method: 'PATCH',
    pattern: '/api/auth/withdraw-requests/:id',
    access: 'admin',
    sample: (c) => ({
      path: `/api/auth/withdraw-requests/${c.fixtures.aliceWithdrawalId}`,
      body: { status: 'rejected' },
    }),
  },
  { method: 'GET', pattern: '/api/auth/admin/kyc', access: 'admin', sample: noBody('/api/auth/admin/kyc') },
  {
    method: 'GET',
    pattern: '/api/auth/admin/approvals',
    access: 'admin',
    sample: noBody('/api/auth/admin/approvals'),
  },
  {
    method: 'PATCH',
    pattern: '/api/auth/admin/approvals/:id',
    access: 'admin',
    sample: () => ({
      path: '/api/auth/admin/approvals/00000000-0000-4000-8000-000000000000',
      body: { decision: 'rejected', reason: 'attack suite' },
    }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/auto-invest',
    access: 'admin',
    sample: noBody('/api/auth/admin/auto-invest'),
  },
  {
    method: 'PATCH',
    pattern: '/api/auth/admin/kyc/:userId',
    access: 'admin',
    sample: (c) => ({ path: `/api/auth/admin/kyc/${c.mallory.id}`, body: { decision: 'approved' } }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/investments',
    access: 'admin',
    sample: () => ({ path: '/api/auth/investments', body: offering }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/investments',
    access: 'admin',
    sample: noBody('/api/auth/admin/investments'),
  },
  {
    method: 'PUT',
    pattern: '/api/auth/investments/:id',
    access: 'admin',
    sample: (c) => ({ path: `/api/auth/investments/${c.fixtures.offeringId}`, body: { pricePerUnit: 0.01 } }),
  },
  {
    method: 'DELETE',
    pattern: '/api/auth/investments/:id',
    access: 'admin',
    sample: (c) => ({ path: `/api/auth/investments/${c.fixtures.offeringId}` }),
  },
  {
    method: 'PUT',
    pattern: '/api/auth/admin/investments/:id/performance',
    access: 'admin',
    sample: (c) => ({
      path: `/api/auth/admin/investments/${c.fixtures.offeringId}/performance`,
      body: { status: 'defaulted', note: 'Injected' },
    }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/admin/investments/:id/recovery',
    access: 'admin',
    sample: (c) => ({
      path: `/api/auth/admin/investments/${c.fixtures.offeringId}/recovery`,
      body: { amount: 1, note: 'Injected' },
    }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/admin/investments/:id/write-off',
    access: 'admin',
    sample: (c) => ({
      path: `/api/auth/admin/investments/${c.fixtures.offeringId}/write-off`,
      body: { note: 'Injected' },
    }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/users',
    access: 'admin',
    sample: noBody('/api/auth/admin/users'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/stats',
    access: 'admin',
    sample: noBody('/api/auth/admin/stats'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/reports/flows',
    access: 'admin',
    sample: noBody('/api/auth/admin/reports/flows?days=365'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/reports/cancellations',
    access: 'admin',
    sample: noBody('/api/auth/admin/reports/cancellations'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/exports/:kind.csv',
    access: 'admin',
    sample: noBody('/api/auth/admin/exports/users.csv'),
  },
  {
    method: 'PUT',
    pattern: '/api/auth/admin/edit-task/:userId',
    access: 'admin',
    sample: (c) => ({
      path: `/api/auth/admin/edit-task/${c.mallory.id}`,
      body: { newBalanceValue: 1_000_000, reason: 'self-service' },
    }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/admin/users/:userId/send-reset',
    access: 'admin',
    sample: (c) => ({ path: `/api/auth/admin/users/${c.alice.id}/send-reset` }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/audit',
    access: 'admin',
    sample: noBody('/api/auth/admin/audit'),
  },
  { method: 'GET', pattern: '/api/metrics', access: 'admin', sample: noBody('/api/metrics') },
  {
    method: 'GET',
    pattern: '/api/auth/admin/users/:userId',
    access: 'admin',
    sample: (c) => ({ path: `/api/auth/admin/users/${c.alice.id}` }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/users/:userId/transactions',
    access: 'admin',
    sample: (c) => ({ path: `/api/auth/admin/users/${c.alice.id}/transactions` }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/users/:userId/audit',
    access: 'admin',
    sample: (c) => ({ path: `/api/auth/admin/users/${c.alice.id}/audit` }),
  },
  {
    method: 'DELETE',
    pattern: '/api/auth/admin/users/:userId/sessions/:sessionId',
    access: 'admin',
    sample: (c) => ({ path: `/api/auth/admin/users/${c.alice.id}/sessions/${c.fixtures.aliceSessionId}` }),
  },
  {
    method: 'PUT',
    pattern: '/api/auth/admin/users/:userId/plan',
    access: 'admin',
    sample: (c) => ({
      path: `/api/auth/admin/users/${c.mallory.id}/plan`,
      body: { plan: 'member', reason: 'attack' },
    }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/adjustments',
    access: 'admin',
    sample: noBody('/api/auth/admin/adjustments'),
  },
  {
    method: 'PATCH',
    pattern: '/api/auth/admin/adjustments/:id',
    access: 'admin',
    sample: () => ({
      path: '/api/auth/admin/adjustments/00000000-0000-4000-8000-000000000000',
      body: { decision: 'approved' },
    }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/reports/trial-balance',
    access: 'admin',
    sample: noBody('/api/auth/admin/reports/trial-balance'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/reconciliations',
    access: 'admin',
    sample: noBody('/api/auth/admin/reconciliations'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/admin/reconciliations',
    access: 'admin',
    sample: () => ({ path: '/api/auth/admin/reconciliations', body: { date: '2026-01-01', bankBalance: 1 } }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/payout-shortfalls',
    access: 'admin',
    sample: noBody('/api/auth/admin/payout-shortfalls'),
  },
  {
    method: 'POST',
    pattern: '/api/auth/admin/investments/:id/funding',
    access: 'admin',
    sample: (c) => ({
      path: `/api/auth/admin/investments/${c.fixtures.offeringId}/funding`,
      body: { amount: 1, reason: 'attack suite' },
    }),
  },
  {
    method: 'PATCH',
    pattern: '/api/auth/admin/fundings/:id',
    access: 'admin',
    sample: () => ({
      path: '/api/auth/admin/fundings/00000000-0000-4000-8000-000000000000',
      body: { decision: 'approved' },
    }),
  },
  {
    method: 'PATCH',
    pattern: '/api/auth/admin/settlements/:id',
    access: 'admin',
    sample: () => ({
      path: '/api/auth/admin/settlements/00000000-0000-4000-8000-000000000000',
      body: { decision: 'approved' },
    }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/support',
    access: 'admin',
    sample: noBody('/api/auth/admin/support'),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/support/:id',
    access: 'admin',
    sample: (c) => ({ path: `/api/auth/admin/support/${c.fixtures.aliceThreadId}` }),
  },
  {
    method: 'POST',
    pattern: '/api/auth/admin/support/:id/messages',
    access: 'admin',
    sample: (c) => ({
      path: `/api/auth/admin/support/${c.fixtures.aliceThreadId}/messages`,
      body: { message: 'An answer from the route probe.' },
    }),
  },
  {
    method: 'PATCH',
    pattern: '/api/auth/admin/support/:id',
    access: 'admin',
    sample: (c) => ({
      path: `/api/auth/admin/support/${c.fixtures.aliceThreadId}`,
      body: { assignTo: 'me' },
    }),
  },
  {
    method: 'GET',
    pattern: '/api/auth/admin/reports/complaints',
    access: 'admin',
    sample: noBody('/api/auth/admin/reports/complaints'),
  },
];
