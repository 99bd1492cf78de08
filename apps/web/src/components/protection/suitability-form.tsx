import { PROTECTION_MSG, type Suitability } from '@app/contract/protection';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../lib/api';
import { useSubmitSuitability, useSuitabilityQuestions } from '../../lib/queries/protection';
import { CapacitySummary } from './capacity-summary';
import { TickBox } from './tick-box';

const FIGURES = [
  { key: 'income', label: 'Net yearly income (dollars)', hint: 'What you earn in a year after tax.' },
  { key: 'liquidAssets', label: 'Savings you can reach quickly (dollars)', hint: 'Cash, deposits, shares.' },
  {
    key: 'commitments',
    label: 'Yearly financial commitments (dollars)',
    hint: 'Rent, loans, other fixed costs.',
  },
] as const;
type Figure = (typeof FIGURES)[number]['key'];

const asText = (n: number | null) => (n === null ? '' : String(n));

/** What the customer is asked: the whole test, the yearly figures only, or to read the warning. */
export type SuitabilityStep = 'test' | 'capacity' | 'warning';

/** The step a purchase waits for; null when the customer may buy. */
export function suitabilityStep(s: Suitability, now = Date.now()): SuitabilityStep | null {
  if (s.current) return null;
  if (s.status === 'none' || !s.validUntil || Date.parse(s.validUntil) <= now) return 'test';
  if (!s.reviewDueAt || Date.parse(s.reviewDueAt) <= now) return 'capacity';
  return 'warning';
}

/**
 * The knowledge test and capacity for loss, taken inside the invest panel before a first purchase
 * (and again when it expires, or when the customer updates the figures). A "not appropriate" result
 * shows the risk warning; the customer may go on after ticking that they read it.
 */
export function SuitabilityForm({
  suitability,
  mode,
  onDone,
}: {
  suitability: Suitability;
  mode: SuitabilityStep;
  onDone: () => void;
}) {
  const capacityOnly = mode === 'capacity';
  const questions = useSuitabilityQuestions(!capacityOnly);
  const submit = useSubmitSuitability();
  const [answers, setAnswers] = useState<Record<string, string>>(suitability.answers);
  const [figures, setFigures] = useState<Record<Figure, string>>({
    income: asText(suitability.income),
    liquidAssets: asText(suitability.liquidAssets),
    commitments: asText(suitability.commitments),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Suitability | null>(mode === 'warning' ? suitability : null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [ackError, setAckError] = useState<string>();

  const body = (extra: Record<string, unknown> = {}) => ({
    income: Number(figures.income || Number.NaN),
    liquidAssets: Number(figures.liquidAssets || Number.NaN),
    commitments: Number(figures.commitments || Number.NaN),
    ...extra,
  });

  const send = async (extra: Record<string, unknown>) => {
    setErrors({});
    try {
      const answer = await submit.mutateAsync(body(extra));
      if (answer.data.current) onDone();
      else setResult(answer.data);
    } catch (e) {
      if (isApiError(e) && e.errors) setErrors(e.errors);
      else setErrors({ form: errorMessage(e) });
    }
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    void send(capacityOnly ? {} : { answers });
  };
  const onAcknowledge = () => {
    if (!acknowledged) {
      setAckError(PROTECTION_MSG.riskAckRequired);
      return;
    }
    void send({ acknowledgeRisk: true });
  };

  if (result?.status === 'not_appropriate') {
    return (
      <div className="space-y-4">
        <Alert tone="warning" title="This investment may not be appropriate for you">
          {PROTECTION_MSG.notAppropriateWarning}
        </Alert>
        <CapacitySummary suitability={result} />
        <TickBox checked={acknowledged} onChange={setAcknowledged} error={ackError}>
          I have read this warning and understand that I could lose all the money I invest.
        </TickBox>
        <Button type="button" fullWidth busy={submit.isPending} onClick={onAcknowledge}>
          Acknowledge and continue
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Knowledge test">
      <p className="text-sm text-slate-700">
        {capacityOnly
          ? PROTECTION_MSG.capacityReview
          : 'Before your first investment we ask a few questions about your experience and your finances. It takes about 3 minutes; your answers stay private.'}
      </p>
      {!capacityOnly && questions.isPending && <Skeleton className="h-40 w-full" />}
      {!capacityOnly &&
        questions.data?.data.map((q) => (
          <fieldset key={q.id} className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">{q.text}</legend>
            {q.options.map((o) => (
              <label key={o.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={q.id}
                  value={o.id}
                  checked={answers[q.id] === o.id}
                  onChange={() => setAnswers((a) => ({ ...a, [q.id]: o.id }))}
                  className="size-4 accent-brand-700"
                />
                {o.text}
              </label>
            ))}
            <FieldError id={`answer-${q.id}`} message={errors[`answers.${q.id}`]} />
          </fieldset>
        ))}
      {FIGURES.map((f) => (
        <FormField key={f.key} label={f.label} hint={f.hint} error={errors[f.key]}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={figures[f.key]}
              onChange={(e) => setFigures((v) => ({ ...v, [f.key]: e.target.value }))}
            />
          )}
        </FormField>
      ))}
      {(errors.form || errors.answers) && <Alert tone="error">{errors.form ?? errors.answers}</Alert>}
      <Button type="submit" fullWidth busy={submit.isPending} busyLabel="Saving…">
        {capacityOnly ? 'Save my figures' : 'See my result'}
      </Button>
    </form>
  );
}
