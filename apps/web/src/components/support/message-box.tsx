import { SUPPORT_MESSAGE_MAX } from '@app/contract/support';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '../../lib/api';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { inputClasses } from '../ui/input';

/** The reply box under a conversation, for both sides; the server's refusal shows on the field. */
export function MessageBox({
  label,
  onSend,
  busy,
}: {
  label: string;
  onSend: (text: string) => Promise<unknown>;
  busy: boolean;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await onSend(text);
      setText('');
    } catch (err) {
      setError(isApiError(err) ? (err.errors?.message ?? errorMessage(err)) : errorMessage(err));
    }
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <FormField
        label={label}
        error={error}
        hint={`${text.length.toLocaleString('en-US')} / ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={SUPPORT_MESSAGE_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={`${inputClasses} min-h-24 py-2`}
          />
        )}
      </FormField>
      <Button type="submit" busy={busy} busyLabel="Sending…">
        Send
      </Button>
    </form>
  );
}
