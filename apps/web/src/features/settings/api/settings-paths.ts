/**
 * The settings API endpoints, relative to the API base URL. Kept beside the feature until they join
 * `apiPaths` in config/paths.ts (one place for every URL).
 */
export const settingsApiPaths = {
  profile: (userId: string) => `/auth/admin/users-profile/${encodeURIComponent(userId)}`,
  emailChange: '/auth/email-change',
  confirmEmailChange: '/auth/confirm-email-change',
  updatePassword: '/auth/update-password',
  twoFactorSetup: '/auth/2fa/setup',
  twoFactorEnable: '/auth/2fa/enable',
  twoFactorDisable: '/auth/2fa/disable',
  sessions: '/auth/sessions',
  session: (id: string) => `/auth/sessions/${encodeURIComponent(id)}`,
  submitDocument: '/auth/submit-document',
  referrals: '/auth/referrals',
  dataExport: '/auth/data-export',
  closeAccount: '/auth/close-account',
} as const;

export const settingsQueryKeys = {
  emailChange: ['settings', 'email-change'] as const,
  sessions: ['settings', 'sessions'] as const,
  referrals: ['settings', 'referrals'] as const,
  dataExport: ['settings', 'data-export'] as const,
};
