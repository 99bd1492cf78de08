import { PASSWORD_MIN, passwordStrength } from '@app/contract/password-rules';
import { cn } from '../../lib/cn';

const levels = [
  { label: 'Too weak', bar: 'bg-red-600', text: 'text-red-700' },
  { label: 'Weak', bar: 'bg-red-600', text: 'text-red-700' },
  { label: 'Fair', bar: 'bg-amber-500', text: 'text-amber-800' },
  { label: 'Good', bar: 'bg-brand-500', text: 'text-brand-700' },
  { label: 'Strong', bar: 'bg-brand-700', text: 'text-brand-800' },
] as const;

export const PASSWORD_RULE_HINT = `At least ${PASSWORD_MIN} characters, with an uppercase letter and a number.`;

/** Four bars and a word for the contract's passwordStrength (0–4). Shown once typing starts. */
export function PasswordStrengthMeter({ password, className }: { password: string; className?: string }) {
  if (!password) return null;
  const score = passwordStrength(password);
  const level = levels[score];
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <meter className="sr-only" min={0} max={4} value={score} aria-label="Password strength" />
      <div aria-hidden="true" className="grid flex-1 grid-cols-4 gap-1.5">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn('h-1.5 rounded-full transition-colors', step <= score ? level.bar : 'bg-slate-200')}
          />
        ))}
      </div>
      <span aria-live="polite" className={cn('w-16 text-right text-xs font-semibold', level.text)}>
        {level.label}
      </span>
    </div>
  );
}
