import type { CustomerOverview } from '@app/contract/admin-customer';
import { DecisionDialog } from '../requests/decision-dialog';
import { RequestCard } from '../requests/request-card';
import { useRequestDecision } from '../requests/use-request-decision';
import { Section } from './section';

/**
 * The customer's deposits and withdrawals waiting for a decision, decided here as on the Deposits and
 * Withdrawals tabs (same dialog, step-up and second approval); shown only while some wait.
 */
export function PendingRequestsCard({ customer }: { customer: CustomerOverview }) {
  const deposit = useRequestDecision('deposit');
  const withdrawal = useRequestDecision('withdrawal');
  const { deposits, withdrawals, pending } = customer.requests;
  if (pending === 0) return null;
  const waiting = [
    ...deposits.filter((r) => r.status === 'pending').map((request) => ({ request, decision: deposit })),
    ...withdrawals
      .filter((r) => r.status === 'pending')
      .map((request) => ({ request, decision: withdrawal })),
  ];
  return (
    <Section id="pending-requests" title={`Waiting for a decision (${pending})`}>
      <ul className="grid gap-4 md:grid-cols-2">
        {waiting.map(({ request, decision }) => (
          <li key={request._id} className="flex">
            <RequestCard
              kind={decision.dialogProps.kind}
              request={request}
              onDecide={(status) => decision.ask({ request, status })}
            />
          </li>
        ))}
      </ul>
      <DecisionDialog {...deposit.dialogProps} />
      <DecisionDialog {...withdrawal.dialogProps} />
    </Section>
  );
}
