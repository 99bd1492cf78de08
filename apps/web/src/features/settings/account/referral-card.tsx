import { plural } from '@app/contract/plurals';
import { Copy } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useReferrals } from '../api/use-referrals';
import { SectionCard } from '../components/section-card';

/**
 * Settings → Account: the customer's referral code and share link, and what came of them. Referring
 * earns nothing: the card says so, as the FAQ does.
 */
export function ReferralCard() {
  const referrals = useReferrals();
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${what} copied.`);
    } catch {
      toast.error('Could not copy. Select the text and copy it by hand.');
    }
  };
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
          <dl className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-x-6">
            <dt className="text-sm font-medium text-slate-600">Your code</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span
                className="font-mono text-lg font-semibold tracking-wider text-slate-900"
                data-testid="referral-code"
              >
                {referrals.data.code}
              </span>
              <Button variant="outline" size="sm" onClick={() => copy(referrals.data.code, 'Referral code')}>
                <Copy aria-hidden="true" className="size-4" />
                Copy code
              </Button>
            </dd>
            <dt className="text-sm font-medium text-slate-600">Share link</dt>
            <dd className="flex min-w-0 flex-wrap items-center gap-2">
              <span
                className="min-w-0 font-mono text-sm break-all text-slate-800"
                data-testid="referral-link"
              >
                {referrals.data.link}
              </span>
              <Button variant="outline" size="sm" onClick={() => copy(referrals.data.link, 'Share link')}>
                <Copy aria-hidden="true" className="size-4" />
                Copy link
              </Button>
            </dd>
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
