import { LogOut, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { isAdminRole } from '../../lib/auth-storage';
import { cn } from '../../lib/cn';
import { NAV_ITEMS } from './nav-items';
import { useLogout } from './use-logout';

export const SIDEBAR_ID = 'app-sidebar';

export interface SidebarProps {
  open: boolean;
  drawer: boolean;
  onNavigate: () => void;
  onClose: () => void;
}

const itemClasses =
  'group flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ' +
  'text-brand-100 hover:bg-white/10 hover:text-white';

/**
 * The signed-in navigation. Desktop: a column, or a rail of icons when closed. Drawer width
 * (≤ 968 px): slides over the page and is inert while closed.
 */
export function Sidebar({ open, drawer, onNavigate, onClose }: SidebarProps) {
  const { pathname } = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);
  // An opened drawer takes the focus, so keyboard users land inside it.
  useEffect(() => {
    if (drawer && open) closeRef.current?.focus();
  }, [drawer, open]);
  const logout = useLogout();
  const admin = isAdminRole();
  const rail = !drawer && !open;

  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Main"
      inert={drawer && !open}
      className={cn(
        'on-dark flex flex-col bg-brand-900 text-white',
        drawer
          ? cn(
              'fixed inset-y-0 left-0 z-40 w-72 transition-transform duration-300',
              open ? 'translate-x-0 shadow-2xl' : '-translate-x-full',
            )
          : cn('sticky top-0 h-dvh shrink-0 transition-[width] duration-300', open ? 'w-64' : 'w-[4.5rem]'),
      )}
    >
      <div
        className={cn('flex h-16 shrink-0 items-center justify-between', rail ? 'justify-center' : 'px-5')}
      >
        <Link to={paths.dashboard} onClick={onNavigate} className="rounded-md">
          {rail ? <Logo tone="light" className="[&>span:last-child]:sr-only" /> : <Logo tone="light" />}
        </Link>
        {drawer && (
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="-mr-2 inline-flex size-10 items-center justify-center rounded-lg text-brand-100 hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <nav aria-label="Main navigation" className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 py-4">
        {NAV_ITEMS.filter((item) => !item.adminOnly || admin).map(({ label, to, Icon, alsoActiveOn }) => {
          // A screen inside a section (a customer's page in the admin console) keeps its item lit.
          const active =
            pathname === to || pathname.startsWith(`${to}/`) || (alsoActiveOn?.includes(pathname) ?? false);
          return (
            <Link
              key={to}
              to={to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              title={rail ? label : undefined}
              className={cn(
                itemClasses,
                rail && 'justify-center px-0',
                active && 'bg-white/12 text-white shadow-[inset_3px_0_0_var(--color-accent-300)]',
              )}
            >
              <Icon aria-hidden="true" className={cn('size-5 shrink-0', active ? 'text-accent-300' : '')} />
              <span className={cn(rail && 'sr-only')}>{label}</span>
            </Link>
          );
        })}
      </nav>
      <div className="border-t border-white/10 px-3 py-4">
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          title={rail ? 'Log out' : undefined}
          className={cn(itemClasses, 'w-full', rail && 'justify-center px-0')}
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          <span className={cn(rail && 'sr-only')}>{logout.isPending ? 'Logging out…' : 'Log out'}</span>
        </button>
      </div>
    </aside>
  );
}
