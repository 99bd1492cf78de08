import { buffer } from 'node:stream/consumers';
import { type Paper, statementPdf } from './statement-documents.ts';
import type { Statement } from './statements.service.ts';

/** Runs in a worker thread (statement-pdf-pool.ts): laying out a PDF never holds up the API's thread. */
export default async function buildStatementPdf(task: { statement: Statement; paper: Paper }) {
  return new Uint8Array(await buffer(statementPdf(task.statement, task.paper)));
}
