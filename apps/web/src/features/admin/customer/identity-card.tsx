import type { CustomerOverview, KycEvent } from '@app/contract/admin-customer';
import { kycProfileGaps } from '@app/contract/kyc';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { DecisionButtons } from '../components/decision-buttons';
import { DocumentViewer } from '../verifications/document-viewer';
import { type KycDecision, KycDecisionDialog } from '../verifications/kyc-decision-dialog';
import { KycGapsNote } from '../verifications/kyc-gaps-note';
import { Facts, Section } from './section';

const STATUS: Record<CustomerOverview['user']['kycStatus'], { label: string; tone: BadgeTone }> = {
  none: { label: 'Not submitted', tone: 'neutral' },
  pending: { label: 'Waiting for review', tone: 'warning' },
  approved: { label: 'Verified', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

const EVENT: Record<KycEvent['action'], string> = {
  submitted: 'Document submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The identity check: where it stands, the document (the verifications tab's viewer), the story. */
export function IdentityCard({ customer, isSelf }: { customer: CustomerOverview; isSelf: boolean }) {
  const { user, kycHistory } = customer;
  const [viewing, setViewing] = useState(false);
  const [deciding, setDeciding] = useState<KycDecision | null>(null);
  const status = STATUS[user.kycStatus];
  const gaps = kycProfileGaps(user);
  return (
    <Section id="identity" title="Identity check" actions={<Badge tone={status.tone}>{status.label}</Badge>}>
      <Facts
        items={[
          { label: 'Document', value: user.idCardType || '—' },
          { label: 'Number', value: <span className="font-mono">{user.idCardNumber || '—'}</span> },
          ...(user.kycStatus === 'rejected' && user.kycReason
            ? [{ label: 'Reason given', value: user.kycReason }]
            : []),
        ]}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setViewing(true)} disabled={!user.idCardFile}>
          <Eye aria-hidden="true" className="size-4" />
          View document
        </Button>
        {user.kycStatus === 'pending' && !isSelf && (
          <DecisionButtons
            onDecide={(decision) => setDeciding({ user, decision })}
            canApprove={gaps.length === 0}
          />
        )}
      </div>
      {user.kycStatus === 'pending' && <KycGapsNote gaps={gaps} />}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">History</h3>
      {kycHistory.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">
          {user.kycStatus === 'none' ? 'No document submitted yet.' : 'No steps recorded.'}
        </p>
      ) : (
        <ol aria-label="Identity check history" className="mt-2 space-y-2 border-l border-slate-200 pl-4">
          {kycHistory.map((e) => (
            <li key={`${e.at}-${e.action}`} className="text-sm">
              <p className="font-medium text-slate-900">
                {EVENT[e.action]}
                {e.idCardType ? ` · ${e.idCardType}` : ''}
              </p>
              <p className="text-xs text-slate-500">
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                {e.by && e.action !== 'submitted' ? ` · by ${e.by.name}` : ''}
              </p>
              {e.reason && <p className="mt-0.5 break-words text-slate-700">Reason: {e.reason}</p>}
            </li>
          ))}
        </ol>
      )}
      <DocumentViewer user={viewing ? user : null} onClose={() => setViewing(false)} />
      <KycDecisionDialog pending={deciding} onClose={() => setDeciding(null)} />
    </Section>
  );
}
