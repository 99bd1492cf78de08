import { AUTO_INVEST_ORDER } from '@app/contract/auto-invest';
import type { LegalSection } from './terms';

/**
 * The public auto-invest page: how a strategy picks offerings and in what order, the disclosure an
 * investor is owed before letting a platform invest by rules. The order comes from the contract,
 * where the job's rules are written down, so the page and the product say the same.
 */
export const AUTO_INVEST_INFO: readonly LegalSection[] = [
  {
    id: 'what-you-set',
    title: 'What you set',
    body: [
      'A strategy invests for you by rules you choose. You set at least two criteria and the limits it keeps:',
      {
        ul: [
          'Criteria: the categories it buys (crypto, banking, real estate, agriculture), the longest term, the lowest and the highest simple yearly rate (a very high rate is a risk signal), and whether it buys only offerings whose borrower is paying as agreed.',
          'Limits: the amount it puts into each offering (at least one unit), the most it puts into one offering and into one category as a share of its budget, its budget in all, and a cash reserve it never touches.',
        ],
      },
    ],
  },
  {
    id: 'how-it-picks',
    title: 'How offerings are matched, and in what order',
    body: [{ ul: [...AUTO_INVEST_ORDER] }],
  },
  {
    id: 'protection',
    title: 'Your protection',
    body: [
      'Turning a strategy on needs a current knowledge test and capacity for loss, your word that you will read the key information sheet linked in every purchase receipt, and, when the amount per offering is a large order for you, your consent to it. Every purchase a strategy makes can be cancelled within 4 calendar days, at no cost.',
      'Each strategy reports what it bought, the amount invested, its average yearly rate, its spread by category and by status, and its recent decisions, including what it skipped and why. You can pause it, change it or delete it at any time; the holdings it bought stay yours.',
      'Auto-invest applies your criteria; it is not investment advice, and investing by rules carries the same risks as investing by hand: you may get back less than you invest.',
    ],
  },
];
