import type { Article } from './types';

export const emergencyFund: Article = {
  slug: 'build-an-emergency-fund-first',
  title: 'Why an emergency fund comes before your first investment',
  description:
    'Before you invest a single dollar, set aside money for the unexpected. Here is how big an emergency fund should be, where to keep it and how to build one step by step.',
  category: 'Saving',
  published: '2025-01-13',
  body: [
    'Most people come to investing because they want their money to grow. That is a good instinct. But the order in which you do things matters, and for almost everyone the first step is not an investment at all. It is an emergency fund: a pot of easy-to-reach cash set aside for the things life throws at you without warning.',
    { h2: 'What an emergency fund is for' },
    'A car repair, a boiler that gives up in winter, a sudden trip to see family, a gap between jobs. None of these are rare. Surveys in many countries find that a large share of adults would struggle to cover an unexpected bill of a few hundred dollars without borrowing. When that happens, the choices are usually expensive: a credit card balance at a high interest rate, an overdraft, a payday loan, or selling investments at whatever price the market offers that day.',
    'That last point is the one investors often miss. Markets move up and down, sometimes sharply. If your only spare money is invested, an emergency can force you to sell right after a fall and lock in a loss that would otherwise have been temporary. An emergency fund protects your investments as much as it protects you. It lets you leave them alone long enough for time to do its work.',
    { h2: 'How big should it be?' },
    'A common rule of thumb is three to six months of essential spending. Essential means the bills you cannot skip: rent or mortgage, utilities, food, transport, insurance, minimum debt repayments. It does not mean your full monthly income.',
    'Where you land in that range depends on your situation. Consider aiming for the higher end if:',
    {
      ul: [
        'your income varies from month to month, for example if you are self-employed or work on commission;',
        'you are the only earner in your household, or others depend on you;',
        'you rent and could face moving costs at short notice;',
        'your job would be hard to replace quickly in your field or area.',
      ],
    },
    'If you have a stable salary, a second earner at home and few dependants, three months may be plenty. There is no perfect number. The goal is to be able to absorb a shock without panic.',
    { h2: 'Where to keep it' },
    'An emergency fund has one job: to be there, in full, when you need it. That means it should be safe and quick to access rather than aiming for the highest return. A separate savings account that pays some interest and lets you withdraw within a day or two is usually the right home. Keeping it apart from your everyday account makes it less tempting to dip into for non-emergencies.',
    'It should not be in shares, funds, cryptocurrency or anything else whose value can drop just as you need it. Nor should it be locked into a fixed-term product with penalties for early withdrawal.',
    { h2: 'Building it without feeling it' },
    'Three to six months of spending can sound like a mountain. You do not need to climb it in one go. A few habits help:',
    {
      ol: [
        'Start with a first milestone of one month’s essentials, or even a fixed amount such as $1,000. Reaching a first target quickly builds momentum.',
        'Set up an automatic transfer on payday, so the money moves before you have the chance to spend it.',
        'Put windfalls to work: a tax refund, a bonus or a gift can close the gap much faster than monthly savings alone.',
        'Review your regular subscriptions and direct debits once a year and redirect what you cancel into the fund.',
      ],
    },
    { h2: 'When you use it, refill it' },
    'Using your emergency fund is not a failure; it is exactly what it is for. Afterwards, pause any extra investing for a while and rebuild the fund first. Then pick up where you left off.',
    { h2: 'Then start investing' },
    'Once your emergency fund is in place and any expensive debt is under control, you are in a far stronger position to invest. You can choose investments for the long term, ride out the ups and downs, and avoid selling at the worst moment. On Verdant Invest you can begin with small amounts and add more as your confidence grows.',
    'Remember that investing always involves risk: the value of investments can go down as well as up, and you may get back less than you put in. This article is general information, not personal financial advice. If you are unsure what is right for you, speak to a qualified adviser.',
  ],
};
