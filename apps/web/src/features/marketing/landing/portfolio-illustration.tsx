const ALLOCATION = [
  { label: 'Real estate', share: 40, color: 'bg-brand-500' },
  { label: 'Banking', share: 30, color: 'bg-accent-400' },
  { label: 'Agriculture', share: 20, color: 'bg-brand-300' },
  { label: 'Crypto', share: 10, color: 'bg-slate-400' },
];

/** A static, clearly-labelled illustration of the app's portfolio view (no real figures). */
export function PortfolioIllustration() {
  return (
    <figure className="relative mx-auto w-full max-w-md rounded-3xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-black/5">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600">Example portfolio</p>
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          4 holdings
        </span>
      </div>
      <svg viewBox="0 0 320 120" preserveAspectRatio="none" className="mt-4 h-32 w-full" aria-hidden="true">
        <defs>
          <linearGradient id="hero-area" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="#238863" stopOpacity="0.35" />
            <stop offset="100%" stopColor="#238863" stopOpacity="0" />
          </linearGradient>
        </defs>
        <path
          d="M0 95 L40 88 L80 92 L120 70 L160 76 L200 55 L240 62 L280 38 L320 30 L320 120 L0 120 Z"
          fill="url(#hero-area)"
        />
        <path
          d="M0 95 L40 88 L80 92 L120 70 L160 76 L200 55 L240 62 L280 38 L320 30"
          fill="none"
          stroke="#166e50"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <div className="mt-4 flex h-3 overflow-hidden rounded-full" aria-hidden="true">
        {ALLOCATION.map((a) => (
          <span key={a.label} className={a.color} style={{ width: `${a.share}%` }} />
        ))}
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
        {ALLOCATION.map((a) => (
          <li key={a.label} className="flex items-center gap-2 text-slate-700">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${a.color}`} />
            {a.label} <span className="ml-auto font-medium text-slate-900">{a.share}%</span>
          </li>
        ))}
      </ul>
      <figcaption className="mt-4 text-xs text-slate-600">
        Illustration only: not a real portfolio, a forecast or a recommendation.
      </figcaption>
    </figure>
  );
}
