import { Landmark } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Shown in the Deposit and Withdraw panels when no bank or crypto account is linked yet. */
export function NoPaymentMethod({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">
      <div className="flex items-start gap-3">
        <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>Link a bank account or a Bitcoin wallet first: it is where your money comes from and goes to.</p>
      </div>
      <Button variant="outline" size="sm" className="mt-3" onClick={onAdd}>
        Add Payment Method
      </Button>
    </div>
  );
}
