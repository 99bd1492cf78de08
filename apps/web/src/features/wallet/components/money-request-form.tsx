import { SELECT_ACCOUNT } from '@app/contract/banks';
import { ERROR_CODES } from '@app/contract/messages';
import type { BankAccount } from '@app/contract/user';
import { payoutHoldNotice, WALLET_SOURCE, type WalletRequest } from '@app/contract/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AmountField } from '../../../components/money/amount-field';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { errorMessage, isApiError } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { formatDateTime, formatUsd } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toast } from '../../../lib/toast';
import type { CreateRequestInput } from '../api/use-create-request';
import { BankAccountField, onPayoutHold } from './bank-account-field';
import { NoPaymentMethod } from './no-payment-method';

/** What the form holds (text as typed) and what its schema turns it into (the amount in cents). */
interface RequestFormInput {
  source?: string;
  bankAccountId: string;
  amount: string;
}
interface RequestFormValues {
  source?: string;
  bankAccountId: string;
  amount: number;
}

export interface MoneyRequestFormProps {
  /** The contract's form schema of this request (deposit, or withdrawal capped at the balance). */
  schema: z.ZodType<RequestFormValues, RequestFormInput>;
  /** Sends the request; one idempotency key per opened form goes with it. */
  send: (input: CreateRequestInput) => Promise<{ data: WalletRequest }>;
  bankAccounts: BankAccount[];
  bankLabel: string;
  bankPlaceholder: string;
  /** A withdrawal names its source, the wallet balance: shown as the first field. */
  withdrawFrom?: { balance: number };
  amountHint?: string;
  submitLabel: string;
  onAddPaymentMethod: () => void;
  /** A deposit offers to add another bank account under the button. */
  offerAnotherMethod?: boolean;
  onSubmitted: (request: WalletRequest) => void;
}

/** The hold's notice: what it is and when it ends, in the customer's time. */
const holdNotice = (availableAt: string) => payoutHoldNotice(formatDateTime(availableAt));

/** Refusals the customer cannot fix in the form: said in it, with what to do. */
const REFUSALS: ReadonlySet<string> = new Set([
  ERROR_CODES.TOO_MANY_PENDING_DEPOSITS,
  ERROR_CODES.NOT_VERIFIED,
  ERROR_CODES.PAYOUT_ACCOUNT_ON_HOLD,
]);

/**
 * The one form behind Deposit Money and Withdraw Money: a bank account, an amount, a submit that
 * moves money at most once. A refusal the customer cannot fix in the form (too many requests
 * waiting) is said in the form; field errors go to their fields; anything else is a toast.
 */
export function MoneyRequestForm(p: MoneyRequestFormProps) {
  // One key per opened form (the panel's content mounts on open): a double submit moves money once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RequestFormInput, unknown, RequestFormValues>({
    resolver: zodResolver(p.schema),
    defaultValues: {
      ...(p.withdrawFrom ? { source: WALLET_SOURCE } : {}),
      bankAccountId: p.bankAccounts.length === 1 ? p.bankAccounts[0]!._id : '',
      amount: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = submitToServer(
    form,
    ['amount', 'bankAccountId'],
    async (values) => {
      setRefusal(null);
      const answer = await p.send({
        amountCents: values.amount,
        bankAccountId: values.bankAccountId,
        idempotencyKey,
      });
      p.onSubmitted(answer.data);
    },
    (e) => {
      if (isApiError(e) && e.code && REFUSALS.has(e.code)) {
        setRefusal(e.availableAt ? holdNotice(e.availableAt) : e.message);
        return;
      }
      toast.error(errorMessage(e));
    },
  );

  // A payout to an account still in its hold is refused by the server: said before the customer tries.
  const chosen = p.bankAccounts.find((b) => b._id === form.watch('bankAccountId'));
  const held = p.withdrawFrom && chosen && onPayoutHold(chosen) ? chosen : undefined;

  if (p.bankAccounts.length === 0) return <NoPaymentMethod onAdd={p.onAddPaymentMethod} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {p.withdrawFrom && (
        <FormField label="Withdraw from" error={errors.source?.message}>
          {(control) => (
            <Select {...control} {...form.register('source')}>
              <option value="">{SELECT_ACCOUNT}</option>
              <option value={WALLET_SOURCE}>Wallet balance ({formatUsd(p.withdrawFrom!.balance)})</option>
            </Select>
          )}
        </FormField>
      )}
      <BankAccountField
        label={p.bankLabel}
        placeholder={p.bankPlaceholder}
        bankAccounts={p.bankAccounts}
        registration={form.register('bankAccountId')}
        error={errors.bankAccountId?.message}
        showHold={p.withdrawFrom !== undefined}
        hint={
          held ? (
            <span className="font-medium text-amber-800">{holdNotice(held.availableAt!)}</span>
          ) : undefined
        }
      />
      <AmountField
        registration={form.register('amount')}
        error={errors.amount?.message}
        hint={p.amountHint}
      />
      {refusal && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {refusal}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel="Submitting…">
        {p.submitLabel}
      </Button>
      {p.offerAnotherMethod && (
        <button
          type="button"
          onClick={p.onAddPaymentMethod}
          className="w-full text-center text-sm font-semibold text-brand-700 hover:underline"
        >
          Add another payment method
        </button>
      )}
    </form>
  );
}
