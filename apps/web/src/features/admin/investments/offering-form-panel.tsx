import { type AdminOffering, INVEST_MSG, OFFERING_CATEGORIES } from '@app/contract/investments';
import { MSG } from '@app/contract/messages';
import { KIIS_SECTION_MAX, KIIS_SECTIONS } from '@app/contract/protection';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, inputClasses } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SidePanel } from '../../../components/ui/side-panel';
import { errorMessage } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSaveOffering } from '../api/use-save-offering';
import { formToBody, offeringResolver, offeringToForm } from './offering-form';

const FIELDS = [
  'name',
  'img',
  'category',
  'investmentReturn',
  'duration',
  'pricePerUnit',
  'managementFee',
  ...KIIS_SECTIONS.map((s) => `kiis.${s.key}` as const),
] as const;

/** Create an offering, or edit the one whose id is held (`editing`). */
export function OfferingFormPanel({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: AdminOffering | null;
  onClose: () => void;
}) {
  const save = useSaveOffering();
  const form = useForm({ resolver: offeringResolver, defaultValues: offeringToForm(null) });
  const { reset } = form;
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) reset(offeringToForm(editing));
  }, [open, editing, reset]);

  const onSubmit = submitToServer(
    form,
    FIELDS,
    async (values) => {
      const answer = await save.mutateAsync({ editId: editing?._id ?? null, body: formToBody(values) });
      // A held offering's new return or term waits for a second admin: say so, not "updated".
      if ('kind' in answer.data) toast.info(answer.message);
      else toast.success(answer.message || (editing ? INVEST_MSG.updated : INVEST_MSG.added));
      onClose();
    },
    (e) => toast.error(errorMessage(e, MSG.failed)),
  );

  return (
    <SidePanel
      open={open}
      onOpenChange={(o) => !o && !isSubmitting && onClose()}
      title={editing ? 'Edit Investment' : 'Create Investment'}
      description={
        editing
          ? 'Changes apply to future purchases; existing holdings keep the terms they were bought at. A new return or term of an offering with holders waits for a second admin.'
          : 'A new offering appears in Explore at once.'
      }
      footer={
        <Button type="submit" form="offering-form" fullWidth busy={isSubmitting} busyLabel="Saving…">
          {editing ? 'Save changes' : 'Create Investment'}
        </Button>
      }
    >
      <form id="offering-form" noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Name" error={errors.name?.message}>
          {(c) => <Input {...c} {...form.register('name')} />}
        </FormField>
        <FormField
          label="Image URL"
          optional
          error={errors.img?.message}
          hint="An https:// address of a picture."
        >
          {(c) => (
            <Input {...c} type="url" inputMode="url" placeholder="https://" {...form.register('img')} />
          )}
        </FormField>
        <FormField label="Category" error={errors.category?.message}>
          {(c) => (
            <Select {...c} {...form.register('category')}>
              {OFFERING_CATEGORIES.map((cat) => (
                <option key={cat} value={cat}>
                  {cat}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Return" error={errors.investmentReturn?.message} hint="e.g. 18%">
            {(c) => <Input {...c} placeholder="18%" {...form.register('investmentReturn')} />}
          </FormField>
          <FormField label="Duration" error={errors.duration?.message} hint="e.g. 9 months">
            {(c) => <Input {...c} placeholder="9 months" {...form.register('duration')} />}
          </FormField>
        </div>
        <FormField label="Price per unit (USD)" error={errors.pricePerUnit?.message}>
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              {...form.register('pricePerUnit')}
            />
          )}
        </FormField>
        <FormField
          label="Management charge (per year)"
          optional
          error={errors.managementFee?.message}
          hint="A percent from 0 to 10, e.g. 0.50%, taken pro rata from the payout at maturity. Empty for none."
        >
          {(c) => (
            <Input {...c} inputMode="decimal" placeholder="0.50%" {...form.register('managementFee')} />
          )}
        </FormField>
        <fieldset className="space-y-4 border-t border-slate-200 pt-4">
          <legend className="pt-4 text-base font-semibold text-slate-900">Key information sheet</legend>
          <p className="text-sm text-slate-600">
            Customers read it as a PDF and acknowledge it before their first purchase. An offering on sale
            needs every section.
          </p>
          {KIIS_SECTIONS.map((s) => (
            <FormField key={s.key} label={s.title} error={errors.kiis?.[s.key]?.message}>
              {(c) => (
                <textarea
                  {...c}
                  rows={3}
                  maxLength={KIIS_SECTION_MAX}
                  className={`${inputClasses} py-2`}
                  {...form.register(`kiis.${s.key}`)}
                />
              )}
            </FormField>
          ))}
        </fieldset>
      </form>
    </SidePanel>
  );
}
