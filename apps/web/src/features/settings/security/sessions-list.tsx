import type { SessionInfo } from '@app/contract/security';
import { Monitor, Smartphone } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/use-sessions';

const isPhone = (device: string) => /Android|iOS/.test(device);

function SessionRow({ session }: { session: SessionInfo }) {
  const end = useEndSession();
  const Icon = isPhone(session.device) ? Smartphone : Monitor;
  const onEnd = async () => {
    try {
      toast.success((await end.mutateAsync(session._id)).message);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100">
        <Icon aria-hidden="true" className="size-5 text-slate-600" />
      </span>
      <div className="min-w-48 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {session.device}
          {session.current && <Badge tone="brand">This device</Badge>}
        </p>
        <p className="text-sm text-slate-600">
          IP {session.ip || 'unknown'} · Signed in on {formatDateTime(session.createdAt)} · Last active{' '}
          {formatDateTime(session.lastSeenAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          className="ml-13 sm:ml-0"
          busy={end.isPending}
          busyLabel="Signing out…"
          onClick={onEnd}
          aria-label={`Sign out ${session.device}, IP ${session.ip || 'unknown'}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** GET /auth/sessions with a sign-out per device and for all other devices. */
export function SessionsList() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  if (sessions.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (sessions.isError) return <Alert tone="error">{errorMessage(sessions.error)}</Alert>;
  const others = sessions.data.filter((s) => !s.current).length;
  const onEndOthers = async () => {
    try {
      toast.success((await endOthers.mutateAsync(undefined)).message);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <div className="space-y-4">
      <ul aria-label="Active sessions" className="divide-y divide-slate-200">
        {sessions.data.map((s) => (
          <SessionRow key={s._id} session={s} />
        ))}
      </ul>
      <Button
        variant="outline"
        onClick={onEndOthers}
        disabled={others === 0}
        busy={endOthers.isPending}
        busyLabel="Signing out…"
      >
        Sign out other devices
      </Button>
      {others === 0 && <p className="text-sm text-slate-600">No other device is signed in.</p>}
    </div>
  );
}
