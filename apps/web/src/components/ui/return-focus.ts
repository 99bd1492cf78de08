import { useRef } from 'react';
import { focusableRegionsAround } from '../../lib/focus-rescue';

/** What opened each open dialog or panel, by its content element: a dialog opened from another looks here. */
const openers = new WeakMap<Element, HTMLElement>();

/**
 * Radix gives the focus back to a dialog's Trigger when it closes. Our dialogs and panels are opened
 * from code, with no Trigger, so the focus would fall to the top of the page and a keyboard user
 * would lose their place. These handlers give it back to whatever had it when the dialog opened,
 * when that is still on the page. A dialog opened from inside another one (Details → Invest Now)
 * that closed meanwhile gives it back to what opened the first (the Details button). When neither
 * is left, the focus goes to the nearest focusable region around them.
 */
export function useReturnFocus() {
  const candidates = useRef<HTMLElement[]>([]);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      const opener = active instanceof HTMLElement && active !== document.body ? active : null;
      const outer = opener?.closest('[role="dialog"]');
      const outerOpener = outer ? (openers.get(outer) ?? null) : null;
      candidates.current = [
        opener,
        outerOpener,
        ...focusableRegionsAround(opener),
        ...focusableRegionsAround(outerOpener),
      ].filter((e): e is HTMLElement => e !== null);
      if (event.currentTarget instanceof Element && opener) openers.set(event.currentTarget, opener);
    },
    onCloseAutoFocus: (event: Event) => {
      const element = candidates.current.find((e) => e.isConnected);
      candidates.current = [];
      if (element) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
