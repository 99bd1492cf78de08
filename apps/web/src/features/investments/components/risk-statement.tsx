import { TriangleAlert } from 'lucide-react';

/** The plain risk statement shown wherever an offering is pitched. */
export const RISK_STATEMENT = 'Capital at risk: past or advertised returns are not guaranteed.';

export function RiskStatement() {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">{RISK_STATEMENT}</strong> Your money is committed until the
        investment matures.
      </span>
    </p>
  );
}
