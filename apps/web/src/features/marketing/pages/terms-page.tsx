import { formatDate } from '../../../lib/format';
import { LegalDocument } from '../components/legal-document';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { TERMS, TERMS_UPDATED } from '../content/terms';

export function TermsPage() {
  return (
    <>
      <PageMeta
        title="Terms"
        description="The terms of using Verdant Invest: user agreement, account responsibilities, investment risks, prohibited activities, intellectual property, changes and contact. You must be 18 or older."
      />
      <PageHeader
        width="narrow"
        eyebrow="Legal"
        title="Terms of use"
        intro={
          <>
            <p>
              Please read these terms carefully. You must be at least 18 years old to open an account.
              Investing involves risk: you could get back less than you invest.
            </p>
            <p className="mt-3 text-base text-slate-600">
              Last updated <time dateTime={TERMS_UPDATED}>{formatDate(TERMS_UPDATED)}</time>
            </p>
          </>
        }
      />
      <LegalDocument sections={TERMS} tocLabel="Terms sections" />
    </>
  );
}
