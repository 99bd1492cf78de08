/**
 * The public marketing routes (docs/product.md §2): one layout route (header + footer) around the landing page,
 * the static pages and the 404. The landing page and layout are in the entry bundle; every other page
 * is a lazy route, so the landing page ships only what it shows.
 */
import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../../config/paths';
import { PublicLayout } from './components/public-layout';
import { LandingPage } from './pages/landing-page';

export const marketingRoutes: RouteObject[] = [
  {
    id: 'public-layout',
    Component: PublicLayout,
    children: [
      { index: true, Component: LandingPage },
      {
        path: paths.about,
        lazy: async () => ({ Component: (await import('./pages/about-page')).AboutPage }),
      },
      {
        path: paths.blog,
        lazy: async () => ({ Component: (await import('./pages/blog-page')).BlogPage }),
      },
      {
        path: routePatterns.blogPost,
        lazy: async () => ({ Component: (await import('./pages/blog-post-page')).BlogPostPage }),
      },
      {
        path: paths.trust,
        lazy: async () => ({ Component: (await import('./pages/trust-page')).TrustPage }),
      },
      {
        path: paths.terms,
        lazy: async () => ({ Component: (await import('./pages/terms-page')).TermsPage }),
      },
      {
        path: paths.faqs,
        lazy: async () => ({ Component: (await import('./pages/faqs-page')).FaqsPage }),
      },
      {
        path: paths.statistics,
        lazy: async () => ({ Component: (await import('./pages/statistics-page')).StatisticsPage }),
      },
      {
        path: paths.autoInvestInfo,
        lazy: async () => ({ Component: (await import('./pages/auto-invest-page')).AutoInvestPage }),
      },
      {
        path: paths.contact,
        lazy: async () => ({ Component: (await import('./pages/contact-page')).ContactPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
];
