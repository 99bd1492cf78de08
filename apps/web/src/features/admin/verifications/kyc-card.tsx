import { kycProfileGaps } from '@app/contract/kyc';
import type { User } from '@app/contract/user';
import { Eye } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CopyableText } from '../../../components/ui/copyable-text';
import { formatDate } from '../../../lib/format';
import { DecisionButtons } from '../components/decision-buttons';
import { KycGapsNote } from './kyc-gaps-note';

/** One submission waiting for review: who, which document, and the three actions. */
export function KycCard({
  user,
  onView,
  onDecide,
}: {
  user: User;
  onView: () => void;
  onDecide: (decision: 'approved' | 'rejected') => void;
}) {
  const gaps = kycProfileGaps(user);
  return (
    <Card className="flex w-full min-w-0 flex-col p-4 sm:p-5">
      <article aria-label={`Verification of ${user.name}`} className="flex flex-1 flex-col">
        <header className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{user.name}</p>
            <CopyableText value={user.email} label="Email address" className="text-sm text-slate-600" />
          </div>
          <Badge tone="warning">Pending</Badge>
        </header>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-600">Document</dt>
          <dd className="text-right text-slate-900">{user.idCardType || '—'}</dd>
          <dt className="text-slate-600">Number</dt>
          <dd className="text-right font-mono text-slate-900">{user.idCardNumber || '—'}</dd>
          <dt className="text-slate-600">Date of birth</dt>
          <dd className="text-right text-slate-900">{user.dob ? formatDate(user.dob) : 'Not given'}</dd>
          <dt className="text-slate-600">Address</dt>
          <dd className="min-w-0 text-right break-words text-slate-900">{user.address || 'Not given'}</dd>
        </dl>
        <KycGapsNote gaps={gaps} />
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <Button
            variant="outline"
            size="sm"
            onClick={onView}
            disabled={!user.idCardFile}
            aria-label={`View document of ${user.name}`}
          >
            <Eye aria-hidden="true" className="size-4" />
            View document
          </Button>
          <span className="flex flex-1 justify-end gap-2">
            <DecisionButtons
              onDecide={onDecide}
              canApprove={gaps.length === 0}
              subject={`verification of ${user.name}`}
            />
          </span>
        </div>
      </article>
    </Card>
  );
}
