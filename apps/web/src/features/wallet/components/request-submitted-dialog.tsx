import type { WalletRequest } from '@app/contract/wallet-responses';
import { CircleCheck } from 'lucide-react';
import { PayToDetails } from '../../../components/money/pay-to-details';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatUsd } from '../../../lib/format';

export interface SubmittedRequest {
  kind: 'deposit' | 'withdrawal';
  request: WalletRequest;
}

/** 'Request Submitted' (spec: deposit and withdraw outcome). Done closes it; the caller refreshes. */
export function RequestSubmittedDialog({
  submitted,
  onDone,
}: {
  submitted: SubmittedRequest | null;
  onDone: () => void;
}) {
  const r = submitted?.request;
  const deposit = submitted?.kind === 'deposit';
  return (
    <Dialog
      open={submitted !== null}
      onOpenChange={(open) => !open && onDone()}
      title={
        <span className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-6 text-brand-600" />
          Request Submitted
        </span>
      }
      description={
        r
          ? deposit
            ? `Your deposit request of ${formatUsd(r.amount)} was received. It is added to your balance once the money arrives and the deposit is approved; we have emailed you these details.`
            : `Your withdrawal request of ${formatUsd(r.amount)} was received. The amount is reserved from your balance and paid out once approved; we will email you.`
          : undefined
      }
      hideClose
      footer={
        <Button onClick={onDone} className="sm:min-w-28">
          Done
        </Button>
      }
    >
      {r?.payTo ? (
        <PayToDetails payTo={r.payTo} />
      ) : (
        r && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-slate-50 p-4 text-sm">
            <dt className="text-slate-600">Status</dt>
            <dd className="font-medium text-slate-900 capitalize">{r.status}</dd>
            <dt className="text-slate-600">Reference</dt>
            <dd className="font-mono font-semibold whitespace-nowrap text-slate-900">{r.reference}</dd>
          </dl>
        )
      )}
    </Dialog>
  );
}
