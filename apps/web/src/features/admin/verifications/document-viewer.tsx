import type { User } from '@app/contract/user';
import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useDocumentUrl } from '../api/get-document';

function DocumentBody({ user }: { user: User }) {
  const doc = useDocumentUrl(user._id);
  if (doc.isError) return <Alert tone="error">{errorMessage(doc.error)}</Alert>;
  if (!doc.url) return <Skeleton className="h-[60vh] w-full rounded-xl" />;
  const title = `${user.idCardType || 'Identity document'} of ${user.name}`;
  const isPdf = doc.mime === 'application/pdf';
  return (
    <div className="space-y-3">
      {isPdf ? (
        <iframe
          src={doc.url}
          title={title}
          className="h-[65vh] w-full rounded-xl border border-slate-200 bg-slate-50"
        />
      ) : (
        <img
          src={doc.url}
          alt={title}
          className="mx-auto max-h-[65vh] w-auto max-w-full rounded-xl border border-slate-200 bg-slate-50 object-contain"
        />
      )}
      <a
        href={doc.url}
        download={`${user.name.replace(/[^\w.-]+/g, '-')}-${isPdf ? 'document.pdf' : 'document'}`}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <Download aria-hidden="true" className="size-4" />
        Download
      </a>
    </div>
  );
}

/** The submitted document inline (image or PDF), fetched with the admin's token; every view is audited. */
export function DocumentViewer({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user ? `Document of ${user.name}` : 'Document'}
      description={user ? `${user.idCardType} · ${user.idCardNumber}` : undefined}
      className="sm:max-w-2xl lg:max-w-3xl"
    >
      {user && <DocumentBody user={user} />}
    </Dialog>
  );
}
