import { and, eq } from 'drizzle-orm';
import { statementFiles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { type Paper, STATEMENT_LAYOUT, statementCsv } from './statement-documents.ts';
import type { StatementPdfPool } from './statement-pdf-pool.ts';
import { loadStatement } from './statements.service.ts';

export interface StatementFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const CONTENT_TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;
const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * One month's statement as a file. A closed month's file is built once and kept in the database, so
 * a burst of downloads (or many instances) builds it once; the current month is built each time,
 * since it still changes.
 */
export async function statementFile(
  deps: Deps,
  pdfs: StatementPdfPool,
  userId: string,
  p: { period: string; format: 'pdf' | 'csv'; paper: Paper },
): Promise<StatementFile> {
  const fileName = `statement-${p.period}.${p.format}`;
  const contentType = CONTENT_TYPES[p.format];
  const closed = p.period < thisMonth();
  const key = {
    userId,
    period: p.period,
    variant: p.format === 'pdf' ? `pdf-${p.paper}` : 'csv',
    layout: STATEMENT_LAYOUT,
  };
  if (closed) {
    const [kept] = await deps.db
      .select({ body: statementFiles.body })
      .from(statementFiles)
      .where(
        and(
          eq(statementFiles.userId, key.userId),
          eq(statementFiles.period, key.period),
          eq(statementFiles.variant, key.variant),
          eq(statementFiles.layout, key.layout),
        ),
      );
    if (kept) return { fileName, contentType, body: kept.body };
  }
  const statement = await loadStatement(deps, userId, p.period);
  const body =
    p.format === 'csv' ? Buffer.from(statementCsv(statement), 'utf8') : await pdfs.build(statement, p.paper);
  if (closed) {
    // Two instances building the same month at once keep the first file; both are the same figures.
    await deps.db
      .insert(statementFiles)
      .values({ ...key, body })
      .onConflictDoNothing();
  }
  return { fileName, contentType, body };
}
