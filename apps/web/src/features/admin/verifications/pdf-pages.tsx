import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';

GlobalWorkerOptions.workerSrc = workerUrl;

/** An identity document has a page or two; a longer file shows its first pages and says so. */
const MAX_PAGES = 10;

/**
 * A submitted PDF drawn page by page with PDF.js onto canvases in the page: the file is parsed in a
 * worker, and nothing in it runs (no PDF scripting, no eval, no forms, no links). Browsers refuse to
 * show a PDF in a sandboxed frame, and an unsandboxed frame of the customer's file is what this
 * replaces.
 */
export function PdfPages({ blob, title }: { blob: Blob; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number; total: number } | 'loading' | 'failed'>('loading');

  useEffect(() => {
    let pdf: PDFDocumentProxy | undefined;
    let cancelled = false;
    (async () => {
      const data = new Uint8Array(await blob.arrayBuffer());
      pdf = await getDocument({ data, isEvalSupported: false, enableXfa: false }).promise;
      const pages = Math.min(pdf.numPages, MAX_PAGES);
      const canvases: HTMLCanvasElement[] = [];
      for (let n = 1; n <= pages && !cancelled; n++) {
        const page = await pdf.getPage(n);
        const viewport = page.getViewport({ scale: 2 });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = 'h-auto w-full rounded-lg border border-slate-200 bg-white';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${title}, page ${n} of ${pdf.numPages}`);
        await page.render({ canvas, viewport }).promise;
        canvases.push(canvas);
      }
      if (cancelled) return;
      box.current?.replaceChildren(...canvases);
      setState({ pages, total: pdf.numPages });
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      void pdf?.destroy();
    };
  }, [blob, title]);

  return (
    <div className="space-y-3">
      {state === 'loading' && <Skeleton className="h-[60vh] w-full rounded-xl" />}
      {state === 'failed' && (
        <Alert tone="error">This PDF cannot be shown here. Download it to open it on your computer.</Alert>
      )}
      <div
        ref={box}
        className="max-h-[65vh] space-y-3 overflow-y-auto rounded-xl bg-slate-50 p-2"
        hidden={typeof state !== 'object'}
      />
      {typeof state === 'object' && state.total > state.pages && (
        <p className="text-sm text-slate-600">
          Showing the first {state.pages} of {state.total} pages. Download the file to see the rest.
        </p>
      )}
    </div>
  );
}
