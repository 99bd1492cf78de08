import { plural } from '@app/contract/plurals';
import { Fragment } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CopyableText } from '../../../components/ui/copyable-text';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useReferrals } from '../api/use-referrals';
import { SectionCard } from '../components/section-card';

/**
 * Settings → Account: the customer's referral code and share link, and what came of them. Referring
 * earns nothing: the card says so, as the FAQ does.
 */
export function ReferralCard() {
  const referrals = useReferrals();
  return (
    <SectionCard
      id="referrals"
      title="Invite friends"
      description="Someone who signs up with your link or code is linked to your account. There is no reward or bonus for referring: we only record who invited whom."
    >
      {referrals.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : referrals.isError ? (
        <Alert tone="error">{errorMessage(referrals.error, 'Your referral code could not be loaded.')}</Alert>
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-x-6">
            {[
              {
                term: 'Your code',
                value: referrals.data.code,
                label: 'Referral code',
                buttonText: 'Copy code',
                className: 'font-mono text-lg font-semibold tracking-wider text-slate-900',
                testId: 'referral-code',
              },
              {
                term: 'Share link',
                value: referrals.data.link,
                label: 'Share link',
                buttonText: 'Copy link',
                className: 'font-mono text-sm text-slate-800',
                testId: 'referral-link',
              },
            ].map(({ term, testId, ...item }) => (
              <Fragment key={term}>
                <dt className="text-sm font-medium text-slate-600">{term}</dt>
                <dd className="min-w-0">
                  <CopyableText {...item} data-testid={testId} />
                </dd>
              </Fragment>
            ))}
          </dl>
          <p className="text-sm text-slate-700" data-testid="referral-counts">
            {plural(referrals.data.joined, 'person', 'people')} joined with your code;{' '}
            {referrals.data.verified} of them verified their identity.
          </p>
        </div>
      )}
    </SectionCard>
  );
}
