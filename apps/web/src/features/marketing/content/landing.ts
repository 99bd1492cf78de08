import type { LucideIcon } from 'lucide-react';
import { Gavel, Layers, Rocket, Scale, ShieldCheck, Smile, TrendingUp, UserPlus, Wallet } from 'lucide-react';

export interface FeatureCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Section 3, 'Our Best Services'. */
export const SERVICES: readonly FeatureCard[] = [
  {
    icon: ShieldCheck,
    title: 'Account Security',
    text: 'Your account is protected by encrypted connections, hashed passwords, optional two-factor sign-in and sessions that end on their own. We never store your password in readable form.',
  },
  {
    icon: Layers,
    title: 'All in One App',
    text: 'Investments, savings and goals side by side: see your balance, what you hold, what it is expected to earn and every deposit and withdrawal in one place.',
  },
  {
    icon: Smile,
    title: 'Easy to Use',
    text: 'Made for first-time investors. Plain-language explanations, clear fees and a few simple steps from sign-up to your first investment.',
  },
];

/** Section 4, 'These are why you should use' Verdant Invest. */
export const REASONS_TO_USE: readonly FeatureCard[] = [
  {
    icon: ShieldCheck,
    title: 'Protected Accounts',
    text: 'Identity checks on every investor, encrypted data and account alerts when someone signs in. That protects your account; it cannot protect you from what markets do.',
  },
  {
    icon: Scale,
    title: 'Spread Your Risk',
    text: 'Spread your money over several offerings and asset types instead of betting on one. Diversifying lowers risk; it cannot remove it.',
  },
  {
    icon: TrendingUp,
    title: 'Clear Target Returns',
    text: 'Each offering shows its target return as a yearly rate, beside the return over its whole term, before you invest. Targets are not guaranteed: your capital is at risk and you may get back less than you put in.',
  },
  {
    icon: Gavel,
    title: 'Clear Rules',
    text: 'Clear terms, know-your-customer checks and an 18+ age requirement. Read exactly what you agree to on our Terms page before you sign up.',
  },
];

export interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
  cta: string;
}

/** Section 5, 'How investing works'. Each step links to sign-up. */
export const STEPS: readonly Step[] = [
  {
    icon: UserPlus,
    title: 'Create Your Account',
    text: 'Sign up with your name, email and phone, confirm the 6-digit code we email you and verify your identity.',
    cta: 'Create an account',
  },
  {
    icon: Wallet,
    title: 'Variety of Investment choice',
    text: 'Browse the offerings open today across crypto, banking, real estate and agriculture. Each shows its price per unit, duration and target return, a year and over its term.',
    cta: 'See the choices',
  },
  {
    icon: Rocket,
    title: 'Start Investing',
    text: 'Add money from a linked bank or crypto account, buy from 1 to 100 units and follow your holdings from your dashboard.',
    cta: 'Start investing',
  },
];

export const FOUNDER_QUOTE = {
  quote:
    'I started Verdant Invest because my own family thought investing was only for experts. It is not. Anyone can start small, learn as they go and build the habit, as long as they understand the risks and never invest money they cannot afford to leave alone for a while.',
  name: 'Daniel Mensah',
  role: 'Founder and CEO, Verdant Invest',
} as const;
