import type { Article } from './types';

export const cryptocurrency: Article = {
  slug: 'cryptocurrency-what-to-know',
  title: 'Cryptocurrency: what to know before you buy',
  description:
    'Bitcoin, Ethereum and thousands of other coins attract a lot of attention. What they are, why their prices swing so wildly, and how to think about them if you decide to invest.',
  category: 'Crypto',
  published: '2025-06-16',
  body: [
    'Few investments attract as much excitement, or as much confusion, as cryptocurrency. Some people see it as the future of money; others see it as pure speculation. Whatever your view, if you are thinking about buying crypto it is worth understanding what you are getting into. This guide sets out the basics in plain language.',
    { h2: 'What cryptocurrency is' },
    'A cryptocurrency is a digital asset recorded on a blockchain: a shared ledger maintained by a network of computers rather than by a single bank or government. Bitcoin, launched in 2009, was the first. Ethereum followed and added the ability to run programs on its network. Thousands of other coins and tokens now exist, many of them small and short-lived.',
    'Unlike a share, a coin usually does not give you ownership of a business or a claim on its profits. Unlike a bond, it does not pay interest by default. Its price depends largely on what other people are willing to pay for it, which is driven by adoption, sentiment, regulation and speculation.',
    { h2: 'Why prices swing so much' },
    'Crypto prices are far more volatile than those of most traditional investments. It is not unusual for a major coin to rise or fall by 10% in a day, and falls of 70% or more from a peak have happened several times in Bitcoin’s history. Smaller coins can lose almost all of their value. The market trades around the clock, reacts strongly to news and social media, and is influenced by a relatively small number of large holders.',
    'High potential returns come with high potential losses. Anyone who tells you otherwise is not being straight with you.',
    { h2: 'Risks beyond the price' },
    {
      ul: [
        'Regulation: the rules differ by country and are still changing. In many places crypto is not covered by the protection schemes that apply to bank deposits or regulated investments.',
        'Security: coins held on an exchange can be lost if it is hacked or fails; coins you hold yourself can be lost for good if you lose your keys.',
        'Scams: fake coins, fake exchanges, “guaranteed” returns and impersonators on social media are common. Nobody legitimate will ask for your private keys or recovery phrase.',
        'Complexity: some crypto products, such as lending schemes and leveraged trading, add further layers of risk that are hard to see.',
      ],
    },
    { h2: 'If you decide to invest' },
    'Plenty of people choose to hold some crypto as part of a wider portfolio. If you do, a few principles help keep the risk in proportion:',
    {
      ol: [
        'Only invest money you could afford to lose entirely without it affecting your day-to-day life or your other goals.',
        'Keep it a small slice of your overall investments, not the centre of your plan.',
        'Have your emergency fund and your core long-term investments in place first.',
        'Avoid borrowing to buy crypto and avoid leveraged products, which can magnify losses quickly.',
        'Stick to well-established platforms and coins you understand, and turn on two-factor authentication everywhere.',
        'Decide in advance how you will react to big price moves, so you are not making decisions in a panic.',
      ],
    },
    { h2: 'Crypto on Verdant Invest' },
    'Crypto is one of the categories you will find among our offerings, alongside banking, real estate and agriculture. Each offering shows its duration and target return before you invest, and you can also link a crypto wallet to move money in and out. We show crypto offerings next to less volatile choices so you can keep them in proportion.',
    'Cryptocurrency is high risk. Its value can fall sharply and you could lose all the money you invest. Target returns are not guaranteed. This article is general information, not advice to buy or sell any asset.',
  ],
};
