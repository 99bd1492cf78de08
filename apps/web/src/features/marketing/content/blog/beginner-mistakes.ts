import type { Article } from './types';

export const beginnerMistakes: Article = {
  slug: 'common-beginner-investing-mistakes',
  title: 'Seven mistakes new investors make, and how to avoid them',
  description:
    'Chasing hot tips, checking prices every hour, ignoring fees: most early investing mistakes are about behaviour, not knowledge. Here are seven to watch for.',
  category: 'Getting started',
  published: '2025-02-10',
  body: [
    'Nobody starts investing as an expert, and everyone makes mistakes along the way. The encouraging part is that the most costly ones are rarely about complicated financial theory. They are about habits and emotions, which means they can be spotted and avoided. Here are seven we see again and again.',
    { h2: '1. Investing money you will need soon' },
    'Money you need for next month’s rent, a deposit on a home next year or an upcoming wedding should not be in investments that can fall in value. Markets can drop by a fifth or more in a bad year and take time to recover. As a rough guide, money you may need within the next few years belongs in savings, not in the market. Build an emergency fund first, then invest what you can leave alone.',
    { h2: '2. Chasing what has just gone up' },
    'A fund or coin that has doubled in the past year gets talked about everywhere, and it is natural to want a piece of it. But last year’s winner is often priced for perfection by the time most people hear about it. Buying after a big rise and selling after a fall, again and again, is one of the most reliable ways to lose money. Past performance is not a guide to future results; that warning is on every fund document for a reason.',
    { h2: '3. Putting everything in one place' },
    'Concentrating your money in one company, one sector or one type of asset means a single piece of bad news can do serious damage. Spreading money across different funds and asset types, known as diversification, does not guarantee a profit or protect against every loss, but it reduces the chance that one mistake sinks your whole plan.',
    { h2: '4. Ignoring fees' },
    'A difference of one percentage point in yearly costs sounds tiny. Over twenty or thirty years it can add up to a large share of your final pot, because fees are taken every year whether your investments grow or not, and the money taken can no longer compound. Before you invest, look at the platform fee and the fund’s own management charges. On Verdant Invest the platform fee is 0.25% of each purchase on the free plan and 0% for members, and a fund’s yearly management charge, where it has one, is shown before you buy.',
    { h2: '5. Checking prices all the time' },
    'Prices move every day, and watching every move makes it much harder to stick to a long-term plan. Frequent checking tends to lead to frequent trading, and frequent trading tends to lead to worse results, partly because of costs and partly because decisions made in the moment are driven by fear or excitement. Many investors do better by reviewing their portfolio on a fixed schedule, such as every three or six months.',
    { h2: '6. Trying to time the market' },
    'Waiting for the perfect moment to invest, or selling everything before an expected fall, sounds sensible. In practice even professionals struggle to do it consistently. Some of the strongest days in the market tend to come close to the worst ones, and missing a handful of them can make a large difference to long-term returns. Investing a fixed amount regularly, whatever the market is doing, takes the guesswork out and smooths the price you pay over time.',
    { h2: '7. Not knowing what you own' },
    'If you cannot explain in a sentence or two what an investment does, how it makes money and what could go wrong, that is a signal to pause. Read the description, the duration and the risks before you buy. Be very wary of anything that promises high returns with little or no risk: those two things do not go together, and such promises are a common feature of scams.',
    { h2: 'A simple checklist before you invest' },
    {
      ul: [
        'Do I have an emergency fund and no expensive debt?',
        'Can I leave this money invested for at least five years?',
        'Do I understand what I am buying and what it costs?',
        'Is my money spread across more than one investment?',
        'Would I be able to live with a fall in value without selling in a panic?',
      ],
    },
    'If you can answer yes to all five, you are starting from a strong position. If not, there is no rush: the best time to start is when you are ready.',
    'Investing involves risk: the value of investments can go down as well as up, and you may get back less than you invest. This article is general education, not personal advice.',
  ],
};
