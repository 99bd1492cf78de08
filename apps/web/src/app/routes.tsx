/**
 * The route table (docs/product.md §2). Public marketing routes come from the marketing feature; everything
 * else is a lazy route so the public pages never load forms, query, toast or dialog code.
 * Kept free of browser-only code at module level so a prerender script can use it too.
 */
import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../config/paths';
import { marketingRoutes } from '../features/marketing/routes';
import { requireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const signedInRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: async () => ({ Component: (await import('./pages/dashboard-page')).DashboardPage }),
  },
  {
    path: paths.adminDashboard,
    lazy: async () => ({
      Component: (await import('../features/admin/admin-dashboard-page')).AdminDashboardPage,
    }),
  },
  {
    path: routePatterns.adminCustomer,
    lazy: async () => ({
      Component: (await import('../features/admin/customer/customer-page')).CustomerPage,
    }),
  },
  {
    path: paths.settings,
    lazy: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }),
  },
  // /investment is the same screen as /investments (docs/product.md §2).
  ...[paths.investments, paths.investment].map(
    (path): RouteObject => ({
      path,
      lazy: async () => ({
        Component: (await import('../features/investments/investments-page')).InvestmentsPage,
      }),
    }),
  ),
  {
    path: paths.transactions,
    lazy: async () => ({
      Component: (await import('../features/transactions/transactions-page')).TransactionsPage,
    }),
  },
  {
    path: paths.chat,
    lazy: async () => ({ Component: (await import('../features/chat/chat-page')).ChatPage }),
  },
  {
    path: paths.notifications,
    lazy: async () => ({
      Component: (await import('../features/notifications/notifications-page')).NotificationsPage,
    }),
  },
];

const authRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
  },
  {
    path: paths.signup,
    lazy: async () => ({ Component: (await import('../features/auth/signup-page')).SignupPage }),
  },
  {
    path: paths.forgotPassword,
    lazy: async () => ({
      Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: routePatterns.resetPassword,
    lazy: async () => ({
      Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    path: routePatterns.cancelEmailChange,
    lazy: async () => ({
      Component: (await import('../features/auth/cancel-email-change-page')).CancelEmailChangePage,
    }),
  },
  {
    path: paths.verifyEmail,
    lazy: async () => ({ Component: (await import('../features/auth/verify-email-page')).VerifyEmailPage }),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      ...marketingRoutes,
      {
        id: 'providers',
        lazy: async () => ({ Component: (await import('./app-providers')).AppProviders }),
        children: [
          {
            id: 'auth-layout',
            lazy: async () => ({ Component: (await import('../features/auth/auth-layout')).AuthLayout }),
            children: authRoutes,
          },
          {
            id: 'signed-in',
            loader: requireAuth,
            lazy: async () => ({ Component: (await import('../features/layout/app-layout')).AppLayout }),
            // Errors inside a page keep the sidebar on screen.
            children: [{ errorElement: <RouteError embedded />, children: signedInRoutes }],
          },
        ],
      },
    ],
  },
];
