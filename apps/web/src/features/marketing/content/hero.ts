/** Landing section 2: the hero's copy. */
export const HERO = {
  title: 'We make it easy for everyone to invest',
  intro:
    'Open an account in minutes, choose among offerings in crypto, banking, real estate and agriculture, and follow your savings and goals in one simple app. No jargon, no minimum experience needed.',
} as const;
