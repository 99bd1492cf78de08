import { MAX_UNITS, MIN_UNITS, OFFERING_CATEGORIES } from '@app/contract/investment-rules';
import type { LucideIcon } from 'lucide-react';
import { BookOpen, HandCoins, HeartHandshake, ShieldCheck } from 'lucide-react';

export const ABOUT_INTRO =
  'Verdant Invest is an online investment platform for everyday people. We believe investing should be understandable, affordable and honest, whether you are putting away your first $100 or planning for retirement.';

export const STORY: readonly string[] = [
  'Too many people are put off investing because it looks complicated, expensive or reserved for experts. Jargon, hidden fees and bold promises do not help. We started Verdant Invest to offer the opposite: a simple app where you can see exactly what you are buying, what it costs and what could go wrong.',
  'Today our customers can hold a wallet balance, link a bank or crypto account, choose among offerings across crypto, banking, real estate and agriculture, each showing its yearly rate beside its return over the whole term, and follow every investment and its expected return from one dashboard.',
  'We are a small team, and we would rather grow slowly and keep your trust than grow fast by over-promising. That is why every page that mentions returns also reminds you that they are not guaranteed.',
];

export interface Value {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const VALUES: readonly Value[] = [
  {
    icon: BookOpen,
    title: 'Plain language',
    text: 'If we cannot explain something simply, we do not offer it. Our blog and FAQs are written for beginners.',
  },
  {
    icon: HandCoins,
    title: 'Fair, visible fees',
    text: 'A platform fee of 0.25% of each purchase on the free plan and 0% for members, plus a fund’s yearly management charge where it has one, all shown in the preview before you invest.',
  },
  {
    icon: ShieldCheck,
    title: 'Security first',
    text: 'Hashed passwords, two-factor sign-in, identity checks and sessions that expire, so your account stays yours.',
  },
  {
    icon: HeartHandshake,
    title: 'Honesty about risk',
    text: 'We never promise returns. Investing carries risk and we say so clearly, because informed investors make better decisions.',
  },
];

export const FACTS: ReadonlyArray<{ value: string; label: string }> = [
  {
    value: `${MIN_UNITS}–${MAX_UNITS}`,
    label: 'units per purchase, each offering at its own price per unit',
  },
  { value: '0.25%', label: 'platform fee on the free plan (0% for members)' },
  { value: '18+', label: 'minimum age, with identity checks for everyone' },
  {
    value: String(OFFERING_CATEGORIES.length),
    label: `asset categories: ${OFFERING_CATEGORIES.join(', ').toLowerCase()}`,
  },
];
