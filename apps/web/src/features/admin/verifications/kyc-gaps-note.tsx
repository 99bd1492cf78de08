import type { KycProfileGap } from '@app/contract/kyc';

/** Says in words why a case has no Approve button: the profile lacks what approval needs (kycProfileGaps). */
export function KycGapsNote({ gaps }: { gaps: KycProfileGap[] }) {
  if (gaps.length === 0) return null;
  return (
    <div role="note" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">Cannot be approved yet</p>
      <ul className="mt-1 list-disc pl-5">
        {gaps.map((g) => (
          <li key={g.field}>{g.adminMessage}</li>
        ))}
      </ul>
      <p className="mt-1">
        Reject it with that reason, so the customer can complete the profile and submit again.
      </p>
    </div>
  );
}
