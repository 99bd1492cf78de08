import { LegalDocument } from '../components/legal-document';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { AUTO_INVEST_INFO } from '../content/auto-invest';

/** /auto-invest: how a strategy picks offerings and in what order (the disclosure an investor is owed). */
export function AutoInvestPage() {
  return (
    <>
      <PageMeta
        title="Auto-invest: how it picks"
        description="How an auto-invest strategy matches offerings, in what order it buys, the limits it keeps and how you stay in control."
      />
      <PageHeader
        width="narrow"
        eyebrow="Auto-invest"
        title="Investing by rules you set"
        intro="What a strategy needs from you, how it matches offerings and in what order it buys, and how you stay in control."
      />
      <LegalDocument sections={AUTO_INVEST_INFO} tocLabel="Auto-invest sections" />
    </>
  );
}
