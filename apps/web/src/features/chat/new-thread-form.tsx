import {
  COMPLAINT_ANSWER_WORKING_DAYS,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportCategory,
} from '@app/contract/support';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input, inputClasses } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { errorMessage, isApiError } from '../../lib/api';
import { useOpenThread } from './api/support';

/** A new conversation: subject, what it is about, and the first message. */
export function NewThreadForm({
  onOpened,
  onCancel,
}: {
  onOpened: (id: string) => void;
  onCancel: () => void;
}) {
  const openThread = useOpenThread();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<SupportCategory>('question');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFailure(undefined);
    try {
      const res = await openThread.mutateAsync({ subject, category, message });
      onOpened(res.data._id);
    } catch (err) {
      if (isApiError(err) && err.errors) setErrors(err.errors);
      else setFailure(errorMessage(err));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="text-lg font-semibold text-slate-900">New conversation</h2>
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormField label="Subject" error={errors.subject}>
        {(control) => (
          <Input
            {...control}
            value={subject}
            maxLength={SUPPORT_SUBJECT_MAX}
            onChange={(e) => setSubject(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="What is it about?"
        error={errors.category}
        hint={
          category === 'complaint'
            ? `We acknowledge a complaint at once by mail with its reference and answer it within ${COMPLAINT_ANSWER_WORKING_DAYS} working days.`
            : undefined
        }
      >
        {(control) => (
          <Select
            {...control}
            value={category}
            onChange={(e) => setCategory(e.target.value as SupportCategory)}
          >
            {SUPPORT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {SUPPORT_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Message" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={SUPPORT_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            className={`${inputClasses} min-h-32 py-2`}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={openThread.isPending} busyLabel="Sending…">
          Send to support
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
