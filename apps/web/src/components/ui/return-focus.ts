import { useRef } from 'react';

/**
 * Radix gives the focus back to a dialog's Trigger when it closes. Our dialogs and panels are opened
 * from code, with no Trigger, so the focus would fall to the top of the page and a keyboard user
 * would lose their place. These handlers give it back to whatever had it when the dialog opened,
 * when that is still on the page (an Approve button a decision removed is not).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
