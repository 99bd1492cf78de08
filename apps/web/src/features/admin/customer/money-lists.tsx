import type { CustomerOverview } from '@app/contract/admin-customer';
import { Briefcase, CreditCard } from 'lucide-react';
import { HoldingCard } from '../../../components/investments/holding-card';
import { RequestTabs } from '../../../components/money/request-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { bankCodeLabel } from '../../../lib/bank-label';
import { formatUsd } from '../../../lib/format';
import { Section } from './section';

/** Every holding, active and completed, as the customer's own portfolio shows them. */
export function HoldingsCard({ customer }: { customer: CustomerOverview }) {
  const { holdings } = customer;
  return (
    <Section id="holdings" title={`Holdings (${holdings.count})`}>
      {holdings.data.length === 0 ? (
        <EmptyState Icon={Briefcase} title="No holdings" className="py-8">
          Nothing has been bought yet.
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            {formatUsd(holdings.amountInvested, 'en-US')} invested in total.
          </p>
          <ul className="space-y-3">
            {holdings.data.map((h) => (
              <li key={h._id}>
                <HoldingCard holding={h} canChoose={false} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/** Deposit and withdrawal requests, newest first, as the customer's Transactions page lists them. */
export function RequestsCard({ customer }: { customer: CustomerOverview }) {
  const { deposits, withdrawals, pending } = customer.requests;
  return (
    <Section id="requests" title={`Requests${pending ? ` (${pending} pending)` : ''}`}>
      <RequestTabs
        label="Request type"
        deposits={deposits}
        withdrawals={withdrawals}
        emptyHints={{
          deposit: 'This customer has not asked for a deposit.',
          withdrawal: 'This customer has not asked for a withdrawal.',
        }}
      />
    </Section>
  );
}

/** The bank accounts the customer pays in from and out to. */
export function PaymentMethodsCard({ customer }: { customer: CustomerOverview }) {
  const banks = customer.user.bankAccounts;
  return (
    <Section id="payment-methods" title="Payment methods">
      {banks.length === 0 ? (
        <EmptyState Icon={CreditCard} title="No bank account linked" className="py-8" />
      ) : (
        <ul className="divide-y divide-slate-100">
          {banks.map((b) => (
            <li key={b._id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{b.bankName}</span>
                <span className="block text-sm break-words text-slate-600">
                  {b.accountHolderName} · {b.country}
                </span>
              </span>
              <span className="text-right font-mono text-sm text-slate-800">
                <span className="block">{b.accountNumber}</span>
                {bankCodeLabel(b, true) && (
                  <span className="block text-slate-600">{bankCodeLabel(b, true)}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
