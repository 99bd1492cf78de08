import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { COMMUNITY_LINKS, COMPANY_LINKS, LEGAL_LINKS, type NavLink } from '../content/nav';
import { CloseIcon, MenuIcon } from './entry-icons';

const GROUPS: ReadonlyArray<{ title: string; links: readonly NavLink[] }> = [
  { title: 'Company', links: [{ label: 'Home', to: paths.home }, ...COMPANY_LINKS] },
  { title: 'Community', links: COMMUNITY_LINKS },
  { title: 'Legal', links: LEGAL_LINKS },
];

/**
 * The small-screen menu: a button (aria-expanded/aria-controls) toggling a panel of every public link
 * plus Login and Signup. Escape closes it and puts focus back on the button; navigating closes it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>

      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
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
                    onClick={() => setOpen(false)}
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
          <Link to={paths.login} onClick={() => setOpen(false)} className={buttonClasses('outline', 'md')}>
            Login
          </Link>
          <Link to={paths.signup} onClick={() => setOpen(false)} className={buttonClasses('primary', 'md')}>
            Signup
          </Link>
        </div>
      </nav>
    </div>
  );
}
