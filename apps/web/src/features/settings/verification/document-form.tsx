import {
  ID_CARD_TYPES,
  ID_NUMBER_RULES,
  type IdCardType,
  KYC_FILE_ACCEPT,
  KYC_MSG,
  kycFieldsSchema,
  kycFileProblem,
} from '@app/contract/kyc';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { type SubmitDocumentInput, useSubmitDocument } from '../api/use-submit-document';

interface DocumentFormValues {
  idCardType: IdCardType | '';
  idCardNumber: string;
  idCardFile: FileList | null;
}

/** The contract's field rules plus the file checks a browser can make (the server reads the bytes). */
const resolver: Resolver<DocumentFormValues, unknown, SubmitDocumentInput> = async (values) => {
  const errors: FieldErrors<DocumentFormValues> = {};
  const fields = kycFieldsSchema.safeParse({
    idCardType: values.idCardType,
    idCardNumber: values.idCardNumber,
  });
  if (!fields.success) {
    for (const issue of fields.error.issues) {
      const name = issue.path[0] as 'idCardType' | 'idCardNumber';
      errors[name] ??= { type: 'validate', message: issue.message };
    }
  }
  const file = values.idCardFile?.[0];
  const fileProblem = kycFileProblem(file);
  if (fileProblem) errors.idCardFile = { type: 'validate', message: fileProblem };
  if (!fields.success || fileProblem || !file) return { values: {}, errors };
  return { values: { ...fields.data, idCardFile: file }, errors: {} };
};

const fileInputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 shadow-xs ' +
  'file:mr-3 file:h-11 file:border-0 file:border-r file:border-slate-300 file:bg-slate-50 file:px-4 ' +
  'file:font-semibold file:text-brand-800 hover:file:bg-slate-100 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'aria-invalid:border-red-600';

/** Means of identification, ID number and the document file; POST /auth/submit-document. */
export function DocumentForm() {
  const submit = useSubmitDocument();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DocumentFormValues, unknown, SubmitDocumentInput>({
    resolver,
    defaultValues: { idCardType: '', idCardNumber: '', idCardFile: null },
  });
  const type = useWatch({ control, name: 'idCardType' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      toast.success((await submit.mutateAsync(values)).message);
    } catch (e) {
      applyServerFieldErrors(e, setError, ['idCardType', 'idCardNumber', 'idCardFile']);
      toast.error(errorMessage(e, KYC_MSG.submitFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-lg space-y-5">
      <FormField label="Means of identification" error={errors.idCardType?.message}>
        {(control) => (
          <Select {...control} {...register('idCardType')}>
            <option value="">Select means of identification</option>
            {ID_CARD_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="ID Number"
        error={errors.idCardNumber?.message}
        hint={type ? `${ID_NUMBER_RULES[type].message}.` : 'As printed on your document.'}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...register('idCardNumber')}
          />
        )}
      </FormField>
      <FormField
        label="Upload document"
        error={errors.idCardFile?.message}
        hint="A clear photo or scan: JPG, JPEG, PNG or PDF, up to 5 MB."
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={KYC_FILE_ACCEPT}
            className={fileInputClasses}
            {...register('idCardFile')}
          />
        )}
      </FormField>
      <Button type="submit" busy={isSubmitting} busyLabel="Submitting…">
        Submit
      </Button>
    </form>
  );
}
