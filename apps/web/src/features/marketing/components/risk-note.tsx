/** The capital-at-risk line shown next to anything that mentions returns. */
export function RiskNote({
  className = '',
  tone = 'light',
}: {
  className?: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <p className={`text-sm ${tone === 'dark' ? 'text-brand-100' : 'text-slate-600'} ${className}`}>
      <strong className={`font-semibold ${tone === 'dark' ? 'text-white' : 'text-slate-800'}`}>
        Capital at risk.
      </strong>{' '}
      Returns are not guaranteed; the value of investments can fall as well as rise.
    </p>
  );
}
