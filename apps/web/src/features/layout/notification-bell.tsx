import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useUnreadCount } from '../../lib/queries/notifications';

/** The header's bell: the unread count, in its accessible name too, opening the notifications page. */
export function NotificationBell() {
  const unread = useUnreadCount().data ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link
      to={paths.notifications}
      aria-label={label}
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
