import { buffer } from 'node:stream/consumers';
import { type Paper, statementPdf } from './statement-documents.ts';
import type { Statement } from './statements.service.ts';
import { taxStatementPdf } from './tax-statement-documents.ts';
import type { TaxStatement } from './tax-statements.service.ts';

export type PdfTask = { statement: Statement; paper: Paper } | { taxStatement: TaxStatement; paper: Paper };

/** Runs in a worker thread (statement-pdf-pool.ts): laying out a PDF never holds up the API's thread. */
export default async function buildStatementPdf(task: PdfTask) {
  const doc =
    'taxStatement' in task
      ? taxStatementPdf(task.taxStatement, task.paper)
      : statementPdf(task.statement, task.paper);
  return new Uint8Array(await buffer(doc));
}
