import type { Approval } from '@app/contract/approvals';
import { formatUsd } from '@app/contract/money';
import { CopyableText } from '../../../components/ui/copyable-text';
import { formatDateTime } from '../../../lib/format';
import { DecisionButtons } from '../components/decision-buttons';

const usd = (dollars: number) => formatUsd(dollars, 'en-US');
export const signedUsd = (dollars: number) => `${dollars < 0 ? '−' : '+'}${usd(Math.abs(dollars))}`;
const TITLES: Record<Approval['kind'], string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  adjustment: 'Balance adjustment',
  offering_terms: 'Change of terms',
  funding: 'Payout funding',
  recovery: 'Recovery payment',
  write_off: 'Write-off',
};
export const approvalTitle = (a: Approval) => TITLES[a.kind];
/** What an offering's item moves, under the offering's name. */
const OFFERING_MOVES: Partial<Record<Approval['kind'], string>> = {
  funding: 'From the bank account to its payout funding',
  recovery: 'Paid to its holders, pro rata to the principal each has outstanding',
  write_off: 'The principal its holders have outstanding, written off',
  offering_terms: 'For new purchases; its holders keep the terms they bought at',
};
/** Signed for what changes a customer's balance; a recovery or write-off is an amount over many. */
const shownAmount = (a: Approval) =>
  a.kind === 'recovery' || a.kind === 'write_off' || a.kind === 'offering_terms'
    ? usd(a.amount)
    : signedUsd(a.kind === 'withdrawal' ? -a.amount : a.amount);
/** Whom it is for: the customer, or for a payout funding the offering. */
export const approvalSubject = (a: Approval) => a.userId?.name ?? a.investmentName ?? 'the platform';
const subjectOf = (a: Approval) =>
  a.kind === 'offering_terms'
    ? `change of terms of ${approvalSubject(a)}${a.reason ? ` (${a.reason})` : ''}`
    : `${approvalTitle(a).toLowerCase()}${a.reference ? ` ${a.reference}` : ''} of ${usd(Math.abs(a.amount))} for ${approvalSubject(a)}`;

/** One item waiting for a second admin: what, for whom, who asked and why, and the decision buttons. */
export function ApprovalCard({
  approval: a,
  selfId,
  onDecide,
}: {
  approval: Approval;
  selfId: string;
  onDecide: (decision: 'approved' | 'rejected') => void;
}) {
  const ownRequest = a.askedBy._id === selfId;
  const ownMoney = a.userId?._id === selfId;
  return (
    <article
      aria-label={`${approvalTitle(a)} for ${approvalSubject(a)}`}
      className="flex w-full min-w-0 flex-col gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">{approvalTitle(a)}</p>
          {a.userId && (
            <>
              <p className="font-semibold break-words text-slate-900">{a.userId.name}</p>
              <CopyableText value={a.userId.email} label="Email address" className="text-sm text-slate-600" />
            </>
          )}
          {!a.userId && a.investmentName && (
            <>
              <p className="font-semibold break-words text-slate-900">
                {a.kind === 'offering_terms' ? `Change of terms: ${a.investmentName}` : a.investmentName}
              </p>
              <p className="text-sm text-slate-600">{OFFERING_MOVES[a.kind]}</p>
            </>
          )}
        </div>
        <div className="text-right">
          <p className="text-lg font-semibold text-slate-900 tabular-nums">{shownAmount(a)}</p>
          {a.kind === 'offering_terms' && <p className="text-xs text-slate-600">principal held</p>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">
            {a.kind === 'deposit' || a.kind === 'withdrawal' ? 'First approval by' : 'Asked by'}
          </dt>
          <dd className="break-words text-slate-900">
            {a.askedBy.name}
            {ownRequest && ' (you)'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Waiting since</dt>
          <dd className="text-slate-900">{formatDateTime(a.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Expires</dt>
          <dd className="text-slate-900">{formatDateTime(a.expiresAt)}</dd>
        </div>
        {a.reason && (
          <div className="col-span-2">
            <dt className="text-slate-600">{a.kind === 'offering_terms' ? 'What changes' : 'Reason'}</dt>
            <dd className="break-words text-slate-900">{a.reason}</dd>
          </div>
        )}
      </dl>
      {ownRequest || ownMoney ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {ownRequest
            ? 'You asked for this: another admin approves or rejects it.'
            : 'This is your own money: another admin decides it.'}
        </p>
      ) : (
        <div className="mt-auto flex gap-2">
          <DecisionButtons onDecide={onDecide} subject={subjectOf(a)} />
        </div>
      )}
    </article>
  );
}
