import type { CustomerOverview } from '@app/contract/admin-customer';
import type { User } from '@app/contract/user';
import { BadgePercent, KeyRound, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PlanDialog } from '../users/plan-dialog';
import { ResetTwoFactorDialog } from '../users/reset-two-factor-dialog';
import { SendResetDialog } from '../users/send-reset-dialog';

/**
 * The users tab's account actions, with its own dialogs: plan, reset link, two-factor reset. Each
 * hook refreshes the customer page when it succeeds. The balance has its own card.
 */
export function CustomerActions({ customer, isSelf }: { customer: CustomerOverview; isSelf: boolean }) {
  const { user } = customer;
  const [open, setOpen] = useState<'plan' | 'reset' | '2fa' | null>(null);
  const forDialog = (which: typeof open): User | null => (open === which ? user : null);
  const close = () => setOpen(null);
  return (
    <>
      {user.userRole === 'customer' && (
        <Button variant="outline" onClick={() => setOpen('plan')}>
          <BadgePercent aria-hidden="true" className="size-4" />
          Change plan
        </Button>
      )}
      <Button variant="outline" onClick={() => setOpen('reset')}>
        <KeyRound aria-hidden="true" className="size-4" />
        Send reset link
      </Button>
      {user.twoFactorEnabled && !isSelf && (
        <Button variant="outline" onClick={() => setOpen('2fa')}>
          <ShieldOff aria-hidden="true" className="size-4" />
          Reset 2FA
        </Button>
      )}
      <PlanDialog user={forDialog('plan')} onClose={close} />
      <SendResetDialog user={forDialog('reset')} onClose={close} />
      <ResetTwoFactorDialog user={forDialog('2fa')} onClose={close} />
    </>
  );
}
