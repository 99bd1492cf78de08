// Investor protection (docs/decisions/033-investor-protection.md): the knowledge test, capacity for
// loss, consent before a large order, the key information sheet and the reflection period. Plain
// constants and texts, free of zod, so the invest panel and the server read the same rules.

/** The fixed warning shown before a large order and printed on every key information sheet. */
export const RISK_WARNING =
  'An investment in this offering includes the risk of losing the entirety of the money invested.';

/** Days after a purchase during which the customer may cancel it for a full refund. */
export const REFLECTION_DAYS = 4;
/** A knowledge test holds for 2 years; the capacity for loss is asked again every year. */
export const SUITABILITY_VALID_YEARS = 2;
export const CAPACITY_REVIEW_YEARS = 1;
/** Consent is asked above the higher of $1,000 and 5% of net worth. */
export const CONSENT_FLOOR_CENTS = 100_000;
export const CONSENT_NET_WORTH_BPS = 500;
/** Capacity for loss: 10% of net worth. */
export const LOSS_CAPACITY_BPS = 1000;
/** Right answers needed out of the questions that have one for an "appropriate" result. */
export const SUITABILITY_PASS_MARK = 4;

export const SUITABILITY_STATUSES = ['none', 'appropriate', 'not_appropriate'] as const;
export type SuitabilityStatus = (typeof SUITABILITY_STATUSES)[number];

export interface SuitabilityQuestion {
  id: string;
  text: string;
  options: { id: string; text: string }[];
  /** The right option, for the questions that test understanding; the others describe the customer. */
  correct?: string;
}

export const SUITABILITY_QUESTIONS: readonly SuitabilityQuestion[] = [
  {
    id: 'experience',
    text: 'How often have you invested in shares, bonds, funds or loans in the last 3 years?',
    options: [
      { id: 'never', text: 'Never' },
      { id: 'few', text: 'A few times' },
      { id: 'often', text: 'Regularly' },
    ],
  },
  {
    id: 'objective',
    text: 'What do you mainly want from this money?',
    options: [
      { id: 'growth', text: 'Growth over several years, accepting ups and downs' },
      { id: 'income', text: 'A regular income' },
      { id: 'safety', text: 'To keep it safe and available at any time' },
    ],
  },
  {
    id: 'situation',
    text: 'If you lost the money you invest here, how would it affect your daily life?',
    options: [
      { id: 'none', text: 'Not at all' },
      { id: 'some', text: 'I would have to cut back for a while' },
      { id: 'serious', text: 'I could not pay my bills' },
    ],
  },
  {
    id: 'lose-all',
    text: 'Can you lose all the money you invest in an offering?',
    options: [
      { id: 'yes', text: 'Yes' },
      { id: 'no', text: 'No, the platform guarantees it' },
    ],
    correct: 'yes',
  },
  {
    id: 'return-risk',
    text: 'An offering promises a higher return than another. What does that usually mean?',
    options: [
      { id: 'riskier', text: 'It is riskier' },
      { id: 'better', text: 'It is simply a better deal' },
      { id: 'safer', text: 'It is safer' },
    ],
    correct: 'riskier',
  },
  {
    id: 'sell-early',
    text: 'Can you sell your units and get your money back before the maturity date?',
    options: [
      { id: 'no', text: 'No, the money is tied up until maturity (apart from the reflection period)' },
      { id: 'yes', text: 'Yes, at any time' },
    ],
    correct: 'no',
  },
  {
    id: 'diversify',
    text: 'What is the safer way to invest $1,000?',
    options: [
      { id: 'spread', text: 'Spread it over several offerings' },
      { id: 'one', text: 'Put it all in the offering with the highest return' },
    ],
    correct: 'spread',
  },
  {
    id: 'protection',
    text: 'Is money invested in an offering covered by a deposit guarantee scheme?',
    options: [
      { id: 'no', text: 'No' },
      { id: 'yes', text: 'Yes, like a bank account' },
    ],
    correct: 'no',
  },
];

/** "appropriate" when enough answers that have a right one are right. */
export function scoreSuitability(answers: Record<string, string>): {
  score: number;
  status: Exclude<SuitabilityStatus, 'none'>;
} {
  let score = 0;
  for (const q of SUITABILITY_QUESTIONS) {
    if (q.correct && answers[q.id] === q.correct) score += 1;
  }
  return { score, status: score >= SUITABILITY_PASS_MARK ? 'appropriate' : 'not_appropriate' };
}

/** Net worth = income + liquid assets − commitments; capacity for loss is 10% of it, never below 0. */
export function capacityForLoss(p: {
  incomeCents: number;
  liquidAssetsCents: number;
  commitmentsCents: number;
}) {
  const netWorthCents = p.incomeCents + p.liquidAssetsCents - p.commitmentsCents;
  const lossCapacityCents = Math.max(0, Math.floor((netWorthCents * LOSS_CAPACITY_BPS) / 10_000));
  return { netWorthCents, lossCapacityCents };
}

/** Orders above this need the customer's explicit consent: the higher of $1,000 and 5% of net worth. */
export function consentThresholdCents(netWorthCents: number): number {
  return Math.max(
    CONSENT_FLOOR_CENTS,
    Math.floor((Math.max(0, netWorthCents) * CONSENT_NET_WORTH_BPS) / 10_000),
  );
}

/** The sections of an offering's key information sheet, in the order the sheet prints them. */
export const KIIS_SECTIONS = [
  { key: 'issuer', title: 'Who issues this offering' },
  { key: 'useOfFunds', title: 'What the money is for' },
  { key: 'risks', title: 'Main risks' },
  { key: 'fees', title: 'Fees and charges' },
  { key: 'payment', title: 'How and when you are paid' },
] as const;
export type KiisKey = (typeof KIIS_SECTIONS)[number]['key'];
export type Kiis = Record<KiisKey, string>;
export const KIIS_SECTION_MAX = 2000;

export const emptyKiis = (): Kiis => ({ issuer: '', useOfFunds: '', risks: '', fees: '', payment: '' });
export const kiisComplete = (k: Kiis): boolean => KIIS_SECTIONS.every((s) => k[s.key].trim() !== '');

/**
 * The sheet's file name: the offering's name, so a saved sheet says what it is about. Characters a
 * file system refuses (and control characters) become spaces.
 */
export function kiisFileName(offeringName: string): string {
  const name = offeringName
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${name || 'Offering'} - key information sheet.pdf`;
}

export const PROTECTION_MSG = {
  suitabilityRequired:
    'Before your first investment, please take the short knowledge test (it takes about 3 minutes).',
  suitabilityExpired: 'Please take the knowledge test again: yours is more than 2 years old.',
  capacityReview: 'Please confirm your income, savings and commitments again: it has been a year.',
  riskAckRequired: 'Please read and acknowledge the risk warning before investing.',
  saved: 'Thank you. Your answers are saved.',
  answerAll: 'Please answer every question.',
  answerInvalid: 'Choose one of the answers offered.',
  amountInvalid: 'Enter an amount in dollars, 0 or more, with at most 2 decimals.',
  answersFirst: 'Take the knowledge test first.',
  consentRequired: `This order is large compared with your net worth. ${RISK_WARNING} Tick the box to confirm you understand.`,
  consentTick: 'Tick the box to confirm you understand this warning.',
  kiisRequired: 'Please open and acknowledge the key information sheet of this offering first.',
  kiisIncomplete: 'This offering has no complete key information sheet yet.',
  kiisAcknowledged: 'Key information sheet acknowledged.',
  kiisNotOpened: 'Open the key information sheet before you acknowledge it.',
  kiisOpenFirst: 'Open the sheet first: the tick is there once you have opened it.',
  kiisSectionRequired: 'Fill in this section of the key information sheet.',
  kiisSectionTooLong: `Keep this section under ${KIIS_SECTION_MAX} characters.`,
  cancelled: 'Your purchase is cancelled and the whole amount, fee included, is back in your cash balance.',
  reflectionOver: `The ${REFLECTION_DAYS}-day reflection period of this purchase is over: it can no longer be cancelled.`,
  alreadyCancelled: 'This purchase is already cancelled.',
  holdingNotFound: 'This holding was not found.',
  /** The knowledge test's result, said in words whichever it is; `date` is formatted by the screen. */
  resultAppropriate: (date: string) =>
    `Knowledge test (${date}): these investments are appropriate for you, based on your answers.`,
  resultNotAppropriate: (date: string) =>
    `Knowledge test (${date}): these investments may not be appropriate for you, based on your answers.`,
  notAppropriateWarning:
    'Based on your answers, investing in these offerings may not be appropriate for you. They are risky and illiquid: you could lose all the money you invest and you cannot take it out before maturity. You may still go on if you acknowledge this warning.',
  reflectionStatement: `You have ${REFLECTION_DAYS} calendar days after a purchase to change your mind: cancel it from your holdings and the whole amount, fee included, comes back to your cash balance at no cost.`,
} as const;
