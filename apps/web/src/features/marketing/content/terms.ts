import type { Block } from './blog/types';

export interface LegalSection {
  id: string;
  title: string;
  body: readonly Block[];
}

export const TERMS_UPDATED = '2026-12-02';

/** The seven sections of the Terms page (docs/product.md §2 "Static pages"). */
export const TERMS: readonly LegalSection[] = [
  {
    id: 'user-agreement',
    title: '1. User agreement',
    body: [
      'These terms are an agreement between you and Verdant Invest (“we”, “us”). They apply whenever you visit our website, create an account or use any of our services. By creating an account you confirm that you have read and accept them. If you do not agree, please do not use the service.',
      'You must be at least 18 years old to open an account, and you must be legally able to enter into a binding contract where you live. We may ask you to prove your age and identity at any time.',
      'Our service lets you hold a wallet balance, request deposits and withdrawals, link bank or crypto accounts and buy units in investment offerings. We do not provide personal financial, tax or legal advice. Information on our website and in the app is general and does not take your personal circumstances into account.',
    ],
  },
  {
    id: 'account-responsibilities',
    title: '2. Account responsibilities',
    body: [
      'You agree to give us accurate, current and complete information when you register and to keep it up to date, including your name, email address, phone number, date of birth and address.',
      {
        ul: [
          'Keep your password secret and unique to Verdant Invest, and turn on two-factor sign-in if you can.',
          'Do not share your account or let anyone else use it. One person, one account.',
          'Tell us straight away through our contact page if you think someone else has accessed your account.',
          'Check your transaction history regularly and report anything you do not recognise.',
        ],
      },
      'We must verify your identity before you can invest. We may suspend or close an account, or refuse a transaction, if we cannot verify your identity, if we suspect fraud or misuse, or if the law requires it.',
      'You can download the data we hold about you at any time from Settings, Privacy: one archive a day, available for 7 days. You can close your account yourself once it holds no cash, no open investments and nothing pending. When you do, we end every session, stop emailing you and delete your password, payment methods and marketing choices. We keep the record of your money movements, your identity checks and your account activity for as long as anti-money-laundering, tax and accounting law requires, and use it only for that.',
    ],
  },
  {
    id: 'investment-risks',
    title: '3. Investment risks',
    body: [
      'Investing involves risk. The value of investments, and any income from them, can go down as well as up, and you may get back less than you invest. You could lose some or all of your money.',
      'Returns shown on our website and in the app, including expected returns and yearly rates worked out from a return over a longer or shorter term, are targets or illustrations. They are not guaranteed and are not a promise of future performance. Past performance is not a reliable indicator of future results.',
      {
        ul: [
          'Some offerings, such as cryptocurrency, can be especially volatile and may lose most or all of their value quickly.',
          'Investments run for a stated duration; your money may not be available until the end of it. At maturity it is paid to your wallet or, if you choose, reinvested in the same offering at its terms on that day; you can change that choice until 2 days before maturity.',
          'At maturity the amount you invested is paid back. The return is paid from the offering’s payout funding: a return that funding cannot cover yet is paid late, once the offering is funded.',
          'A borrower may pay late or not at all. We then mark the offering delayed, in recovery or defaulted and email you; its holdings are not paid out at maturity while it is not performing. Money recovered is shared among the holders in proportion to the amount each has invested, and what is not recovered is written off and lost.',
          'Deposits and withdrawals are subject to minimum amounts and limits shown in the app. We pay withdrawals only to you: once your identity is verified, to an account in your own name, and not before 24 hours after that account was added.',
          'Fees reduce your return: the platform fee is 0.25% of each purchase on the free plan and 0% for members, rounded up to the cent and paid with the purchase (every account starts on the free plan, and only we can move an account to the member plan); a fund with a yearly management charge (set by us and shown before you buy) has it taken from the payout at maturity (from the return, when the return is paid late), in proportion to the time invested and rounded up to the cent.',
        ],
      },
      'Before your first purchase we ask a knowledge test and your income, savings and commitments, show you your capacity for loss and, for each offering, a key information sheet to open, read and acknowledge (we record when you first open it, and an acknowledgement without it is refused); an order above the higher of $1,000 and 5% of your net worth asks you to confirm that you understand you could lose all the money invested. These steps help you decide: they are not investment advice.',
      'You may cancel a purchase within 4 calendar days of making it, without giving a reason and at no cost: the whole amount paid, platform fee included, is returned to your cash balance. After that period a purchase cannot be cancelled, nor can a holding whose offering is marked delayed, defaulted or in recovery, or that has received a recovery payment.',
      'An auto-invest strategy buys on your behalf, within the criteria and limits you set and in the order our auto-invest page describes, only while it is on. Each of its purchases is yours, with the same fee, receipt, key information sheet and cancellation period as any other; we do not choose offerings for you beyond applying your criteria, and a strategy is not advice.',
      'The expected return of your live holdings on your dashboard is a simple yearly rate, as each offering states its return, net of fees. The realised and expected money-weighted (XIRR) returns beside it are compounded rates worked out from your own payments and payouts, net of fees; the expected rate assumes every live holding pays in full on its maturity day, which may not happen. The figures on our Statistics page describe past maturities only. Monthly and yearly tax statements summarise your account; they are not tax advice.',
      'Only invest money you can afford to leave invested and could afford to lose. If you are unsure whether an investment is right for you, seek advice from a qualified, independent financial adviser.',
    ],
  },
  {
    id: 'prohibited-activities',
    title: '4. Prohibited activities',
    body: [
      'When using Verdant Invest you must not:',
      {
        ul: [
          'use the service for money laundering, terrorist financing, fraud or any other unlawful purpose;',
          'provide false information or documents, or impersonate another person;',
          'open an account on behalf of someone else, or if you are under 18;',
          'try to access accounts, data or systems that are not yours, or interfere with the security or running of the service;',
          'use automated tools to scrape, overload or attack the website or app;',
          'use referral links or codes dishonestly, for example by referring yourself or creating fake accounts (a referral earns no reward; we only record who invited whom).',
        ],
      },
      'We may suspend or close accounts involved in prohibited activity and report it to the relevant authorities.',
    ],
  },
  {
    id: 'intellectual-property',
    title: '5. Intellectual property',
    body: [
      'The Verdant Invest name, logo, website, app, text, graphics and software are owned by us or our licensors and are protected by intellectual property laws. You may use them only to access the service for your own personal, non-commercial use.',
      'You may not copy, modify, distribute, sell or create works based on any part of the service without our written permission. Market data shown on our website is provided by third parties and remains their property.',
    ],
  },
  {
    id: 'changes-to-terms',
    title: '6. Changes to these terms',
    body: [
      'We may update these terms from time to time, for example to reflect changes in the law or in our services. When we make a significant change we will tell you by email or in the app before it takes effect, and the date at the top of this page will change.',
      'If you continue to use the service after a change takes effect, you accept the updated terms. If you do not agree, you can close your account; any money and investments you hold will be handled as these terms and the law require.',
    ],
  },
  {
    id: 'contact',
    title: '7. Contact, support and complaints',
    body: [
      'If you have a question about these terms or about our service, write to us from Support in the app, through the contact page or by email at support@verdant.invest. We aim to acknowledge every message within two working days.',
      'To make a complaint, open a conversation in Support and choose A complaint. We acknowledge it at once by email with its reference and give you our final answer in writing within 15 working days (Monday to Friday) of receiving it. If we cannot, we tell you why and when you will hear from us.',
      'We tell you about money moving in your account, security events and your account itself by email and in the app, always; you can turn off the other emails in Settings.',
    ],
  },
];
