/** Every API endpoint the admin console calls, relative to the API base URL (docs/api.md). */
export type RequestKind = 'deposit' | 'withdrawal';

const withQuery = (path: string, query: Record<string, string | number | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

const id = (value: string) => encodeURIComponent(value);
const requestsBase = (kind: RequestKind) =>
  kind === 'deposit' ? '/auth/deposit-requests' : '/auth/withdraw-requests';

export const adminApiPaths = {
  stats: '/auth/admin/stats',
  users: (q: { page: number; pageSize: number; q?: string; status?: 'closed' }) =>
    withQuery('/auth/admin/users', q),
  reopen: (userId: string) => `/auth/admin/users/${id(userId)}/reopen`,
  editBalance: (userId: string) => `/auth/admin/edit-task/${id(userId)}`,
  sendResetLink: (userId: string) => `/auth/admin/users/${id(userId)}/send-reset`,
  plan: (userId: string) => `/auth/admin/users/${id(userId)}/plan`,
  resetTwoFactor: (userId: string) => `/auth/admin/users/${id(userId)}/2fa-reset`,
  requests: (kind: RequestKind, q: { page: number; pageSize: number; status?: string; q?: string }) =>
    withQuery(requestsBase(kind), q),
  decideRequest: (kind: RequestKind, requestId: string) => `${requestsBase(kind)}/${id(requestId)}`,
  offerings: '/auth/admin/investments',
  createOffering: '/auth/investments',
  offering: (offeringId: string) => `/auth/investments/${id(offeringId)}`,
  offeringLife: (offeringId: string, what: 'performance' | 'recovery' | 'write-off') =>
    `/auth/admin/investments/${id(offeringId)}/${what}`,
  kyc: (status: string) => withQuery('/auth/admin/kyc', { status }),
  decideKyc: (userId: string) => `/auth/admin/kyc/${id(userId)}`,
  document: (userId: string) => `/auth/documents/${id(userId)}`,
  audit: (q: { page: number; pageSize: number }) => withQuery('/auth/admin/audit', q),
  adjustments: (status?: string) => withQuery('/auth/admin/adjustments', { status }),
  approvals: '/auth/admin/approvals',
  decideApproval: (approvalId: string) => `/auth/admin/approvals/${id(approvalId)}`,
  decideAdjustment: (adjustmentId: string) => `/auth/admin/adjustments/${id(adjustmentId)}`,
  customer: (userId: string) => `/auth/admin/users/${id(userId)}`,
  customerMovements: (userId: string) => `/auth/admin/users/${id(userId)}/transactions`,
  customerAudit: (userId: string, cursor: string) =>
    withQuery(`/auth/admin/users/${id(userId)}/audit`, { cursor }),
  customerSession: (userId: string, sessionId: string) =>
    `/auth/admin/users/${id(userId)}/sessions/${id(sessionId)}`,
  flows: (days: number) => withQuery('/auth/admin/reports/flows', { days }),
  trialBalance: '/auth/admin/reports/trial-balance',
  reconciliations: '/auth/admin/reconciliations',
  payoutShortfalls: '/auth/admin/payout-shortfalls',
  fundOffering: (offeringId: string) => `/auth/admin/investments/${id(offeringId)}/funding`,
  decideFunding: (fundingId: string) => `/auth/admin/fundings/${id(fundingId)}`,
  decideSettlement: (settlementId: string) => `/auth/admin/settlements/${id(settlementId)}`,
  export: (kind: string, q: { from?: string; to?: string }) =>
    withQuery(`/auth/admin/exports/${id(kind)}.csv`, q),
} as const;

/** Query keys: everything under ['admin'] so a sign-out or a role change can drop it in one go. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  users: () => ['admin', 'users'] as const,
  usersPage: (q: { page: number; q?: string; status?: 'closed' }) => ['admin', 'users', q] as const,
  requests: (kind: RequestKind) => ['admin', 'requests', kind] as const,
  requestsPage: (kind: RequestKind, q: { page: number; status?: string; q?: string }) =>
    ['admin', 'requests', kind, q] as const,
  offerings: () => ['admin', 'offerings'] as const,
  kyc: () => ['admin', 'kyc'] as const,
  audit: () => ['admin', 'audit'] as const,
  auditPage: (page: number) => ['admin', 'audit', page] as const,
  document: (userId: string) => ['admin', 'document', userId] as const,
  adjustments: () => ['admin', 'adjustments'] as const,
  approvals: () => ['admin', 'approvals'] as const,
  customer: () => ['admin', 'customer'] as const,
  customerOf: (userId: string) => ['admin', 'customer', userId] as const,
  customerMovements: (userId: string) => ['admin', 'customer', userId, 'movements'] as const,
  customerAudit: (userId: string, from: string) => ['admin', 'customer', userId, 'audit', from] as const,
  adjustmentsList: (status?: string) => ['admin', 'adjustments', status ?? 'all'] as const,
  flows: (days: number) => ['admin', 'reports', 'flows', days] as const,
  books: () => ['admin', 'books'] as const,
  trialBalance: () => ['admin', 'books', 'trial-balance'] as const,
  reconciliations: () => ['admin', 'books', 'reconciliations'] as const,
  payoutShortfalls: () => ['admin', 'books', 'payout-shortfalls'] as const,
};
