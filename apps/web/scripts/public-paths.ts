/** Every public page: prerendered at build time (prerender.ts) and audited (audit.ts). */
import { paths } from '../src/config/paths';
import { ARTICLES } from '../src/features/marketing/content/blog';

export const PUBLIC_PATHS: readonly string[] = [
  paths.home,
  paths.about,
  paths.blog,
  ...ARTICLES.map((a) => paths.blogPost(a.slug)),
  paths.trust,
  paths.terms,
  paths.faqs,
  paths.statistics,
  paths.autoInvestInfo,
  paths.contact,
  paths.login,
  paths.signup,
  paths.forgotPassword,
];
