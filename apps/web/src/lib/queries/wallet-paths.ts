/** The wallet's API endpoints, relative to the API base URL (kept beside the feature that calls them). */
export const walletApiPaths = {
  addBank: '/auth/add-bank',
  bankAccount: (id: string) => `/auth/bank-accounts/${encodeURIComponent(id)}`,
  depositRequests: '/auth/deposit-requests',
  withdrawRequests: '/auth/withdraw-requests',
  depositsOf: (userId: string) => `/auth/deposit-requests/${encodeURIComponent(userId)}`,
  withdrawalsOf: (userId: string) => `/auth/withdraw-requests/${encodeURIComponent(userId)}`,
} as const;

export const walletQueryKeys = {
  all: ['wallet'] as const,
  deposits: (userId: string) => ['wallet', 'deposits', userId] as const,
  withdrawals: (userId: string) => ['wallet', 'withdrawals', userId] as const,
};
