import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { getStoredUser } from '../../lib/auth-storage';
import { useCurrentUser } from '../../lib/current-user';
import { initials } from '../../lib/format';
import { NotificationBell } from './notification-bell';
import { SIDEBAR_ID } from './sidebar';

export interface TopBarProps {
  open: boolean;
  drawer: boolean;
  onToggle: () => void;
}

/** The menu button: a closed drawer gives the focus back to it. */
export const MENU_BUTTON_ID = 'menu-button';

export function TopBar({ open, drawer, onToggle }: TopBarProps) {
  const me = useCurrentUser();
  const name = me.data?.name ?? getStoredUser()?.name ?? '';
  const ToggleIcon = drawer ? Menu : open ? PanelLeftClose : PanelLeftOpen;

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        id={MENU_BUTTON_ID}
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={SIDEBAR_ID}
        aria-label="Toggle menu"
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <ToggleIcon aria-hidden="true" className="size-5" />
      </button>
      {drawer && (
        <Link to={paths.dashboard} className="rounded-md">
          <Logo className="[&>span:last-child]:text-base" />
        </Link>
      )}
      <div className="ml-auto flex items-center gap-3">
        <NotificationBell />
        {name ? (
          <>
            <span className="hidden max-w-64 min-w-0 text-right text-sm sm:block">
              <span className="block truncate font-semibold text-slate-900">{name}</span>
              <span className="block truncate text-xs text-slate-500" title={me.data?.email}>
                {me.data?.email ?? ''}
              </span>
            </span>
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
            >
              {initials(name)}
            </span>
          </>
        ) : me.isPending ? (
          <Skeleton className="size-10 rounded-full" />
        ) : null}
      </div>
    </header>
  );
}
