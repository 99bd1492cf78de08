import type { LegalSection } from './terms';

/** The Privacy, trust and safety page. Every claim here describes what the product actually does. */
export const TRUST: readonly LegalSection[] = [
  {
    id: 'protecting-your-account',
    title: 'How we protect your account',
    body: [
      'Security is built into every part of Verdant Invest, not added on top.',
      {
        ul: [
          'Encrypted connections: everything between your device and our servers travels over HTTPS.',
          'Passwords are never stored in readable form. We keep only a one-way hash made with Argon2id, a modern algorithm designed to resist cracking. Not even our staff can see your password.',
          'Strong passwords: at least 8 characters with an uppercase letter and a number, and we refuse the most commonly used passwords.',
          'Two-factor sign-in: you can add a code from an authenticator app (setting it up asks for your password), with one-time recovery codes in case you lose your phone. If you lose both, our support team can turn it off once you have proved who you are; you are emailed when they do.',
          'Changing your email address needs your password (and a two-factor code when it is on). Your current address is told at once, with a link that cancels the change and signs out every device. Password reset links already sent stop working when your password or email changes.',
          'Sessions that end: you are signed out after 30 minutes without activity and after 12 hours in any case. You can see your active sessions and sign out other devices at any time.',
          'Sign-in alerts: we email you when your account is signed in to, so you notice anything unexpected.',
          'Repeated failed sign-in attempts are slowed down and then blocked for a while.',
        ],
      },
    ],
  },
  {
    id: 'verification',
    title: 'Identity verification',
    body: [
      'Before you can invest we verify who you are, as financial services must. You upload a passport, driver’s license, national ID or voter’s card in Settings. Documents are stored privately, can be seen only by you and our verification team, and are checked by their content, not just their file name. You must be at least 18 years old.',
    ],
  },
  {
    id: 'your-money',
    title: 'Your money',
    body: [
      'Every change to your balance is recorded as an entry in a ledger, and we routinely check that each balance matches the sum of its entries. Withdrawals take the amount out of your available balance as soon as you request them, so the same money can never be spent twice; if a withdrawal is rejected, the amount is returned.',
      'Protecting your account is not the same as protecting your investments from the market: the value of investments can fall, and you may get back less than you invest.',
    ],
  },
  {
    id: 'privacy',
    title: 'What we collect and why',
    body: [
      'We collect only what we need to run your account and meet our legal duties:',
      {
        ul: [
          'account details: name, email address, phone number, date of birth and address;',
          'verification details: the type and number of your identity document and the document itself;',
          'financial details: linked bank or crypto accounts, deposits, withdrawals and investments;',
          'security details: the devices and IP addresses you sign in from, to protect your account.',
        ],
      },
      'We do not sell your personal data. We share it only with service providers who help us run Verdant Invest (for example, to send email), under contracts that protect it, and with authorities when the law requires it.',
      'You can download the data we hold about you yourself, from Settings, Privacy: one zip archive with your profile, sign-in sessions, payment methods, requests, investments, cash movements and identity document, ready within minutes and kept for 7 days. You can correct your details in Settings, Account.',
      'You can close your account yourself in Settings, Account once it holds no cash, no open investments and nothing pending. We then sign out every device, stop emailing you, and delete your password, two-factor key, payment methods and marketing choices. We keep your money movements, your identity checks and the record of your account’s activity, because anti-money-laundering, tax and accounting law requires it, and we use them for nothing else.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and third parties',
    body: [
      'We keep your sign-in in your browser’s storage so you stay signed in; we do not use advertising cookies. The live market ticker on our home page and the heat map in the dashboard are provided by TradingView and load from their servers, so their privacy policy applies to those widgets.',
    ],
  },
  {
    id: 'staying-safe',
    title: 'Staying safe from scams',
    body: [
      {
        ul: [
          'We will never ask for your password, two-factor codes or recovery codes by email, phone or message.',
          'We will never pressure you to invest quickly or promise guaranteed returns. Anyone who does is not us.',
          'Our emails come from our own domain. If in doubt, do not click: open the app or type our address yourself.',
        ],
      },
      'If something seems wrong, or you think your account may be at risk, contact us straight away through the contact page or at support@verdant.invest.',
    ],
  },
];
