import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Accordion } from '../components/accordion';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { FAQ_ITEMS } from '../components/qa-items';
import { RiskNote } from '../components/risk-note';

export function FaqsPage() {
  return (
    <>
      <PageMeta
        title="FAQs"
        description="Answers about registering, opening an investment account, our fees (0.25% of each purchase on the free plan, 0% for members) and how referrals work (there is no referral reward)."
      />
      <PageHeader
        width="narrow"
        eyebrow="FAQs"
        title="Frequently asked questions"
        intro="How to register, open an investment account, what we charge and how referrals work."
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <Accordion items={FAQ_ITEMS} headingLevel={2} openFromHash />
        <RiskNote className="mt-8" />
        <p className="mt-6 text-slate-700">
          Still have a question?{' '}
          <Link to={paths.contact} className="font-semibold text-brand-700 underline underline-offset-4">
            Contact our support team
          </Link>
          .
        </p>
      </div>
    </>
  );
}
