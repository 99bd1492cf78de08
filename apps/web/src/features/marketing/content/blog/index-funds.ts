import type { Article } from './types';

export const indexFunds: Article = {
  slug: 'index-funds-explained',
  title: 'Index funds, explained simply',
  description:
    'An index fund buys a whole market in one go instead of trying to pick winners. What that means, why so many long-term investors use them and what their limits are.',
  category: 'Investing basics',
  published: '2025-03-17',
  body: [
    'If you have spent any time reading about investing, you have probably come across index funds. They are often recommended to beginners, and many experienced investors hold them too. Here is what they are, how they work and what to keep in mind before you buy one.',
    { h2: 'First, what is an index?' },
    'An index is a list of investments, chosen by a set of rules, used to measure how a part of the market is doing. The S&P 500, for example, tracks roughly five hundred of the largest companies listed in the United States. Other indexes track smaller companies, particular countries, government bonds or the whole world’s stock markets. An index on its own is just a measurement; you cannot invest in it directly.',
    { h2: 'What an index fund does' },
    'An index fund is a fund that aims to copy an index. Instead of a manager deciding which companies look promising, the fund simply buys the investments in the index, in roughly the same proportions. When the index goes up by 5%, the fund should go up by about 5%, minus its costs. When the index falls, so does the fund.',
    'This approach is called passive investing. The alternative, active investing, means a manager picks investments trying to do better than the market. Some active managers succeed in some years, but research over long periods has consistently found that most fail to beat their index after costs, and it is very hard to know in advance which ones will.',
    { h2: 'Why people like them' },
    {
      ul: [
        'Low cost. With no team of analysts picking stocks, running costs are usually much lower than for active funds, and lower costs leave more of the return with you.',
        'Instant diversification. One fund can spread your money across hundreds or thousands of companies, so no single company can sink your investment.',
        'Simplicity. You know what you own and what the fund is trying to do. There is no need to follow a star manager or second-guess their choices.',
        'Transparency. The rules of the index are published, and so are the holdings of the fund.',
      ],
    },
    { h2: 'What they cannot do' },
    'Index funds are not a way to avoid risk. A fund that tracks the stock market will fall when the stock market falls, sometimes by a lot; broad stock indexes have dropped by a third or more several times in the past few decades. The fund will not try to dodge those falls, because it is designed to follow the market, not outsmart it.',
    'They also will not beat the market. By design, you get the market’s return minus costs. For many investors that is exactly the point, but it is worth being clear about.',
    'Finally, not all index funds are equally diversified. A fund tracking a single sector or a small country can be far more volatile than one tracking a broad global index.',
    { h2: 'How to compare index funds' },
    'If two funds track the same index, the differences come down to a few things:',
    {
      ol: [
        'Cost: the yearly charge taken from the fund. Lower is generally better.',
        'Tracking difference: how closely the fund’s return has matched the index over time, after costs.',
        'Size and provider: larger funds from established managers tend to be cheaper to run and easier to trade.',
        'What exactly the index holds: check the countries, sectors and number of companies.',
      ],
    },
    { h2: 'Where they fit in a plan' },
    'Many investors build the core of their portfolio from one or two broad index funds and add smaller holdings around it if they wish. Because index funds follow the market up and down, they suit money you can leave invested for many years, through the rough patches as well as the good ones. Adding a fixed amount each month can help you stay disciplined.',
    'The offerings on Verdant Invest are not index funds: each has a fixed duration and a target return. Each one shows its yearly rate beside its return over the whole term, its price per unit and its charges before you invest, so you can see what you are buying.',
    'As with any investment, the value of an index fund can go down as well as up and you may get back less than you invest. This article is for general information and is not a recommendation to buy any particular fund.',
  ],
};
