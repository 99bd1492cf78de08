import type { Article } from './types';

export const goals: Article = {
  slug: 'setting-investment-goals',
  title: 'Setting investment goals you can actually keep',
  description:
    'Vague plans are easy to abandon. How to turn “I should invest” into clear goals with an amount, a date and a plan, and how your timeline shapes the risk you can take.',
  category: 'Planning',
  published: '2025-05-19',
  body: [
    '“I should really start investing” is one of the most common money resolutions, and one of the most commonly abandoned. The problem is rarely a lack of willpower. It is that the goal is too vague to act on. A clear goal tells you how much to put aside, how long you have and how much risk makes sense. Here is a simple way to set one.',
    { h2: 'Start with the why' },
    'Money is a means to an end, so begin with the end. Write down what you are actually saving or investing for. Typical goals include a safety net, a deposit on a home, a child’s education, starting a business, travelling, or being able to stop working one day. Being specific makes the goal feel real, and a real goal is much easier to stick to when markets are bumpy or other spending is tempting.',
    { h2: 'Make it measurable' },
    'For each goal, add two numbers: how much you need and by when. “A home deposit” becomes “$30,000 for a deposit within six years.” Now you can work out roughly how much you need to set aside each month. The first estimate does not need to be perfect; you can refine it as you go.',
    'Many people find the SMART framework useful. A good goal is:',
    {
      ul: [
        'Specific: what exactly is the money for?',
        'Measurable: how much do you need?',
        'Achievable: is the monthly amount realistic alongside your other commitments?',
        'Relevant: does it matter to you, not just to someone else’s idea of what you should do?',
        'Time-bound: when do you need the money?',
      ],
    },
    { h2: 'Let the timeline guide the risk' },
    'How long you have is the single most important factor in deciding where the money should go. Investments that can grow faster over time, such as shares, can also fall sharply in the short term. If you need the money in one or two years, a fall just before that date could leave you short with no time to recover. If you need it in fifteen years, you have time to ride out the ups and downs.',
    'As a rough guide, money needed within about three years is usually better kept in savings. Goals five or more years away are where investing tends to make more sense. In between, many people use a mix. As a goal gets closer, it is common to move money gradually out of riskier investments so that a late fall does less damage.',
    { h2: 'Put it on autopilot' },
    'Once you know your monthly amount, automate it. A regular transfer on the day you are paid turns a good intention into a habit that happens without you having to decide each month. Investing the same amount regularly also means you buy more units when prices are low and fewer when they are high, which smooths out the price you pay over time.',
    { h2: 'Track progress, not prices' },
    'Checking the value of your investments every day is a recipe for stress. Instead, check in on your goals every few months. Are you on track? Has your income or your timeline changed? Do you need to adjust the monthly amount? A goal is a plan, not a promise, and it is fine to revise it.',
    { h2: 'Keep goals separate' },
    'If you have several goals with different timelines, it helps to keep them apart so that you can see the progress of each and take the right level of risk for each. Your emergency fund, your home deposit and your long-term investments do different jobs and deserve different homes.',
    { h2: 'Getting started' },
    'Verdant Invest shows your holdings, the amount you have invested and the expected return of each investment in one dashboard, so you can see how you are progressing. Expected returns are targets, not guarantees: the value of investments can fall as well as rise and you could get back less than you invest.',
    'This article is general information to help you plan. It is not personal financial advice; if your situation is complex, consider speaking to a qualified adviser.',
  ],
};
