import { Sparkles } from 'lucide-react';

/** The dashboard banner (spec §9: 'Up to 24% Per Annum'). */
export function RoiBanner() {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-accent-300 bg-accent-300/25 px-5 py-4 text-slate-900">
      <Sparkles aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
      <p className="font-semibold">Expected RIO: Up to 24% Per Annum</p>
    </div>
  );
}
