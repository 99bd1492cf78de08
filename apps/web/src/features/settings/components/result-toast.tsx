import { MSG } from '@app/contract/messages';
import { toast } from '../../../lib/toast';

function ToastText({ title, message }: { title: string; message?: string }) {
  return (
    <div className="text-sm">
      <p className="font-semibold">{title}</p>
      {message && <p className="mt-0.5">{message}</p>}
    </div>
  );
}

/** Spec §8: profile updates say 'Successful!' or 'Failed'; we add the server's message below. */
export const toastSuccessful = (message?: string) =>
  toast.success(<ToastText title={MSG.successful} message={message} />);

export const toastFailed = (message?: string) =>
  toast.error(<ToastText title={MSG.failed} message={message} />);
