import type { User } from '@app/contract/user';
import { BadgeCheck, Clock, ShieldAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** Verified / Under review / Not Verified, from the user's KYC state. */
export function VerificationBadge({ user }: { user: Pick<User, 'kycStatus'> }) {
  if (user.kycStatus === 'approved') {
    return (
      <Badge tone="success">
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        Verified
      </Badge>
    );
  }
  if (user.kycStatus === 'pending') {
    return (
      <Badge tone="warning">
        <Clock aria-hidden="true" className="size-3.5" />
        Under review
      </Badge>
    );
  }
  return (
    <Badge tone="neutral">
      <ShieldAlert aria-hidden="true" className="size-3.5" />
      Not Verified
    </Badge>
  );
}
