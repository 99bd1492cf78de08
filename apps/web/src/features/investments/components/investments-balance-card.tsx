import type { User } from '@app/contract/user';
import { GraduationCap } from 'lucide-react';
import { WalletBalanceCard } from '../../../components/money/wallet-balance-card';
import { Button } from '../../../components/ui/button';

/** The wallet balance (what purchases are paid from) and the Learn button. */
export function InvestmentsBalanceCard({ user, onLearn }: { user: User; onLearn: () => void }) {
  return (
    <WalletBalanceCard
      user={user}
      heading="Available to invest"
      caption="Your wallet balance"
      testId="invest-balance"
      actionsClassName="sm:flex-row sm:items-end sm:justify-between"
    >
      <Button variant="outline" size="lg" onClick={onLearn}>
        <GraduationCap aria-hidden="true" className="size-5" />
        Learn
      </Button>
    </WalletBalanceCard>
  );
}
