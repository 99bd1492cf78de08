import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

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

  // Escape closes the drawer.
  useEffect(() => {
    if (!drawer || !open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer, open]);

  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);
  /** After a click on an entry: the drawer closes, the desktop column stays. */
  const afterNavigate = useCallback(() => {
    if (isDrawerWidth()) setOpen(false);
  }, []);

  return { open, drawer, toggle, close, afterNavigate };
}
