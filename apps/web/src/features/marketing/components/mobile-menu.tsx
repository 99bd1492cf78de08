import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { COMMUNITY_LINKS, COMPANY_LINKS, LEGAL_LINKS, type NavLink } from '../content/nav';
import { CloseIcon, MenuIcon } from './entry-icons';

const GROUPS: ReadonlyArray<{ title: string; links: readonly NavLink[] }> = [
  { title: 'Company', links: [{ label: 'Home', to: paths.home }, ...COMPANY_LINKS] },
  { title: 'Community', links: COMMUNITY_LINKS },
  { title: 'Legal', links: LEGAL_LINKS },
];

const MENU_ID = 'mobile-menu';

/** The HTML popover API (Chromium 114+, Safari 17+, Firefox 125+). */
const supportsPopover = () => typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;
const isShowing = (menu: HTMLElement | null) =>
  menu !== null && (supportsPopover() ? menu.matches(':popover-open') : menu.hasAttribute('data-open'));

/**
 * The small-screen menu: a button toggling a panel of every public link plus Login and Signup.
 *
 * The panel is a native popover (`popovertarget` on the button), so the menu opens and closes (Escape,
 * a tap outside) before the page's JavaScript has loaded or while React is still hydrating the
 * prerendered page: a tap is never lost. Once hydrated, React mirrors the popover's state (toggle
 * event) for the button's name and aria-expanded, Escape also puts focus back on the button, and
 * navigating closes it. Browsers without popovers get the same menu driven by React alone
 * (styles.css hides the panel there until `data-open`).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const location = useLocation();

  const close = useCallback(() => {
    const menu = menuRef.current;
    if (menu && supportsPopover() && menu.matches(':popover-open')) menu.hidePopover();
    setOpen(false);
  }, []);

  // Opened natively before hydration: take the popover's state as it is now.
  useEffect(() => {
    if (isShowing(menuRef.current)) setOpen(true);
  }, []);

  // Close after a navigation (not on mount: that would undo a tap made during hydration).
  const where = `${location.pathname}${location.hash}`;
  const lastWhere = useRef(where);
  useEffect(() => {
    if (lastWhere.current === where) return;
    lastWhere.current = where;
    close();
  }, [where, close]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <div className="mobile-menu md:hidden">
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={MENU_ID}
        // Before hydration the browser exposes the popover's expanded state itself.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={MENU_ID}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => {
          if (!supportsPopover()) setOpen((v) => !v);
        }}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        {/* Which icon shows follows the panel in CSS (styles.css), so it is right before hydration too. */}
        <MenuIcon className="mobile-menu-open-icon size-6" />
        <CloseIcon className="mobile-menu-close-icon size-6" />
      </button>

      <nav
        ref={menuRef}
        id={MENU_ID}
        aria-label="Mobile"
        popover="auto"
        data-open={open && !supportsPopover() ? '' : undefined}
        onToggle={(event) => setOpen(event.newState === 'open')}
        className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-auto overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 text-slate-900 shadow-lg md:hidden"
      >
        {GROUPS.map((group) => (
          <div key={group.title} className="border-b border-slate-100 py-3">
            <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {group.title}
            </p>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={close}
                    className="block rounded-lg px-2 py-2.5 text-base font-medium text-slate-800 hover:bg-brand-50"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="grid grid-cols-2 gap-3 pt-4">
          <Link to={paths.login} onClick={close} className={buttonClasses('outline', 'md')}>
            Login
          </Link>
          <Link to={paths.signup} onClick={close} className={buttonClasses('primary', 'md')}>
            Signup
          </Link>
        </div>
      </nav>
    </div>
  );
}
