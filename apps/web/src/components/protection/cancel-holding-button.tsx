import type { Holding } from '@app/contract/investments-responses';
import { MSG } from '@app/contract/messages';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { LiveStatus } from '../../components/ui/live-status';
import { errorMessage } from '../../lib/api';
import { useCancelHolding } from '../../lib/queries/protection';
import { toast } from '../../lib/toast';

/** One click, no reason asked: the purchase is undone and the whole amount comes back. */
export function CancelHoldingButton({ holding }: { holding: Holding }) {
  const cancel = useCancelHolding();
  const [said, setSaid] = useState('');
  const onClick = async () => {
    try {
      const answer = await cancel.mutateAsync(holding._id);
      setSaid(answer.message);
      toast.success(answer.message);
    } catch (e) {
      const message = errorMessage(e, MSG.genericRetry);
      setSaid(message);
      toast.error(message);
    }
  };
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        busy={cancel.isPending}
        busyLabel="Cancelling…"
        onClick={onClick}
      >
        Cancel this purchase
      </Button>
      <LiveStatus>{said}</LiveStatus>
    </>
  );
}
