import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

export interface AccordionItem {
  /** Stable id; also the URL hash that opens the item (e.g. /faqs#fees). */
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of each item's button wrapper, to keep the page's heading order. */
  headingLevel?: 2 | 3;
  /** Open the item whose id matches location.hash on load. */
  openFromHash?: boolean;
  className?: string;
}

/**
 * Disclosure accordion (WAI-ARIA pattern): one item open at a time, clicking the open item closes it.
 * Each header is a button with aria-expanded/aria-controls; each panel is a labelled region. On a
 * prerendered page the buttons stay disabled until React has hydrated them: a click before that would
 * do nothing, and a button that cannot be pressed yet should say so (as SubmitButton does).
 */
export function Accordion({ items, headingLevel = 3, openFromHash = false, className = '' }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const hydrated = useHydrated();
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (!openFromHash) return;
    const openFor = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      const index = items.findIndex((item) => item.id === hash);
      if (index >= 0) setOpenIndex(index);
    };
    openFor();
    window.addEventListener('hashchange', openFor);
    return () => window.removeEventListener('hashchange', openFor);
  }, [items, openFromHash]);

  return (
    <div className={`divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white ${className}`}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} id={item.id} className="scroll-mt-24">
            <Heading className="text-base font-semibold text-slate-900">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                disabled={!hydrated}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:bg-brand-50/60"
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA accordion panel is an explicit region */}
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-slate-700 leading-relaxed"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
