/**
 * The investments API endpoints, relative to the API base URL. Kept beside the feature until they
 * join `apiPaths` in config/paths.ts (one place for every URL).
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
