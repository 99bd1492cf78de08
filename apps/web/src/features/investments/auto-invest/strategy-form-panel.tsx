import { AUTO_INVEST_MSG, type Strategy } from '@app/contract/auto-invest';
import { OFFERING_CATEGORIES } from '@app/contract/investment-rules';
import { RISK_WARNING } from '@app/contract/protection-rules';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TickBox } from '../../../components/protection/tick-box';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SidePanel } from '../../../components/ui/side-panel';
import { errorMessage } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateStrategy, useUpdateStrategy } from './auto-invest-api';
import {
  bodyOf,
  formValuesOf,
  STRATEGY_FIELDS,
  type StrategyFormValues,
  strategyResolver,
} from './strategy-form';

/**
 * Create or change a strategy: the criteria (at least two), the limits, and what investor
 * protection asks before it may buy (the sheet acknowledgement, consent to large orders).
 */
export function StrategyFormPanel({
  open,
  strategy,
  onClose,
}: {
  open: boolean;
  strategy: Strategy | null;
  onClose: () => void;
}) {
  const create = useCreateStrategy();
  const update = useUpdateStrategy();
  const saving = create.isPending || update.isPending;
  const form = useForm<StrategyFormValues>({ resolver: strategyResolver, defaultValues: formValuesOf() });
  const { reset, register, control } = form;
  const { errors } = form.formState;
  useEffect(() => {
    if (open) reset(formValuesOf(strategy ?? undefined));
  }, [open, strategy, reset]);

  const onSubmit = submitToServer(
    form,
    [...STRATEGY_FIELDS],
    async (values) => {
      const body = bodyOf(values);
      const answer = strategy
        ? await update.mutateAsync({ id: strategy._id, ...body })
        : await create.mutateAsync(body);
      toast.success(answer.message ?? AUTO_INVEST_MSG.created);
      onClose();
    },
    (e) => toast.error(errorMessage(e)),
  );
  const criteriaError = errors.categories?.message;
  // "At least two criteria" sits on the categories but depends on every criterion: judge it again
  // when any of them changes, so it goes away as soon as the second one is set.
  const rejudge = () => {
    if (form.getFieldState('categories').error) void form.trigger('categories');
  };

  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => !next && !saving && onClose()}
      title={strategy ? `Change ${strategy.name}` : 'New auto-invest strategy'}
      description="It buys offerings on sale that match your criteria, within the limits you set. You can pause it at any time."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="strategy-form" busy={saving} busyLabel="Saving…">
            Save strategy
          </Button>
        </>
      }
    >
      <form id="strategy-form" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField label="Name" error={errors.name?.message}>
          {(c) => <Input {...c} autoComplete="off" {...register('name')} />}
        </FormField>

        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            Criteria (choose at least two)
          </legend>
          <fieldset aria-describedby={criteriaError ? 'criteria-error' : undefined}>
            <legend className="text-sm font-medium text-slate-800">Categories</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {OFFERING_CATEGORIES.map((category) => (
                <label key={category} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    value={category}
                    className="size-4 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                    {...register('categories')}
                  />
                  {category}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField label="Longest term (months)" optional error={errors.maxTermMonths?.message}>
              {(c) => (
                <Input {...c} inputMode="numeric" {...register('maxTermMonths', { onChange: rejudge })} />
              )}
            </FormField>
            <FormField label="Lowest yearly rate (%)" optional error={errors.minAnnualRate?.message}>
              {(c) => (
                <Input {...c} inputMode="decimal" {...register('minAnnualRate', { onChange: rejudge })} />
              )}
            </FormField>
            <FormField label="Highest yearly rate (%)" optional error={errors.maxAnnualRate?.message}>
              {(c) => (
                <Input {...c} inputMode="decimal" {...register('maxAnnualRate', { onChange: rejudge })} />
              )}
            </FormField>
          </div>
          <p className="text-sm text-slate-600">
            A very high rate is a risk signal: a highest rate keeps such offerings out.
          </p>
          <Controller
            control={control}
            name="performingOnly"
            render={({ field }) => (
              <TickBox
                checked={field.value}
                onChange={(checked) => {
                  field.onChange(checked);
                  rejudge();
                }}
              >
                Only offerings whose borrower is paying as agreed
              </TickBox>
            )}
          />
          <FieldError id="criteria-error" message={criteriaError} />
        </fieldset>

        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Limits</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              label="Amount per offering ($)"
              error={errors.amountPerOffering?.message}
              hint="At least one unit"
            >
              {(c) => <Input {...c} inputMode="decimal" {...register('amountPerOffering')} />}
            </FormField>
            <FormField label="Budget ($)" error={errors.budget?.message} hint="The most it invests in all">
              {(c) => <Input {...c} inputMode="decimal" {...register('budget')} />}
            </FormField>
            <FormField label="Most in one offering (% of budget)" error={errors.maxSharePerOffering?.message}>
              {(c) => <Input {...c} inputMode="numeric" {...register('maxSharePerOffering')} />}
            </FormField>
            <FormField
              label="Most in one category (% of budget)"
              optional
              error={errors.maxSharePerCategory?.message}
            >
              {(c) => <Input {...c} inputMode="numeric" {...register('maxSharePerCategory')} />}
            </FormField>
            <FormField
              label="Cash reserve ($)"
              error={errors.cashReserve?.message}
              hint="Cash the strategy never touches"
              className="sm:col-span-2"
            >
              {(c) => <Input {...c} inputMode="decimal" {...register('cashReserve')} />}
            </FormField>
          </div>
        </fieldset>

        <div className="space-y-3">
          <Controller
            control={control}
            name="kiisAcknowledged"
            render={({ field }) => (
              <TickBox
                checked={field.value}
                onChange={field.onChange}
                error={errors.kiisAcknowledged?.message}
              >
                I will read the key information sheet linked in each purchase receipt; I can cancel any
                purchase within 4 days.
              </TickBox>
            )}
          />
          <Controller
            control={control}
            name="consent"
            render={({ field }) => (
              <TickBox checked={field.value} onChange={field.onChange} error={errors.consent?.message}>
                For orders that are large for me: {RISK_WARNING}
              </TickBox>
            )}
          />
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <TickBox checked={field.value} onChange={field.onChange}>
                Active: buy as soon as something matches
              </TickBox>
            )}
          />
        </div>
      </form>
    </SidePanel>
  );
}
