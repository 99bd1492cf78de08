import type { User } from '@app/contract/user';
import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useDocumentUrl } from '../api/get-document';

/** PDF.js (a large library) loads only when a PDF is opened. */
const PdfPages = lazy(() => import('./pdf-pages').then((m) => ({ default: m.PdfPages })));

function DocumentBody({ user }: { user: User }) {
  const doc = useDocumentUrl(user._id);
  if (doc.isError) return <Alert tone="error">{errorMessage(doc.error)}</Alert>;
  if (!doc.url || !doc.data) return <Skeleton className="h-[60vh] w-full rounded-xl" />;
  const title = `${user.idCardType || 'Identity document'} of ${user.name}`;
  const isPdf = doc.mime === 'application/pdf';
  return (
    <div className="space-y-3">
      {isPdf ? (
        <Suspense fallback={<Skeleton className="h-[60vh] w-full rounded-xl" />}>
          <PdfPages blob={doc.data} title={title} />
        </Suspense>
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

/**
 * The submitted document inline, fetched with the admin's token (every view is audited): an image as
 * an <img>, a PDF drawn by PDF.js. Neither lets anything in the customer's file run in this page.
 */
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
