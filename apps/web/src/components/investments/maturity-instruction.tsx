import {
  INSTRUCTION_LABELS,
  MATURITY_INSTRUCTIONS,
  type MaturityInstruction,
  maturitySplit,
  PERFORMANCE_LABELS,
} from '@app/contract/holding-life';
import type { Holding } from '@app/contract/investments-responses';
import { MSG } from '@app/contract/messages';
import { dollarsToCents } from '@app/contract/money';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { formatDate, formatUsd } from '../../lib/format';
import { useSetInstruction } from '../../lib/queries/set-instruction';
import { Button } from '../ui/button';

const cents = (dollars: number) => dollarsToCents(dollars) ?? 0;

/** What the chosen instruction does with the maturity money, in words. */
function previewText(h: Holding, instruction: MaturityInstruction): string {
  const split = maturitySplit(
    {
      amountCents: cents(h.amountInvested),
      expectedReturnCents: cents(h.expectedReturn),
      managementFeeCents: cents(h.managementCharge),
    },
    instruction,
  );
  const paid = formatUsd(split.paidCents / 100);
  if (split.rolledCents === 0) return `${paid} is paid into your wallet at maturity.`;
  const rolled = formatUsd(split.rolledCents / 100);
  const rest = split.paidCents > 0 ? `${paid} is paid into your wallet` : 'nothing is paid into your wallet';
  return `${rolled} is reinvested in ${h.investmentName} at its terms on the day, if it is still open; ${rest}.`;
}

/**
 * The maturity instruction picker of an active holding: three choices, what each does with the
 * preview amount, and the deadline (2 days before maturity), after which it only shows the choice.
 */
export function MaturityInstructionPicker({ holding, canChoose }: { holding: Holding; canChoose: boolean }) {
  const [choice, setChoice] = useState<MaturityInstruction>(holding.instruction);
  const [status, setStatus] = useState('');
  const save = useSetInstruction();
  const legendId = useId();
  const open = new Date(holding.instructionDeadline).getTime() > Date.now();

  if (!open || !canChoose) {
    return (
      <p className="text-sm text-slate-700">
        At maturity ({formatUsd(holding.maturityPreview)} after the management charge):{' '}
        <span className="font-semibold">{INSTRUCTION_LABELS[holding.instruction]}</span>. The choice{' '}
        {open ? 'can' : 'could'} change until {formatDate(holding.instructionDeadline)}.
      </p>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus('');
    try {
      const answer = await save.mutateAsync({ holdingId: holding._id, instruction: choice });
      setStatus(answer.message);
    } catch (err) {
      setStatus(errorMessage(err, MSG.failed));
    }
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border border-slate-200 p-3">
      <fieldset aria-describedby={`${legendId}-preview`}>
        <legend id={legendId} className="text-sm font-semibold text-slate-900">
          At maturity ({formatUsd(holding.maturityPreview)} after the management charge)
        </legend>
        <div className="mt-2 space-y-1.5">
          {MATURITY_INSTRUCTIONS.map((value) => (
            <label key={value} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`instruction-${holding._id}`}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              />
              {INSTRUCTION_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <p id={`${legendId}-preview`} className="text-sm text-slate-600">
        {previewText(holding, choice)} You can change this until {formatDate(holding.instructionDeadline)}.
        {holding.performance !== 'performing' &&
          ` While the offering is ${PERFORMANCE_LABELS[holding.performance].toLowerCase()}, it is not paid out at maturity.`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          size="sm"
          variant="outline"
          busy={save.isPending}
          busyLabel="Saving…"
          disabled={choice === holding.instruction}
        >
          Save instruction
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {status}
        </p>
      </div>
    </form>
  );
}
