import { bankCodeRuleFor } from '@app/contract/bank-codes';
import { accountNumberRuleFor, BANK_COUNTRIES, BITCOIN, banksFor, SELECT_BANK } from '@app/contract/banks';
import { MSG } from '@app/contract/messages';
import { addBankFormSchema } from '@app/contract/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SidePanel } from '../../../components/ui/side-panel';
import { errorMessage } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { userLocale } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAddBank } from '../api/use-bank-accounts';
import { userCountry } from '../locale';

export interface AddPaymentMethodPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultHolderName?: string;
  onAdded: () => void;
}

/** Add Payment Method (spec: side panels, §5, §9): a bank of the country's list or a Bitcoin wallet. */
export function AddPaymentMethodPanel({ open, onOpenChange, ...rest }: AddPaymentMethodPanelProps) {
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Add Payment Method"
      description="Link a bank account or a Bitcoin wallet for deposits and withdrawals."
    >
      <AddPaymentMethodForm {...rest} />
    </SidePanel>
  );
}

function countryName(code: string): string {
  try {
    return (
      new Intl.DisplayNames(userLocale() ? [userLocale()!] : undefined, { type: 'region' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}

function accountHint(country: string, bitcoin: boolean): string {
  if (bitcoin) return 'Your Bitcoin address: starts with 1, 3 or bc1.';
  const rule = accountNumberRuleFor(country);
  if (rule.kind === 'iban') return `Your IBAN, e.g. ${rule.example}.`;
  const digits = rule.min === rule.max ? `${rule.min}` : `${rule.min}–${rule.max}`;
  return `${digits} digits${rule.kind === 'digits-or-iban' ? ', or your IBAN' : ''}.`;
}

function AddPaymentMethodForm({
  defaultHolderName = '',
  onAdded,
}: Omit<AddPaymentMethodPanelProps, 'open' | 'onOpenChange'>) {
  const addBank = useAddBank();
  const detected = useMemo(userCountry, []);
  const countries = useMemo(
    () =>
      [...new Set<string>([...BANK_COUNTRIES, detected])].sort((a, b) =>
        countryName(a).localeCompare(countryName(b)),
      ),
    [detected],
  );
  const form = useForm({
    resolver: zodResolver(addBankFormSchema),
    defaultValues: {
      country: detected,
      bankName: SELECT_BANK,
      accountNumber: '',
      accountHolderName: defaultHolderName,
      sortCode: '',
      routingNumber: '',
    },
  });
  const { setValue, watch } = form;
  const { errors, isSubmitting } = form.formState;
  const country = watch('country');
  const bankName = watch('bankName');
  const bitcoin = bankName === BITCOIN;
  const codeRule = bankCodeRuleFor(country, bitcoin);

  const onSubmit = submitToServer(
    form,
    ['bankName', 'accountNumber', 'sortCode', 'routingNumber', 'accountHolderName', 'country'],
    async (values) => {
      const answer = await addBank.mutateAsync(values);
      toast.success(answer.message);
      onAdded();
    },
    (e) => toast.error(errorMessage(e, MSG.genericRetry)),
  );

  const busy = isSubmitting || addBank.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Country" error={errors.country?.message}>
        {(control) => (
          <Select
            {...control}
            {...form.register('country', { onChange: () => setValue('bankName', SELECT_BANK) })}
          >
            {countries.map((c) => (
              <option key={c} value={c}>
                {countryName(c)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Bank" error={errors.bankName?.message}>
        {(control) => (
          <Select {...control} {...form.register('bankName')}>
            {banksFor(country).map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label={bitcoin ? 'Bitcoin Address' : 'Account Number'}
        error={errors.accountNumber?.message}
        hint={accountHint(country, bitcoin)}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            inputMode={bitcoin || accountNumberRuleFor(country).kind !== 'digits' ? 'text' : 'numeric'}
            className="font-mono"
            {...form.register('accountNumber')}
          />
        )}
      </FormField>
      {codeRule && (
        <FormField label={codeRule.label} error={errors[codeRule.field]?.message} hint={codeRule.hint}>
          {(control) => (
            <Input
              {...control}
              key={codeRule.field}
              autoComplete="off"
              inputMode="numeric"
              className="font-mono"
              {...form.register(codeRule.field)}
            />
          )}
        </FormField>
      )}
      <FormField label="Account Holder Name" error={errors.accountHolderName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('accountHolderName')} />}
      </FormField>
      <Button type="submit" size="lg" fullWidth busy={busy} busyLabel="Adding…">
        Add Payment Method
      </Button>
    </form>
  );
}
