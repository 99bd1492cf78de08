import {
  isLockedNotificationKind,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@app/contract/notifications';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useNotificationSettings, useSaveNotificationSettings } from '../../../lib/queries/notifications';
import { toastFailed, toastSuccessful } from '../components/result-toast';
import { SectionCard } from '../components/section-card';

/**
 * Settings → Notifications: mail on or off per kind. Every kind is always written to the app's
 * notifications; security, money and account mails cannot be turned off and show as always on.
 */
export function NotificationsSection() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const toggle = (kind: NotificationKind, on: boolean) =>
    save.mutate(
      { mail: { [kind]: on } },
      {
        onSuccess: (r) => toastSuccessful(r.message),
        onError: (e) => toastFailed(errorMessage(e)),
      },
    );

  return (
    <SectionCard
      id="notifications"
      title="Notifications"
      description="Everything that happens is listed under the bell. Choose which of it also comes by mail."
    >
      {settings.isPending ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : settings.isError ? (
        <Alert tone="error">
          {errorMessage(settings.error, 'Your notification settings could not be loaded.')}
        </Alert>
      ) : (
        <fieldset>
          <legend className="sr-only">Mail me about</legend>
          <ul className="divide-y divide-slate-200">
            {NOTIFICATION_KINDS.map((kind) => {
              const locked = isLockedNotificationKind(kind);
              const id = `mail-${kind}`;
              return (
                <li key={kind} className="flex items-center justify-between gap-4 py-3">
                  <label htmlFor={id} className="min-w-0 text-sm text-slate-900">
                    {NOTIFICATION_KIND_LABELS[kind]}
                    {locked && (
                      <span id={`${id}-hint`} className="block text-xs text-slate-600">
                        Always on: we always mail you about this.
                      </span>
                    )}
                  </label>
                  <input
                    id={id}
                    type="checkbox"
                    className="size-5 shrink-0 accent-brand-700 disabled:opacity-60"
                    checked={locked || settings.data.mail[kind] !== false}
                    disabled={locked}
                    aria-describedby={locked ? `${id}-hint` : undefined}
                    onChange={(e) => toggle(kind, e.target.checked)}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </SectionCard>
  );
}
