import {
  INVEST_MSG,
  type InvestFormInput,
  type InvestFormValues,
  investFormSchema,
  MAX_UNITS,
  MIN_UNITS,
  type Offering,
  WALLET_ACCOUNT,
} from '@app/contract/investments';
import { ERROR_CODES, MSG } from '@app/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { SidePanel } from '../../../components/ui/side-panel';
import { errorMessage, isApiError } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { formatUsd } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { newIdempotencyKey, useInvest } from '../api/use-invest';
import { InvestPreview, quote } from './invest-preview';
import { RiskStatement } from './risk-statement';
import { notifyVerificationNeeded } from './verification-notice';

const UNIT_OPTIONS = Array.from({ length: MAX_UNITS - MIN_UNITS + 1 }, (_, i) => MIN_UNITS + i);
const FORM_ID = 'invest-form';

/**
 * Invest Now: units and payment source, the preview of cost, platform fee, expected return,
 * management charge and maturity, then confirm. Mounted per opening, so each opened panel has its own Idempotency-Key: a double submit
 * or a retry of the same purchase never buys twice.
 */
export function InvestPanel({
  offering,
  balance,
  feeBps,
  onClose,
  onInvested,
}: {
  offering: Offering;
  balance: number;
  /** The platform fee rate of the customer's plan, basis points (0 for members). */
  feeBps: number;
  onClose: () => void;
  onInvested: () => void;
}) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const invest = useInvest();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<InvestFormInput, unknown, InvestFormValues>({
    resolver: zodResolver(investFormSchema),
    defaultValues: { unitsPurchased: '', account: '' },
  });
  const units = Number(watch('unitsPurchased')) || 0;
  const q = quote(offering, units, balance, feeBps);

  const onSubmit = handleSubmit(async ({ unitsPurchased }) => {
    if (quote(offering, unitsPurchased, balance, feeBps).balanceAfterCents < 0) {
      setError('unitsPurchased', { message: INVEST_MSG.insufficientBalance }, { shouldFocus: true });
      return;
    }
    try {
      const answer = await invest.mutateAsync({
        investmentId: offering._id,
        unitsPurchased,
        pricePerUnit: offering.pricePerUnit,
        idempotencyKey,
      });
      toast.success(answer.message);
      onInvested();
    } catch (e) {
      if (isApiError(e) && e.code === ERROR_CODES.NOT_VERIFIED) {
        notifyVerificationNeeded();
        onClose();
        return;
      }
      if (isApiError(e) && e.message === INVEST_MSG.insufficientBalance) {
        setError('unitsPurchased', { message: e.message }, { shouldFocus: true });
        return;
      }
      if (applyServerFieldErrors(e, setError, ['unitsPurchased'])) return;
      toast.error(errorMessage(e, MSG.genericRetry));
      // Gone from sale: nothing to retry. A changed price: the panel now shows the new one.
      if (isApiError(e) && e.message === INVEST_MSG.notAvailable) onClose();
    }
  });

  return (
    <SidePanel
      open
      onOpenChange={(open) => !open && onClose()}
      title="Invest Now"
      description={offering.name}
      footer={
        <Button
          type="submit"
          form={FORM_ID}
          size="lg"
          fullWidth
          busy={invest.isPending}
          busyLabel="Investing…"
        >
          Confirm investment
        </Button>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-5">
        <p className="text-sm text-slate-700">
          {offering.investmentReturn} return over {offering.duration} · {formatUsd(offering.pricePerUnit)} per
          unit
        </p>
        <FormField
          label="Units"
          error={errors.unitsPurchased?.message}
          hint={`From ${MIN_UNITS} to ${MAX_UNITS}.`}
        >
          {(control) => (
            <Select {...control} {...register('unitsPurchased')}>
              <option value="">Select Unit</option>
              {UNIT_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Pay from" error={errors.account?.message}>
          {(control) => (
            <Select {...control} {...register('account')}>
              <option value="">Select Account</option>
              <option value={WALLET_ACCOUNT}>Wallet balance ({formatUsd(balance)})</option>
            </Select>
          )}
        </FormField>
        <InvestPreview offering={offering} units={units} q={q} feeBps={feeBps} />
        <RiskStatement />
      </form>
    </SidePanel>
  );
}
