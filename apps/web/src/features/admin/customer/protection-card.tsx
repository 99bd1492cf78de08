import type { CustomerOverview } from '@app/contract/admin-customer';
import { CapacitySummary } from '../../../components/protection/capacity-summary';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDateTime, formatUsd } from '../../../lib/format';
import { Facts, Section } from './section';

const RESULT: Record<CustomerOverview['suitability']['status'], { label: string; tone: BadgeTone }> = {
  none: { label: 'Not taken', tone: 'neutral' },
  appropriate: { label: 'Appropriate', tone: 'success' },
  not_appropriate: { label: 'Not appropriate', tone: 'warning' },
};

/** Investor protection: the knowledge test's result and date, and the capacity for loss worked out. */
export function ProtectionCard({ customer }: { customer: CustomerOverview }) {
  const s = customer.suitability;
  const result = RESULT[s.status];
  return (
    <Section
      id="protection"
      title="Knowledge test"
      actions={<Badge tone={result.tone}>{result.label}</Badge>}
    >
      {s.status === 'none' ? (
        <p className="text-sm text-slate-600">The customer has not taken the knowledge test yet.</p>
      ) : (
        <div className="space-y-3">
          <Facts
            items={[
              { label: 'Taken', value: s.takenAt ? formatDateTime(s.takenAt) : '—' },
              { label: 'Valid until', value: s.validUntil ? formatDateTime(s.validUntil) : '—' },
              ...(s.status === 'not_appropriate'
                ? [{ label: 'Risk warning', value: s.riskAcknowledged ? 'Acknowledged' : 'Not acknowledged' }]
                : []),
              { label: 'May buy now', value: s.current ? 'Yes' : 'No: the test or figures need renewing' },
              { label: 'Capacity for loss', value: formatUsd(s.lossCapacity ?? 0, 'en-US') },
            ]}
          />
          <CapacitySummary suitability={s} />
        </div>
      )}
    </Section>
  );
}
