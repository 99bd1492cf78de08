import type { User } from '@app/contract/user';
import { Card, CardContent } from '../../../components/ui/card';
import { CopyableText } from '../../../components/ui/copyable-text';
import { initials } from '../../../lib/format';
import { SectionCard } from '../components/section-card';
import { CloseAccountCard } from './close-account-card';
import { EmailChangeNotice } from './email-change-notice';
import { ProfileForm } from './profile-form';
import { ReferralCard } from './referral-card';
import { VerificationBadge } from './verification-badge';

/** Account: who you are (name, id, verification badge) and the profile form. */
export function AccountSection({ user }: { user: User }) {
  return (
    <>
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {initials(user.name)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-lg font-semibold text-slate-900">{user.name}</p>
            <CopyableText
              value={user.email}
              label="Email address"
              className="text-sm text-slate-700"
              data-testid="account-email"
            />
            <p className="mt-1 flex min-w-0 items-center gap-1 text-sm text-slate-600">
              <span className="shrink-0 font-medium">ID:</span>
              <CopyableText
                value={user._id}
                label="Account ID"
                className="font-mono"
                data-testid="account-id"
              />
            </p>
          </div>
          <div className="self-start sm:self-center">
            <VerificationBadge user={user} />
          </div>
        </CardContent>
      </Card>
      <EmailChangeNotice />
      <SectionCard
        id="profile"
        title="Profile"
        description="Keep your details up to date. A new email address takes effect once you confirm it."
      >
        <ProfileForm user={user} />
      </SectionCard>
      {user.userRole === 'customer' && <ReferralCard />}
      {user.userRole === 'customer' && <CloseAccountCard user={user} />}
    </>
  );
}
