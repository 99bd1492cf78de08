import { KYC_MSG, kycProfileGaps } from '@app/contract/kyc';
import type { User } from '@app/contract/user';
import { BadgeCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { SectionCard } from '../components/section-card';
import { DocumentForm } from './document-form';
import { IdentityDetailsForm } from './identity-details-form';

/** Only the last characters of an ID number are shown back. */
const masked = (value: string) =>
  value.length > 4 ? `${'•'.repeat(value.length - 4)}${value.slice(-4)}` : value;

function StatusPanel({
  tone,
  title,
  children,
}: {
  tone: 'verified' | 'review';
  title: string;
  children: ReactNode;
}) {
  const Icon = tone === 'verified' ? BadgeCheck : Clock;
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <span
        className={
          tone === 'verified'
            ? 'flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700'
            : 'flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700'
        }
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      <div className="max-w-md text-sm text-slate-600">{children}</div>
    </div>
  );
}

/** Spec §4 verification states: the form, 'Documents are under review', 'You are Verified', or rejected + form. */
export function VerificationSection({ user }: { user: User }) {
  const document = user.idCardType ? `${user.idCardType} ${masked(user.idCardNumber)}` : 'your document';
  return (
    <SectionCard
      id="verification"
      title="Identity verification"
      description="Investing is open to verified customers aged 18 or over. We check one official identity document."
    >
      {user.kycStatus === 'approved' ? (
        <StatusPanel tone="verified" title={KYC_MSG.verified}>
          Your identity has been verified with {document}. You can invest.
        </StatusPanel>
      ) : user.kycStatus === 'pending' ? (
        <StatusPanel tone="review" title={KYC_MSG.underReview}>
          We are checking {document}. We will email you when it is done; until then there is nothing to do.
        </StatusPanel>
      ) : (
        <div className="space-y-6">
          {user.kycStatus === 'rejected' && (
            <Alert tone="error" title="Your document was not accepted">
              <p>{user.kycReason ?? 'Please submit a new document.'}</p>
              <p className="mt-1">Please correct this and submit a document again.</p>
            </Alert>
          )}
          {kycProfileGaps(user).length > 0 ? (
            <IdentityDetailsForm user={user} />
          ) : (
            <div className="space-y-4">
              <h3 className="font-semibold text-slate-900">Step 2 of 2: your document</h3>
              <DocumentForm />
            </div>
          )}
        </div>
      )}
    </SectionCard>
  );
}
