import { paths } from '../../../config/paths';

export interface NavLink {
  label: string;
  to: string;
}

/** Landing-page anchors the menus point at. */
export const SECTION_IDS = {
  howItWorks: 'how-it-works',
  community: 'community',
} as const;

/** 'How it works', 'Pricing' and 'Investors' (no target of their own) lead to real places. */
export const HOW_IT_WORKS: NavLink = { label: 'How it works', to: `${paths.home}#${SECTION_IDS.howItWorks}` };
export const PRICING: NavLink = { label: 'Pricing', to: `${paths.faqs}#fees` };
export const INVESTORS: NavLink = { label: 'Investors', to: `${paths.home}#${SECTION_IDS.community}` };

export const COMPANY_LINKS: readonly NavLink[] = [
  { label: 'About us', to: paths.about },
  HOW_IT_WORKS,
  PRICING,
  { label: 'Contact us', to: paths.contact },
];

export const COMMUNITY_LINKS: readonly NavLink[] = [
  { label: 'Blog', to: paths.blog },
  INVESTORS,
  { label: 'FAQs', to: paths.faqs },
  { label: 'Statistics', to: paths.statistics },
  { label: 'Auto-invest', to: paths.autoInvestInfo },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Privacy, trust and safety', to: paths.trust },
  { label: 'Terms', to: paths.terms },
];

export const ACCOUNT_LINKS: readonly NavLink[] = [
  { label: 'Log in', to: paths.login },
  { label: 'Sign up', to: paths.signup },
];

/** Shown in the footer and wherever returns are advertised. */
export const RISK_WARNING =
  'Capital at risk. The value of investments can go down as well as up and you may get back less than you invest. Target returns are not guaranteed, and past performance is not a reliable guide to future results. Verdant Invest does not give personal financial advice.';

export const CONTACT_DETAILS = {
  email: 'support@verdant.invest',
  phone: '+1 (555) 010-0199',
  phoneHref: '+15550100199',
  address: ['Verdant Invest', '100 Market Street, Suite 400', 'San Francisco, CA 94105', 'United States'],
  hours: 'Monday to Friday, 9:00 to 17:00 (Pacific Time)',
} as const;
