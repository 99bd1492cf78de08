import {
  amountTextToCents,
  INVEST_AMOUNT_MSG,
  type InvestFormInput,
  type InvestFormValues,
  investFormSchema,
  MAX_UNITS,
  MIN_UNITS,
  maxAffordableUnits,
  type Offering,
  unitsAskedFor,
  unitsForAmount,
} from '@app/contract/investments';
import { ERROR_CODES, MSG } from '@app/contract/messages';
import { centsToDollars, dollarsToCents } from '@app/contract/money';
import { plural } from '@app/contract/plurals';
import { PROTECTION_MSG } from '@app/contract/protection';
import { formatReturnBasis } from '@app/contract/return-basis';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AmountField } from '../../../components/money/amount-field';
import {
  needsConsent,
  PurchaseSafeguards,
  type Safeguards,
} from '../../../components/protection/purchase-safeguards';
import { SuitabilityForm, suitabilityStep } from '../../../components/protection/suitability-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SidePanel } from '../../../components/ui/side-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { formatUsd } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { acknowledgeKiis, useSuitability } from '../../../lib/queries/protection';
import { toast } from '../../../lib/toast';
import { useInvest } from '../api/use-invest';
import { InvestPreview, quote } from './invest-preview';
import { RiskStatement } from './risk-statement';
import { notifyVerificationNeeded } from './verification-notice';

const FORM_ID = 'invest-form';

/**
 * Invest Now: an amount in dollars or a number of units (each fills in the other), capped by what the
 * wallet pays for, the preview of cost, platform fee, expected return,
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
  const form = useForm<InvestFormInput, unknown, InvestFormValues>({
    resolver: zodResolver(investFormSchema),
    defaultValues: { amount: '', unitsPurchased: '' },
  });
  const { setError, setValue, watch } = form;
  const { errors } = form.formState;
  const priceCents = dollarsToCents(offering.pricePerUnit) ?? 0;
  const maxUnits = maxAffordableUnits(dollarsToCents(balance) ?? 0, priceCents, feeBps);
  const typedUnits = Number(watch('unitsPurchased'));
  const amountCents = amountTextToCents(watch('amount'));
  // An order past the wallet or the most one order buys says so and previews nothing: a smaller
  // order, or a negative "Balance after", would be a figure the customer never asked for.
  const asked = unitsAskedFor(amountCents, typedUnits, priceCents);
  const overLimit =
    asked > maxUnits
      ? maxUnits < MAX_UNITS
        ? INVEST_AMOUNT_MSG.aboveWallet(maxUnits)
        : INVEST_AMOUNT_MSG.aboveMax(formatUsd(centsToDollars(MAX_UNITS * priceCents)))
      : undefined;
  const units = !overLimit && Number.isInteger(typedUnits) && typedUnits > 0 ? typedUnits : 0;
  const q = quote(offering, units, balance, feeBps);
  // Investor protection (null when the platform runs without it): the test first, then the sheet,
  // and consent for a large order.
  const suitability = useSuitability();
  const protection = suitability.data ?? null;
  const [editingFigures, setEditingFigures] = useState(false);
  const step = protection && (editingFigures ? 'capacity' : suitabilityStep(protection));
  const [safeguards, setSafeguards] = useState<Safeguards>({ kiisRead: false, consent: false });
  const [guardErrors, setGuardErrors] = useState<{ kiis?: string; consent?: string }>({});
  const [serverSaysLarge, setServerSaysLarge] = useState(false);
  const large = protection !== null && (serverSaysLarge || needsConsent(protection, q.costCents));

  // Each field fills in the other: an amount becomes the whole units it buys, units their cost.
  const setUnits = (n: number) => {
    setValue('unitsPurchased', n > 0 ? String(n) : '', { shouldValidate: Boolean(errors.unitsPurchased) });
    setValue('amount', n > 0 ? centsToDollars(n * priceCents).toFixed(2) : '');
  };
  const amountRegistration = form.register('amount', {
    onChange: (e: { target: { value: string } }) => {
      const cents = amountTextToCents(e.target.value);
      const n = cents === null ? 0 : unitsForAmount(cents, priceCents);
      setValue('unitsPurchased', n > 0 ? String(n) : '');
    },
  });
  const unitsRegistration = form.register('unitsPurchased', {
    onChange: (e: { target: { value: string } }) => {
      const n = Number(e.target.value);
      setValue('amount', Number.isInteger(n) && n > 0 ? centsToDollars(n * priceCents).toFixed(2) : '');
    },
  });
  const amountHint =
    amountCents !== null && amountCents > 0 && !overLimit
      ? units > 0
        ? `Buys ${plural(units, 'unit')} for ${formatUsd(centsToDollars(q.costCents))}.`
        : INVEST_AMOUNT_MSG.belowOneUnit(formatUsd(offering.pricePerUnit))
      : `One unit costs ${formatUsd(offering.pricePerUnit)}.`;

  const onSubmit = submitToServer(
    form,
    ['unitsPurchased'],
    async ({ unitsPurchased }) => {
      if (overLimit || unitsPurchased > maxUnits) {
        setError(
          'unitsPurchased',
          { message: overLimit ?? INVEST_AMOUNT_MSG.aboveWallet(maxUnits) },
          { shouldFocus: true },
        );
        return;
      }
      if (protection) {
        const missing = {
          kiis: safeguards.kiisRead ? undefined : PROTECTION_MSG.kiisRequired,
          consent: large && !safeguards.consent ? PROTECTION_MSG.consentTick : undefined,
        };
        setGuardErrors(missing);
        if (missing.kiis || missing.consent) return;
      }
      if (protection) await acknowledgeKiis(offering._id);
      const answer = await invest.mutateAsync({
        investmentId: offering._id,
        unitsPurchased,
        pricePerUnit: offering.pricePerUnit,
        idempotencyKey,
        ...(protection && large ? { consent: safeguards.consent } : {}),
      });
      toast.success(answer.message);
      onInvested();
    },
    (e) => {
      if (isApiError(e) && e.code === ERROR_CODES.NOT_VERIFIED) {
        notifyVerificationNeeded();
        onClose();
        return;
      }
      if (isApiError(e) && e.code === ERROR_CODES.SUITABILITY_REQUIRED) {
        void suitability.refetch();
        return;
      }
      if (isApiError(e) && e.code === ERROR_CODES.KIIS_NOT_ACKNOWLEDGED) {
        setGuardErrors({ kiis: e.message });
        return;
      }
      if (isApiError(e) && e.code === ERROR_CODES.CONSENT_REQUIRED) {
        setServerSaysLarge(true);
        setGuardErrors({ consent: PROTECTION_MSG.consentTick });
        return;
      }
      if (isApiError(e) && e.code === ERROR_CODES.INSUFFICIENT_BALANCE) {
        setError('unitsPurchased', { message: e.message }, { shouldFocus: true });
        return;
      }
      toast.error(errorMessage(e, MSG.genericRetry));
      // Gone from sale: nothing to retry. A changed price: the panel now shows the new one.
      if (isApiError(e) && (e.code === ERROR_CODES.CONFLICT || e.code === ERROR_CODES.NOT_FOUND)) onClose();
    },
  );

  return (
    <SidePanel
      open
      onOpenChange={(open) => !open && onClose()}
      title="Invest Now"
      description={offering.name}
      footer={
        !step &&
        !suitability.isPending && (
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
        )
      }
    >
      {suitability.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : protection && step ? (
        <SuitabilityForm suitability={protection} mode={step} onDone={() => setEditingFigures(false)} />
      ) : (
        <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-5">
          <p className="text-sm text-slate-700" data-testid="return-basis">
            {formatReturnBasis(offering)} · {formatUsd(offering.pricePerUnit)} per unit
          </p>
          <AmountField registration={amountRegistration} error={errors.amount?.message} hint={amountHint} />
          <FormField
            label="Units"
            error={errors.unitsPurchased?.message ?? overLimit}
            hint={
              maxUnits > 0
                ? `From ${MIN_UNITS} to ${maxUnits}: your wallet (${formatUsd(balance)}) pays for ${plural(maxUnits, 'unit')}${feeBps > 0 ? ', fee included' : ''}.`
                : INVEST_AMOUNT_MSG.aboveWallet(0)
            }
            labelAside={
              maxUnits > 0 && (
                <Button type="button" variant="link" size="sm" onClick={() => setUnits(maxUnits)}>
                  Use the most ({maxUnits})
                </Button>
              )
            }
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={MIN_UNITS}
                max={Math.max(MIN_UNITS, maxUnits)}
                step={1}
                placeholder="0"
                className="tabular-nums"
                {...unitsRegistration}
              />
            )}
          </FormField>
          <InvestPreview offering={offering} units={units} q={q} feeBps={feeBps} />
          {protection && (
            <PurchaseSafeguards
              offeringId={offering._id}
              suitability={protection}
              large={large}
              value={safeguards}
              onChange={(next) => {
                setSafeguards(next);
                // A tick answers its own error; the other stays until it is ticked too.
                setGuardErrors((e) => ({
                  kiis: next.kiisRead ? undefined : e.kiis,
                  consent: next.consent ? undefined : e.consent,
                }));
              }}
              errors={guardErrors}
              onUpdateFigures={() => setEditingFigures(true)}
            />
          )}
          <RiskStatement />
        </form>
      )}
    </SidePanel>
  );
}
