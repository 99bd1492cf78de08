import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { MENU_BUTTON_ID } from './top-bar';

/** At this width and below the sidebar is a drawer that starts closed (spec: 968 px). */
export const SIDEBAR_DRAWER_QUERY = '(max-width: 968px)';

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(SIDEBAR_DRAWER_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

const isDrawerWidth = () => window.matchMedia(SIDEBAR_DRAWER_QUERY).matches;

export function useSidebar() {
  const drawer = useSyncExternalStore(subscribe, isDrawerWidth, () => false);
  const [open, setOpen] = useState(() => !isDrawerWidth());

  // Crossing the breakpoint resets the default: open column on desktop, closed drawer on phones.
  useEffect(() => setOpen(!drawer), [drawer]);

  // A drawer closed by Escape, its close button or the backdrop gives the focus back to the menu
  // button, so it never falls to the page body; one closed by a navigation leaves it to the new page.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!drawer || open || !returnFocus.current) return;
    returnFocus.current = false;
    document.getElementById(MENU_BUTTON_ID)?.focus();
  }, [drawer, open]);

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  // Escape closes the drawer.
  useEffect(() => {
    if (!drawer || !open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer, open, close]);

  const toggle = useCallback(() => {
    returnFocus.current = true;
    setOpen((o) => !o);
  }, []);
  /** After a click on an entry: the drawer closes, the desktop column stays. */
  const afterNavigate = useCallback(() => {
    returnFocus.current = false;
    if (isDrawerWidth()) setOpen(false);
  }, []);

  return { open, drawer, toggle, close, afterNavigate };
}
