import type { AdminOffering } from '@app/contract/investments';
import { type FundingInput, fundingSchema } from '@app/contract/ledger';
import { MSG } from '@app/contract/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage, isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useFundOffering } from '../api/use-book-money';
import { dollarsOf, fieldErrorsOf } from '../components/check-form';
import { DollarsField } from '../components/dollars-field';

type Field = keyof FundingInput;
const EMPTY = { amount: '', reason: '' };

/**
 * Fund payouts: move money from the bank account to the offering's payout funding, out of which its
 * returns are paid. The server asks for a step-up (the console's host answers it) and, past the
 * approval limit, files the funding for a second admin (202); the toast carries its own message.
 */
export function FundDialog({ offering, onClose }: { offering: AdminOffering | null; onClose: () => void }) {
  const fund = useFundOffering();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  useEffect(() => {
    if (offering) {
      setValues(EMPTY);
      setErrors({});
    }
  }, [offering]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!offering) return;
    const body = { amount: dollarsOf(values.amount), reason: values.reason.trim() };
    const found = fieldErrorsOf<Field>(fundingSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0 || body.amount === undefined) return;
    try {
      const answer = await fund.mutateAsync({
        offeringId: offering._id,
        amount: body.amount,
        reason: body.reason,
      });
      if ('data' in answer) toast.info(answer.message);
      else toast.success(answer.message);
      onClose();
    } catch (err) {
      if (isApiError(err) && err.errors) setErrors(err.errors as Partial<Record<Field, string>>);
      toast.error(errorMessage(err, MSG.failed));
    }
  };

  return (
    <Dialog
      open={offering !== null}
      onOpenChange={(open) => !open && !fund.isPending && onClose()}
      title="Fund payouts"
      description={
        offering
          ? `Moves money from the bank account to the payout funding of “${offering.name}”. Its returns are paid from it, and the returns waiting for funding are paid once it covers them.`
          : undefined
      }
    >
      <form noValidate onSubmit={submit} aria-label="Fund payouts" className="space-y-4">
        <DollarsField
          label="Amount (USD)"
          min="0"
          value={values.amount}
          error={errors.amount}
          onChange={(amount) => setValues((v) => ({ ...v, amount }))}
        />
        <FormField label="Reason" hint="Kept in the activity log." error={errors.reason}>
          {(control) => (
            <Input
              {...control}
              maxLength={500}
              value={values.reason}
              onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value }))}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={fund.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={fund.isPending} busyLabel="Funding…">
            Fund payouts
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
