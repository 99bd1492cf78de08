import type { CustomerOverview } from '@app/contract/admin-customer';
import { CUSTOMER_MSG } from '@app/contract/admin-customer';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage, isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useEndCustomerSession } from '../api/get-customer';
import { Section } from './section';

type Session = CustomerOverview['sessions'][number];

const isPhone = (device: string) => /Android|iOS/.test(device);
const where = (s: Session) => `${s.device}, IP ${s.ip || 'unknown'}`;

/** The customer's live sessions, each with an 'End session' that signs that device out (confirmed). */
export function SessionsCard({ customer }: { customer: CustomerOverview }) {
  const [ending, setEnding] = useState<Session | null>(null);
  const end = useEndCustomerSession(customer.user._id);
  const { sessions } = customer;

  const confirm = async () => {
    if (!ending) return;
    try {
      toast.success((await end.mutateAsync(ending._id)).message);
    } catch (e) {
      toast.error(isApiError(e) && e.status === 404 ? CUSTOMER_MSG.sessionNotFound : errorMessage(e));
    }
    setEnding(null);
  };

  return (
    <Section id="sessions" title={`Live sessions (${sessions.length})`}>
      {sessions.length === 0 ? (
        <EmptyState Icon={Monitor} title="Not signed in anywhere" className="py-8" />
      ) : (
        <ul aria-label="Live sessions" className="divide-y divide-slate-100">
          {sessions.map((s) => {
            const Icon = isPhone(s.device) ? Smartphone : Monitor;
            return (
              <li
                key={s._id}
                data-session={s._id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100">
                  <Icon aria-hidden="true" className="size-4 text-slate-600" />
                </span>
                <div className="min-w-40 flex-1">
                  <p className="font-medium text-slate-900">{s.device}</p>
                  <p className="text-xs text-slate-600">
                    IP {s.ip || 'unknown'} · signed in {formatDateTime(s.createdAt)} · last active{' '}
                    {formatDateTime(s.lastSeenAt)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEnding(s)}
                  aria-label={`End session on ${where(s)}, signed in ${formatDateTime(s.createdAt)}`}
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  End session
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        open={ending !== null}
        onOpenChange={(open) => !open && !end.isPending && setEnding(null)}
        title="End this session?"
        description={
          ending
            ? `${customer.user.name} is signed out on ${where(ending)} at once and must sign in again there.`
            : undefined
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setEnding(null)} disabled={end.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} busy={end.isPending} busyLabel="Ending…">
              Yes, end session
            </Button>
          </>
        }
      />
    </Section>
  );
}
