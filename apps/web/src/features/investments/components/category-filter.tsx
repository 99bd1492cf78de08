import { OFFERING_CATEGORIES, type OfferingCategory } from '@app/contract/investment-rules';
import type { Offering } from '@app/contract/investments-responses';
import { cn } from '../../../lib/cn';

export type CategoryChoice = OfferingCategory | 'All';

/** 'All' plus the categories present in the data, in the contract's order. */
export function categoriesIn(offerings: Offering[]): CategoryChoice[] {
  const present = new Set(offerings.map((o) => o.category));
  return ['All', ...OFFERING_CATEGORIES.filter((c) => present.has(c))];
}

/** Toggle buttons (aria-pressed) that filter Explore by category. */
export function CategoryFilter({
  choices,
  value,
  onChange,
}: {
  choices: CategoryChoice[];
  value: CategoryChoice;
  onChange: (choice: CategoryChoice) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Filter by category</legend>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
          className={cn(
            'h-9 rounded-full border px-4 text-sm font-medium transition-colors',
            value === choice
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
          )}
        >
          {choice}
        </button>
      ))}
    </fieldset>
  );
}
