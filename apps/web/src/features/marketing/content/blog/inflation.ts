import type { Article } from './types';

export const inflation: Article = {
  slug: 'inflation-and-your-savings',
  title: 'Inflation: the quiet cost of keeping everything in cash',
  description:
    'Rising prices slowly shrink what your savings can buy. How inflation works, how to think about real returns, and why cash still has its place.',
  category: 'Money basics',
  published: '2025-04-22',
  body: [
    'If you have ever noticed that the same weekly shop costs noticeably more than it did a few years ago, you have seen inflation at work. It rarely makes headlines when it is low, but over time it has a large effect on what your money can do. Understanding it is one of the most useful things a new saver or investor can learn.',
    { h2: 'What inflation is' },
    'Inflation is the general rise in prices across an economy over time. It is usually measured by tracking the cost of a typical basket of goods and services, such as food, rent, energy, transport and clothing, and reported as a yearly percentage. If inflation is 3%, something that cost $100 a year ago costs about $103 today.',
    'Put the other way round, each dollar buys a little less than it did. Many central banks aim to keep inflation around 2% a year, but it can be much higher for periods, as many countries saw in 2022 and 2023.',
    { h2: 'Why it matters for your savings' },
    'Suppose you keep $10,000 in an account that pays no interest, and prices rise by 3% a year. After ten years you still have $10,000, but it buys roughly what $7,400 buys today. Nothing has been taken from your account, yet about a quarter of its buying power has gone. Over twenty or thirty years, the effect is larger still.',
    'This is why economists talk about real returns: the return you earn after inflation. If your savings account pays 4% and inflation is 3%, your real return is about 1%. If it pays 2% and inflation is 3%, your money is losing value in real terms even though the balance is going up.',
    { h2: 'Can investing help?' },
    'Over long periods, some types of investment have historically grown faster than inflation. Shares in companies, for example, represent a claim on businesses that can often raise their prices as costs rise. Property and some other assets have at times done the same. Over short periods, though, there is no guarantee: investments can fall in value just when prices are rising fast, and in some years they have.',
    'That is the trade-off. Cash is stable in dollar terms but exposed to inflation. Investments offer the potential to beat inflation over time, but their value can go down as well as up, and you may get back less than you put in.',
    { h2: 'A balanced way to think about it' },
    {
      ul: [
        'Keep enough in cash for emergencies and for anything you need in the next few years. Stability matters more than growth for that money.',
        'For money you can leave alone for five years or more, consider whether some of it could be invested with the aim of growing faster than prices.',
        'Compare returns after inflation and after fees, not just the headline number.',
        'Spread your investments across different types of asset, because they respond to inflation in different ways.',
        'Review your plan once or twice a year rather than reacting to every inflation report.',
      ],
    },
    { h2: 'Beware of promises' },
    'Periods of high inflation tend to bring out offers that promise to protect your money with high guaranteed returns. No genuine investment can promise to beat inflation every year without risk. If an offer sounds too good to be true, treat it with great caution, check who is behind it and never feel rushed into a decision.',
    { h2: 'The takeaway' },
    'Inflation is not a reason to panic, and it is not a reason to avoid holding cash. It is a reason to be deliberate: keep the cash you need, and give longer-term money a chance to grow, knowing the risks involved. Verdant Invest shows the duration and target return of each offering up front so you can weigh them against the cost of doing nothing.',
    'Target returns are not guaranteed and your capital is at risk. This article is general information, not financial advice.',
  ],
};
