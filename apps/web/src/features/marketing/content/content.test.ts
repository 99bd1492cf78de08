import { DATA_EXPORT_EVERY_HOURS, DATA_EXPORT_KEEP_DAYS } from '@app/contract/account-closure';
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_MINUTES } from '@app/contract/auth-rules';
import { bankCodeRuleFor } from '@app/contract/bank-codes';
import { formatUsd } from '@app/contract/money';
import { PASSWORD_MIN } from '@app/contract/password-rules';
import {
  CONSENT_FLOOR_CENTS,
  CONSENT_NET_WORTH_BPS,
  LOSS_CAPACITY_BPS,
  REFLECTION_DAYS,
  SUITABILITY_QUESTIONS,
} from '@app/contract/protection-rules';
import { isReference, REFERENCE_PREFIX } from '@app/contract/references';
import {
  COMPLAINT_ANSWER_WORKING_DAYS,
  COMPLAINT_REFERENCE_PREFIX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES_PER_WINDOW,
  SUPPORT_RATE_WINDOW_MINUTES,
} from '@app/contract/support';
import { MAX_REQUEST_CENTS, MIN_REQUEST_CENTS } from '@app/contract/wallet-rules';
import { describe, expect, it } from 'vitest';
import { FACTS, STORY } from './about';
import { ARTICLES, wordCount } from './blog';
import { FAQS, REASONS } from './faqs';
import { HERO } from './hero';
import { REASONS_TO_USE, SERVICES, STEPS } from './landing';
import { RISK_WARNING } from './nav';
import { TERMS } from './terms';
import { TRUST } from './trust';

const text = (answer: readonly string[]) => answer.join(' ');

describe('FAQ text matches the rules the product enforces', () => {
  const faq = (id: string) => text(FAQS.find((q) => q.id === id)?.answer ?? []);

  it('has the four spec entries, how deposits arrive and what maturity does', () => {
    expect(FAQS.map((q) => q.id)).toEqual([
      'registering',
      'investment-account',
      'adding-money',
      'withdrawing-money',
      'fees',
      'maturity-payouts',
      'maturity',
      'referral-rewards',
      'before-you-invest',
      'returns-and-statements',
      'statistics',
      'your-data',
      'closing-account',
      'notifications',
      'support-and-complaints',
      'auto-invest',
    ]);
  });

  it('says money goes out only to the verified customer, in their name, a day after an account is added', () => {
    expect(faq('withdrawing-money')).toMatch(/identity must be verified/);
    expect(faq('withdrawing-money')).toMatch(/in your own name/);
    expect(faq('withdrawing-money')).toMatch(/24 hours after you add it/);
  });

  it('says how long an archive is kept, how often, and what closing keeps', () => {
    expect(faq('your-data')).toContain(`for ${DATA_EXPORT_KEEP_DAYS} days`);
    // The answer says 'a day': the limit must stay a day for it to be true.
    expect(DATA_EXPORT_EVERY_HOURS).toBe(24);
    expect(faq('your-data')).toContain('one archive a day');
    expect(faq('closing-account')).toMatch(/keep the record of your money movements, your identity checks/);
    expect(JSON.stringify(TERMS)).toMatch(/close your account yourself once it holds no cash/);
  });

  it('states the support limits and the complaint deadline the product enforces', () => {
    const support = faq('support-and-complaints');
    expect(support).toContain(`up to ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters`);
    expect(support).toContain(
      `up to ${SUPPORT_MESSAGES_PER_WINDOW} messages in ${SUPPORT_RATE_WINDOW_MINUTES} minutes`,
    );
    expect(support).toContain(`starts with ${COMPLAINT_REFERENCE_PREFIX}`);
    for (const copy of [support, JSON.stringify(TERMS)]) {
      expect(copy).toContain(`within ${COMPLAINT_ANSWER_WORKING_DAYS} working days`);
    }
  });

  it('says the principal is paid at maturity and a return waits for its offering’s funding', () => {
    expect(faq('maturity-payouts')).toMatch(
      /pays the money you invested back into your wallet, whether or not its return can be paid yet/,
    );
    expect(faq('maturity-payouts')).toMatch(/paid into your wallet later, once the offering is funded/);
    expect(JSON.stringify(TERMS)).toMatch(
      /a return that funding cannot cover yet is paid late, once the offering is funded/,
    );
  });

  it('states investor protection as the product applies it, and never calls the platform regulated', () => {
    const before = faq('before-you-invest');
    expect(before).toContain(`${REFLECTION_DAYS} calendar days`);
    expect(before).toContain(`${SUITABILITY_QUESTIONS.length} questions`);
    expect(before).toContain(
      `${formatUsd(CONSENT_FLOOR_CENTS / 100, 'en-US').replace('.00', '')} and ${CONSENT_NET_WORTH_BPS / 100}% of your net worth`,
    );
    expect(before).toContain(`${LOSS_CAPACITY_BPS / 100}% of it`);
    const terms = JSON.stringify(TERMS);
    expect(terms).toContain(`within ${REFLECTION_DAYS} calendar days`);
    for (const copy of [before, terms])
      expect(copy).not.toMatch(/\bregulated (platform|by)|we are regulated|authori[sz]ed by/i);
  });

  it('explains the real returns, the payout calendar, tax statements and the statistics', () => {
    expect(faq('returns-and-statements')).toMatch(/net of every fee/);
    expect(faq('returns-and-statements')).toMatch(/not tax advice/);
    expect(faq('returns-and-statements')).toMatch(/one event per payout/);
    expect(faq('statistics')).toMatch(/last 36 months/);
    expect(JSON.stringify(TERMS)).toMatch(/they are not tax advice/);
  });

  it('says how a deposit arrives: the reference on the transfer, the limits, a rejection’s reason', () => {
    const adding = faq('adding-money');
    expect(adding).toContain(`${REFERENCE_PREFIX}7KD3QX`);
    expect(isReference(`${REFERENCE_PREFIX}7KD3QX`)).toBe(true);
    expect(adding).toMatch(/with the reference on the transfer/);
    expect(adding).toContain(`from ${formatUsd(MIN_REQUEST_CENTS / 100, 'en-US').replace('.00', '')} to`);
    expect(adding).toContain(
      `to ${formatUsd(MAX_REQUEST_CENTS / 100, 'en-US').replace('.00', '')} a request`,
    );
    expect(adding).toMatch(/say why/);
  });

  it('states the password rule, the optional referral code and the email code', () => {
    const registering = faq('registering');
    expect(registering).toContain(`at least ${PASSWORD_MIN} characters`);
    expect(registering).toMatch(/one uppercase letter and one number/);
    expect(registering).toMatch(/referral code for you, or you can type it\. It is optional/);
    expect(registering).toContain(`${VERIFICATION_CODE_LENGTH}-digit code`);
    expect(registering).toContain(`within ${VERIFICATION_CODE_TTL_MINUTES} minutes`);
  });

  it('asks for the bank details each country needs, as the payment method form does', () => {
    const account = faq('investment-account');
    expect(account).toContain(`UK bank account asks for its ${bankCodeRuleFor('GB')?.label.toLowerCase()}`);
    expect(account).toContain(`US one for its ${bankCodeRuleFor('US')?.label.toLowerCase()}`);
    expect(bankCodeRuleFor('DE')).toBeNull();
    expect(account).toMatch(/IBAN country such as Germany or France for its IBAN/);
  });

  it('promises no referral reward', () => {
    expect(faq('referral-rewards')).toMatch(/There is no reward/);
    expect(faq('referral-rewards')).not.toMatch(/campaign|bonus is paid|earn/i);
  });

  it('states the fees of docs/product.md §9', () => {
    expect(faq('fees')).toMatch(/0\.25% of each purchase on the free plan and 0% for members/);
    expect(faq('fees')).toMatch(/taken from the payout at maturity/);
  });

  it('says how an account becomes a member, and promises no self-service upgrade', () => {
    expect(faq('fees')).toMatch(/Every customer starts on the free plan/);
    expect(faq('fees')).toMatch(/only our team can move an account to the member plan/);
    const all = JSON.stringify([FAQS, TERMS]);
    expect(all).not.toMatch(
      /upgrade|subscribe|paid member|membership fee|referral (bonus|reward)s? (is|are) paid/i,
    );
    expect(JSON.stringify(TERMS)).toMatch(/only we can move an account to the member plan/);
    expect(JSON.stringify(TERMS)).toMatch(/a referral earns no reward/);
  });
});

describe('blog', () => {
  it('has six full articles with unique slugs', () => {
    expect(ARTICLES).toHaveLength(6);
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(6);
    for (const article of ARTICLES) expect(wordCount(article), article.slug).toBeGreaterThanOrEqual(500);
  });

  it('never promises returns and states the risk in every article', () => {
    for (const article of ARTICLES) {
      const body = JSON.stringify(article.body);
      expect(body, article.slug).toMatch(/less than you (invest|put in)|lose all the money/);
      expect(body, article.slug).not.toMatch(/risk-free|can(no|')t lose|guaranteed profit/i);
    }
  });
});

describe('terms and risk warning', () => {
  it('has the seven sections in order and the minimum age of 18', () => {
    expect(TERMS.map((s) => s.id)).toEqual([
      'user-agreement',
      'account-responsibilities',
      'investment-risks',
      'prohibited-activities',
      'intellectual-property',
      'changes-to-terms',
      'contact',
    ]);
    expect(JSON.stringify(TERMS)).toMatch(/at least 18 years old/);
  });

  it('says capital is at risk and returns are not guaranteed', () => {
    expect(RISK_WARNING).toMatch(/^Capital at risk\./);
    expect(RISK_WARNING).toMatch(/not guaranteed/);
  });
});

describe('marketing claims the data backs', () => {
  const copy = JSON.stringify([
    FACTS,
    STORY,
    ARTICLES,
    FAQS,
    REASONS,
    HERO,
    REASONS_TO_USE,
    SERVICES,
    STEPS,
    TERMS,
    TRUST,
  ]);

  it('makes no claim nothing backs: no fund count, no safety guarantee, no profit or low-risk badge', () => {
    expect(copy).not.toMatch(/up to \d+ (funds|offerings)|large fund managers/i);
    expect(copy).not.toMatch(/Guarantee Safety|Verified Opportunity|High Profit|Minimal Risk/i);
    expect(copy).not.toMatch(/we guarantee/i);
  });

  it('states facts from the product rules', () => {
    expect(FACTS.map((f) => f.value)).toEqual(['1–100', '0.25%', '18+', '4']);
    expect(FACTS[3]?.label).toBe('asset categories: crypto, banking, real estate, agriculture');
  });
});
