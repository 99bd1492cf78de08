import { useRef } from 'react';

/** What opened each open dialog or panel, by its content element: a dialog opened from another looks here. */
const openers = new WeakMap<Element, HTMLElement>();

/**
 * Radix gives the focus back to a dialog's Trigger when it closes. Our dialogs and panels are opened
 * from code, with no Trigger, so the focus would fall to the top of the page and a keyboard user
 * would lose their place. These handlers give it back to whatever had it when the dialog opened,
 * when that is still on the page. A dialog opened from inside another one (Details → Invest Now)
 * that closed meanwhile gives it back to what opened the first (the Details button).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      const outer = opener.current?.closest('[role="dialog"]');
      fallback.current = outer ? (openers.get(outer) ?? null) : null;
      if (event.currentTarget instanceof Element && opener.current) {
        openers.set(event.currentTarget, opener.current);
      }
    },
    onCloseAutoFocus: (event: Event) => {
      const element = [opener.current, fallback.current].find((e) => e?.isConnected);
      opener.current = null;
      fallback.current = null;
      if (element) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
