/**
 * Every URL of the web app in one place: screen routes (`paths`) and API endpoints (`apiPaths`,
 * relative to the API base URL). Screens and route tables import from here; nothing hard-codes a URL.
 */

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  // public (marketing)
  home: '/',
  about: '/about-us',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  trust: '/trust',
  terms: '/terms',
  faqs: '/faqs',
  contact: '/contact-us',
  statistics: '/statistics',
  autoInvestInfo: '/auto-invest',
  // auth
  login: '/login',
  loginWith: (q: { next?: string; expired?: boolean; email?: string }) =>
    withQuery('/login', { next: q.next, expired: q.expired ? '1' : undefined, email: q.email }),
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  verifyEmail: '/verify-email',
  verifyEmailWith: (q: { email?: string; code?: string }) => withQuery('/verify-email', q),
  // signed in
  dashboard: '/dashboard',
  adminDashboard: '/admin-dashboard',
  adminCustomer: (userId: string) => `/admin-dashboard/users/${encodeURIComponent(userId)}`,
  settings: '/settings',
  investments: '/investments',
  investment: '/investment',
  transactions: '/transactions',
  chat: '/chat',
  chatThread: (threadId: string) => `/chat?thread=${encodeURIComponent(threadId)}`,
  notifications: '/notifications',
} as const;

/** Route patterns for the route table (React Router syntax). */
export const routePatterns = {
  blogPost: '/blog/:slug',
  resetPassword: '/reset-password/:token',
  cancelEmailChange: '/cancel-email-change/:token',
  adminCustomer: '/admin-dashboard/users/:id',
} as const;

/** API endpoints, relative to the API base URL (`VITE_API_URL`, default `/api`). */
export const apiPaths = {
  register: '/auth/register',
  verifyEmail: '/auth/verify-email',
  resendVerification: '/auth/resend-verification',
  login: '/auth/login',
  loginTwoFactor: '/auth/login/2fa',
  me: '/auth/me',
  logout: '/auth/logout',
  forgotPassword: '/auth/forgot-password',
  verifyResetToken: (token: string) => `/auth/verify-reset-token/${encodeURIComponent(token)}`,
  resetPassword: (token: string) => `/auth/reset-password/${encodeURIComponent(token)}`,
  cancelEmailChange: '/auth/cancel-email-change',
  contact: '/contact',
  statistics: '/statistics',
} as const;

/**
 * A post-login destination taken from the URL: only a same-site path is accepted (never `//host`
 * or `https://…`), so a crafted link cannot send someone to another site after they sign in.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next === paths.login || next.startsWith(`${paths.login}?`)) return fallback;
  return next;
}
