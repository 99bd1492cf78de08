import { BITCOIN } from '@app/contract/banks';
import type { BankAccount } from '@app/contract/user';
import { Bitcoin, Landmark, Plus, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api';
import { bankAccountLabel, bankCodeLabel, maskedNumber } from '../../../lib/bank-label';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { toast } from '../../../lib/toast';
import { useLatch } from '../../../lib/use-latch';
import { useRemoveBank } from '../api/use-bank-accounts';

/** The Remove confirmation (Radix Dialog): its code loads on intent, not with the page. */
const Dialog = lazyWithPreload(() =>
  import('../../../components/ui/dialog').then((m) => ({ default: m.Dialog })),
);
export const preloadRemoveDialog = () => void Dialog.preload();

/** The customer's linked bank and Bitcoin accounts, with Add and Remove. */
export function PaymentMethodsCard({
  bankAccounts,
  onAdd,
}: {
  bankAccounts: BankAccount[];
  onAdd: () => void;
}) {
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const remove = useRemoveBank();
  const dialogMounted = useLatch(removing !== null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const answer = await remove.mutateAsync(removing._id);
      toast.success(answer.message);
      setRemoving(null);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment methods</CardTitle>
      </CardHeader>
      <CardContent>
        {bankAccounts.length === 0 ? (
          <p className="text-sm text-slate-600">
            No payment method yet. Link a bank account or a Bitcoin wallet to deposit and withdraw.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Linked payment methods">
            {bankAccounts.map((b) => {
              const Icon = b.bankName === BITCOIN ? Bitcoin : Landmark;
              return (
                <li key={b._id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50">
                    <Icon aria-hidden="true" className="size-5 text-brand-700" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{b.bankName}</span>
                    <span className="block truncate text-sm text-slate-600">
                      {maskedNumber(b)} · {b.country}
                    </span>
                    {bankCodeLabel(b) && (
                      <span className="block text-sm text-slate-600">{bankCodeLabel(b)}</span>
                    )}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${bankAccountLabel(b)}`}
                    onClick={() => setRemoving(b)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <Button variant="outline" size="sm" fullWidth className="mt-4" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          Add Payment Method
        </Button>
      </CardContent>
      {dialogMounted && (
        <Suspense fallback={null}>
          <Dialog
            open={removing !== null}
            onOpenChange={(open) => !open && setRemoving(null)}
            title="Remove payment method?"
            description={
              removing
                ? `${bankAccountLabel(removing)} will no longer be offered for deposits and withdrawals.`
                : undefined
            }
            footer={
              <>
                <Button variant="outline" onClick={() => setRemoving(null)}>
                  Cancel
                </Button>
                <Button
                  variant="danger"
                  busy={remove.isPending}
                  busyLabel="Removing…"
                  onClick={confirmRemove}
                >
                  Remove
                </Button>
              </>
            }
          />
        </Suspense>
      )}
    </Card>
  );
}
