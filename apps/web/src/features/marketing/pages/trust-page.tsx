import { LegalDocument } from '../components/legal-document';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { TRUST } from '../content/trust';

export function TrustPage() {
  return (
    <>
      <PageMeta
        title="Privacy, trust and safety"
        description="How Verdant Invest protects your account, your data and your money: encryption, hashed passwords, two-factor sign-in, identity checks, privacy and scam awareness."
      />
      <PageHeader
        width="narrow"
        eyebrow="Privacy, trust and safety"
        title="Your trust is our business"
        intro="What we do to keep your account, your data and your money safe, what we collect and why, and how you can help protect yourself."
      />
      <LegalDocument sections={TRUST} tocLabel="Privacy, trust and safety sections" />
    </>
  );
}
