import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '../../../components/ui/input';

/** A list's search box; the URL follows the typing (debounced), so a reload keeps the search. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  maxLength,
}: {
  value: string;
  onSearch: (q: string) => void;
  /** Read by screen readers: what is searched. */
  label: string;
  placeholder: string;
  maxLength: number;
}) {
  const [text, setText] = useState(value);
  const id = useId();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Back/forward changes the URL: show what it holds.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    pending.current = setTimeout(() => onSearch(q), 300);
    return () => clearTimeout(pending.current);
  }, [text, value, onSearch]);
  // Leaving the field (to click a name, say) searches at once: a search still waiting for the typing
  // to pause would otherwise land after that click and pull the admin back to the list.
  const searchNow = () => {
    clearTimeout(pending.current);
    if (text.trim() !== value) onSearch(text.trim());
  };

  return (
    <search className="w-full sm:max-w-sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text.trim());
        }}
        className="relative"
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={maxLength}
          onChange={(e) => setText(e.target.value)}
          onBlur={searchNow}
          placeholder={placeholder}
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </form>
    </search>
  );
}
