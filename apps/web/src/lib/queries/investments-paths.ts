/**
 * The investments API endpoints, relative to the API base URL. Shared below the features (the
 * dashboard, the admin console and page prefetching read holdings too).
 */
export const investmentsApiPaths = {
  offerings: '/auth/investments',
  invest: '/auth/invest',
  userInvestments: (userId: string) => `/auth/user-investments/${encodeURIComponent(userId)}`,
  instruction: (holdingId: string) => `/auth/holdings/${encodeURIComponent(holdingId)}/instruction`,
} as const;

export const investmentsQueryKeys = {
  all: ['investments'] as const,
  offerings: ['investments', 'offerings'] as const,
  holdings: (userId: string) => ['investments', 'holdings', userId] as const,
};
