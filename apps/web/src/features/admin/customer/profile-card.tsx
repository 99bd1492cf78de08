import type { CustomerOverview } from '@app/contract/admin-customer';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { Facts, Section } from './section';

const personLink = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** Who the customer is, their plan, and the referrals both ways (who brought them, whom they brought). */
export function ProfileCard({ customer, className }: { customer: CustomerOverview; className?: string }) {
  const { user, referredBy, referrals } = customer;
  return (
    <Section id="profile" title="Profile" className={className}>
      <div className="grid gap-x-10 gap-y-6 sm:grid-cols-2">
        <Facts
          items={[
            {
              label: 'Email verified',
              value: user.emailVerified ? 'Yes' : <Badge tone="warning">Not yet</Badge>,
            },
            { label: 'Phone', value: user.phonenumber || '—' },
            { label: 'Date of birth', value: user.dob ? formatDate(user.dob) : 'Not given' },
            { label: 'Address', value: user.address || '—' },
            { label: 'Joined', value: formatDate(user.createdAt) },
            {
              label: 'Role',
              value: user.userRole === 'admin' ? <Badge tone="info">Admin</Badge> : 'Customer',
            },
            {
              label: 'Plan',
              value: (
                <Badge tone={customer.plan === 'member' ? 'success' : undefined}>
                  {customer.plan === 'member' ? 'Member' : 'Free plan'}
                </Badge>
              ),
            },
            { label: 'Two-factor sign-in', value: user.twoFactorEnabled ? 'On' : 'Off' },
            { label: 'Password changed', value: formatDate(user.passwordChangedAt) },
          ]}
        />
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900">Referrals</h3>
          <p className="mt-1 text-sm text-slate-600">
            {referredBy ? (
              <>
                Referred by{' '}
                <Link to={paths.adminCustomer(referredBy._id)} className={personLink}>
                  {referredBy.name}
                </Link>{' '}
                <span className="break-all">({referredBy.email})</span>
              </>
            ) : (
              'Joined without a referral.'
            )}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Code <span className="font-mono text-slate-900">{referrals.code}</span> · {referrals.joined}{' '}
            joined, {referrals.verified} verified
          </p>
          {referrals.referred.length > 0 ? (
            <ul aria-label="People they referred" className="mt-2 space-y-1 text-sm">
              {referrals.referred.map((r) => (
                <li key={r._id} className="flex flex-wrap items-baseline gap-x-2">
                  <Link to={paths.adminCustomer(r._id)} className={personLink}>
                    {r.name}
                  </Link>
                  <span className="break-all text-slate-600">{r.email}</span>
                  <span className="text-xs text-slate-500">
                    joined {formatDate(r.createdAt)}
                    {r.isVerified ? ', verified' : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-500">Nobody has joined with their code yet.</p>
          )}
        </div>
      </div>
    </Section>
  );
}
