/**
 * The FAQs (spec: registering, investment account, fees, referral rewards; and how deposits arrive).
 * Each answer matches what the product enforces (docs/architecture.md "Rules the product decides"): the password rule, the 6-digit email
 * code valid for 30 minutes, the optional referral code, the 18+ age rule, the deposit reference and
 * limits and the fees of docs/product.md §9, and what download and closure do (§10).
 */
export interface QA {
  id: string;
  question: string;
  answer: readonly string[];
}

export const FAQS: readonly QA[] = [
  {
    id: 'registering',
    question: 'How do I register?',
    answer: [
      'Select Get Started and fill in your full name, email address and phone number, then choose a password. Your password needs at least 8 characters, including at least one uppercase letter and one number.',
      'If someone invited you, their share link fills in their referral code for you, or you can type it. It is optional: leave it empty if you do not have one. A code that does not exist is refused, so check it with the person who gave it to you.',
      'We then email you a 6-digit code. Enter it within 30 minutes to confirm your email address. If it expires or does not arrive, you can ask for a new code from the same screen.',
    ],
  },
  {
    id: 'investment-account',
    question: 'How do I open an investment account?',
    answer: [
      'Once your email is confirmed, sign in: the Get started list on your dashboard shows each step and the next one. In Settings, Verification, enter your date of birth and address, then upload a passport, driver’s license, national ID or voter’s card. You must be 18 or older.',
      'We review your document and email you the outcome. Meanwhile you can link a bank or crypto account and ask for a deposit; once you are verified you can buy units of any of our offerings.',
      'You can link a bank account or a Bitcoin wallet under Payment methods at any time. A UK bank account asks for its sort code, a US one for its routing number, and an account in an IBAN country such as Germany or France for its IBAN; each is checked before the account is saved.',
    ],
  },
  {
    id: 'adding-money',
    question: 'How do I add money to my wallet?',
    answer: [
      'Link a bank account, choose Deposit and enter the amount, from $100 to $50,000 a request. We then show you our bank details and a short reference made for that deposit, such as VI-7KD3QX, and email both to you. Send the money by bank transfer with the reference on the transfer: it is how we know the money is yours.',
      'Your balance is credited once the money has arrived and the deposit is approved, and we email you the outcome. If we reject a deposit, the request in Transactions and the email say why. Every deposit, withdrawal and movement in your history carries its reference.',
    ],
  },
  {
    id: 'withdrawing-money',
    question: 'How do I withdraw money, and why does a new account wait a day?',
    answer: [
      'Choose Withdraw, pick one of your linked accounts and enter the amount, from $100 to $50,000 a request and $10,000 in any 24 hours. The amount is reserved from your balance at once and paid out once the withdrawal is approved.',
      'We only pay out to you: your identity must be verified first, and the account must be in your own name as on your profile (capitals, accents and spaces aside). A payout account you add can receive money 24 hours after you add it, and we email you as soon as one is added: if it was not you, you have a day to remove it, change your password and tell us before any money can reach it.',
    ],
  },
  {
    id: 'fees',
    question: 'What fees do you charge?',
    answer: [
      'Our platform fee is 0.25% of each purchase on the free plan and 0% for members, rounded up to the next cent (so every purchase on the free plan pays at least one cent) and paid from your wallet together with the purchase. Every customer starts on the free plan. Membership cannot be bought, requested or switched on in the app: only our team can move an account to the member plan. The purchase preview always shows the platform fee that applies to you.',
      'Some offerings also carry a yearly management charge, which we set per offering. It is shown on the offering’s card and in the purchase preview, and it is taken from the payout at maturity (from the return, when the return is paid late) in proportion to the time your money was invested, rounded up to the next cent like the platform fee. The purchase preview shows every charge before you confirm, and nothing else is taken.',
    ],
  },
  {
    id: 'maturity-payouts',
    question: 'What is paid at maturity, and can a return be late?',
    answer: [
      'On its maturity date, an investment pays the money you invested back into your wallet, whether or not its return can be paid yet. Its return is paid from that offering’s payout funding, money we set aside for the offering’s returns, and it is paid together with your money when the funding covers it.',
      'If the offering’s payout funding cannot cover your return yet, your money is still paid at maturity and the investment shows “Return delayed”. The return is paid into your wallet later, once the offering is funded, and we email you when it is.',
    ],
  },
  {
    id: 'maturity',
    question: 'What happens when an investment matures, or is late?',
    answer: [
      'Each holding has a maturity instruction, shown on its card under Investments. By default everything is paid into your wallet. You can instead reinvest the amount invested (the return is paid to your wallet) or reinvest the amount invested and the return. The card shows how much is due after the management charge and what your choice does with it; you can change it until 2 days before maturity, and we email you a reminder 7 days before.',
      'A reinvestment buys the same offering at its terms on the maturity day, in whole units, with the platform fee of your plan, and keeps your instruction; what does not make a whole unit stays in your wallet. If the offering is no longer open, or its borrower is not paying as agreed, nothing is bought: the money stays in your wallet and we email you.',
      'If a borrower is late, we mark the offering “Payment delayed”, “In recovery” or “Defaulted”, with a note on every holding, and email you each change. While it is not performing, its holdings are not paid out at maturity. Money we recover is paid to the holders in proportion to the amount each still has invested, to the cent. If recovery ends, what was not recovered is written off: it is shown on the holding and will not be paid. A large recovery or write-off is booked only once a second member of our team has approved it, as is any large change to your money that our team makes: no one of us can move it alone.',
    ],
  },
  {
    id: 'referral-rewards',
    question: 'How do referrals work? Is there a reward?',
    answer: [
      'Every customer has a referral code and a share link, shown in Settings, Account. When someone signs up with your link or code, their account is linked to yours, and Settings shows how many people joined with your code and how many of them have verified their identity.',
      'There is no reward: neither you nor the person you invite gets money, a bonus or a lower fee for a referral. We only record who invited whom. Please only invite people you think investing may suit: a referral is never a reason to invest.',
    ],
  },
  {
    id: 'before-you-invest',
    question: 'What do you ask before my first investment, and can I change my mind?',
    answer: [
      'Before your first purchase we ask a short knowledge test of 8 questions about your experience, your goals, your finances and how these investments work, and your yearly income after tax, the savings you can reach quickly and your yearly commitments. We show you your net worth (income plus savings minus commitments) and your capacity for loss, 10% of it. The test is valid for 2 years and we ask for the figures again every year; you can update them at any time from the investment form. If the result says these investments may not be appropriate for you, we show a risk warning, and you can still go on once you have acknowledged it.',
      'Each offering has a key information sheet, a short PDF that says who issues it, what the money is for, its main risks, its fees and charges and how and when you are paid. You open it and confirm you have read it before your first purchase in that offering: the box to confirm becomes available once you have opened the sheet, and the sheet downloads under the name of the offering. It states the return with its period and as a simple yearly rate, for example 12% over 6 months, 24.0% a year. An order above the higher of $1,000 and 5% of your net worth shows a warning that you could lose all the money invested and asks you to tick that you understand: it is never refused for its size.',
      'You have 4 calendar days after each purchase to change your mind. Cancel it with one click on the holding under Investments, My investments: the whole amount, platform fee included, comes back to your cash balance at no cost, and we email you. After the 4 days the purchase can no longer be cancelled and runs until maturity. A holding whose borrower is late or has defaulted, or that has received a recovery payment, cannot be cancelled either: its money is with the borrower, and what is recovered is paid to you as it comes in.',
    ],
  },
  {
    id: 'returns-and-statements',
    question: 'How do I see what I really earned, and get statements for my tax return?',
    answer: [
      'Your dashboard first shows the expected return of your live holdings on the same basis as the offerings state theirs: a simple yearly rate, not compounded, after the platform fee and the management charge. Below it are two money-weighted rates (XIRR), net of every fee and weighted by how much money was invested and for how long: the realised return of the holdings that have ended, and the expected return of all your holdings if each live one pays in full on its maturity day. XIRR compounds, so it reads a little higher than the simple rate of the same holdings. No expected rate is a promise.',
      'A payout calendar lists the payouts you can expect month by month, and Add to my calendar downloads them as a calendar file with one event per payout.',
      'Under Transactions you can download a statement for every month and a tax statement for every calendar year (UTC), as PDF or CSV. The tax statement sums deposits and withdrawals, returns received, fees paid, recoveries and write-offs, and lists your holdings at year end. It is not tax advice: ask a tax adviser how to report it.',
    ],
  },
  {
    id: 'statistics',
    question: 'How often are holdings paid late or not at all?',
    answer: [
      'Our public Statistics page shows, for each of the last 36 months, how many holdings reached their maturity day and how many were paid on time, paid late, recovered after a default or written off, with the default rate. The figures are counted from our records when the page loads. Past results do not tell you what future holdings will pay.',
    ],
  },
  {
    id: 'your-data',
    question: 'Can I download the data you hold about me?',
    answer: [
      'Yes. In Settings, Privacy, choose Download my data and enter your password. We prepare one zip archive with your profile, sign-in sessions, payment methods, deposit and withdrawal requests, holdings, every movement of your cash, your notifications and support conversations, and the identity document you sent us, and email you when it is ready.',
      'You can download it from the same page for 7 days; after that it is deleted. You can ask for one archive a day.',
    ],
  },
  {
    id: 'closing-account',
    question: 'How do I close my account, and what do you keep?',
    answer: [
      'In Settings, Account, choose Close account and confirm with your password (and your two-factor code if it is on). Your cash balance must be $0.00, with no open holdings and no deposit, withdrawal or return still pending: the dialog tells you what is left and where to deal with it.',
      'Once closed, every device is signed out, you can no longer sign in and we send no more emails after the confirmation. We remove your password, your payment methods and your marketing choices. The law requires us to keep the record of your money movements, your identity checks and your account activity, so those stay, and we use them for nothing else. To open the account again, write to support from the address it used; once we have checked it is you, we email you a link to choose a new password.',
    ],
  },
  {
    id: 'notifications',
    question: 'How do you tell me what happens in my account?',
    answer: [
      'The bell at the top of every signed-in page counts what you have not read yet: deposits and withdrawals, purchases, cancellations, maturities and roll-overs, changes to your holdings, recoveries, your identity check, security events such as a sign-in from a new browser, new offerings on sale and replies from support. Each says what happened in one sentence and opens the page it concerns.',
      'We also email you about these events. Under Settings, Notifications you can turn off the mail for changes to your holdings, identity checks, new offerings and replies from support. Mail about money moving, about security and about your account always goes: it is how you would notice something you did not do.',
    ],
  },
  {
    id: 'support-and-complaints',
    question: 'How do I reach support or make a complaint?',
    answer: [
      'Signed in, open Support and start a conversation: give it a subject, say what it is about and write your message in plain text, up to 4,000 characters. We answer in the same conversation and email you when we do. You can send up to 10 messages in 15 minutes.',
      'To complain, choose A complaint. We email you at once with its reference, which starts with CP-, and give you our final answer in writing within 15 working days, as our Terms say. The conversation then closes with that outcome.',
    ],
  },
  {
    id: 'auto-invest',
    question: 'Can my money be invested automatically?',
    answer: [
      'Yes, with an auto-invest strategy (Investments, Auto-invest). You choose at least two criteria (categories, the longest term, the lowest and highest yearly rate, performing offerings only) and your limits: the amount per offering, the most in one offering and one category as a share of the budget, the budget, and a cash reserve it never touches. You can pause, change or delete a strategy at any time; what it bought stays yours.',
      'A strategy looks when an offering goes on sale, when a deposit is credited to you and when one of your holdings pays out. Strategies buy in the order you created them, each offering at most once, oldest offering on sale first. Each purchase is an ordinary one: the same platform fee, a receipt naming the strategy with a link to the key information sheet, and 4 calendar days to cancel it. Turning a strategy on needs a current knowledge test, your word that you will read each sheet, and your consent if the amount per offering is a large order for you. Its report lists what it bought and what it skipped, and why.',
    ],
  },
];

/** Landing section 6: why choose Verdant Invest. */
export const REASONS: readonly QA[] = [
  {
    id: 'built-for-beginners',
    question: 'Built for people who are new to investing',
    answer: [
      'Every screen explains what it does in plain language. You see the price per unit, the duration and the target return of an offering before you commit, and your dashboard shows what you hold and what it is expected to earn.',
    ],
  },
  {
    id: 'real-choice',
    question: 'A choice of offerings, not a single bet',
    answer: [
      'Choose among the offerings open in the app, across crypto, banking, real estate and agriculture. Spreading your money across several of them lowers the impact of any one going wrong.',
    ],
  },
  {
    id: 'honest-by-default',
    question: 'Honest about fees and risk',
    answer: [
      'Fees are listed on our FAQ page and before every purchase. Returns are targets, never promises: the value of investments can go down as well as up, and we say so wherever we mention returns.',
    ],
  },
];
