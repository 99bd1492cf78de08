import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { Input, inputClasses } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { ContactErrors, ContactField } from './contact-submit';

type Values = Record<ContactField, string>;

const EMPTY: Values = { user_name: '', user_email: '', phonenumber: '', subject: '', message: '' };
const FIELD_ORDER: readonly ContactField[] = ['user_name', 'user_email', 'phonenumber', 'subject', 'message'];
const loadSubmit = () => import('./contact-submit');

type Outcome = { kind: 'success'; title: string } | { kind: 'failed'; title: string; detail: string } | null;

/**
 * The contact form. Validated with the contract's contactSchema and sent to POST /api/contact; that
 * code loads when the visitor first focuses a field (or submits), not with the page.
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = (errs: ContactErrors) => {
    const first = FIELD_ORDER.find((f) => errs[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const update = (field: ContactField) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) void loadSubmit().then((m) => setErrors(m.validateContact(next).errors));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setOutcome(null);
    setBusy(true);
    try {
      const { validateContact, submitContact, CONTACT_TEXT } = await loadSubmit();
      const { data, errors: found } = validateContact(values);
      setErrors(found);
      if (!data) return focusFirstError(found);
      const result = await submitContact(data);
      if (result.ok) {
        setOutcome({ kind: 'success', title: CONTACT_TEXT.success });
        setValues(EMPTY);
        setSubmitted(false);
        return;
      }
      if (result.errors) {
        setErrors(result.errors);
        focusFirstError(result.errors);
      }
      setOutcome({ kind: 'failed', title: CONTACT_TEXT.failed, detail: result.detail });
    } finally {
      setBusy(false);
    }
  };

  const control = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: update(field),
    onFocus: () => void loadSubmit(),
  });

  return (
    <form
      ref={formRef}
      // Sent by script (POST /api/contact); the button waits for hydration. Should the browser ever
      // submit it natively, it posts it rather than putting the name, email and message into the URL.
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Write to us
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full Name" error={errors.user_name}>
          {(p) => <Input {...p} {...control('user_name')} autoComplete="name" required />}
        </FormField>
        <FormField label="Email" error={errors.user_email}>
          {(p) => <Input {...p} {...control('user_email')} type="email" autoComplete="email" required />}
        </FormField>
        <FormField label="Phone Number" optional error={errors.phonenumber}>
          {(p) => <Input {...p} {...control('phonenumber')} type="tel" autoComplete="tel" />}
        </FormField>
        <FormField label="Subject" error={errors.subject}>
          {(p) => <Input {...p} {...control('subject')} required />}
        </FormField>
      </div>
      <FormField label="Message" optional error={errors.message}>
        {(p) => <textarea {...p} {...control('message')} rows={6} className={`${inputClasses} py-3`} />}
      </FormField>

      <div aria-live="polite">
        {outcome?.kind === 'success' && (
          <Alert tone="success" title={outcome.title}>
            Thank you. Your message has reached our support team and we will reply by email.
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert tone="error" title={outcome.title}>
            {outcome.detail}
          </Alert>
        )}
      </div>

      <SubmitButton size="lg" busy={busy} busyLabel="Sending…">
        Send message
      </SubmitButton>
    </form>
  );
}
