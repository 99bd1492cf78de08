import Tinypool from 'tinypool';
import type { Paper } from './statement-documents.ts';
import type { PdfTask } from './statement-pdf.worker.ts';
import type { Statement } from './statements.service.ts';
import type { TaxStatement } from './tax-statements.service.ts';

/**
 * Statement PDFs are laid out in a worker thread: pdfkit works synchronously, and on the API's thread
 * a few builds at once held up every other request, /api/health included, for seconds. One thread,
 * so builds queue there (the heavy-answer gate caps how many wait) and the other core stays with the
 * API; it ends when idle. From the sources (tests, tsx) its entry registers tsx first.
 */
export function statementPdfPool() {
  const fromSources = import.meta.url.endsWith('.ts');
  const pool = new Tinypool({
    filename: new URL(
      fromSources ? './statement-pdf.worker.dev.mjs' : './statement-pdf.worker.js',
      import.meta.url,
    ).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  const run = async (task: PdfTask): Promise<Buffer> => {
    const bytes: Uint8Array = await pool.run(task);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return {
    build: (statement: Statement, paper: Paper) => run({ statement, paper }),
    buildTax: (taxStatement: TaxStatement, paper: Paper) => run({ taxStatement, paper }),
    close: () => pool.destroy(),
  };
}

export type StatementPdfPool = ReturnType<typeof statementPdfPool>;
