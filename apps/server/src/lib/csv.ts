import { Readable } from 'node:stream';

/**
 * CSV for downloads (customer history, statements, admin exports): every cell quoted, and a cell that
 * a spreadsheet would read as a formula defused.
 */

/** One CSV cell: quoted, quotes doubled, and a leading =+-@ defused so a spreadsheet runs no formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const CHUNK_CHARS = 64 * 1024;

/**
 * A CSV file as a stream (UTF-8 with a BOM, so spreadsheets read it as such). Lines are gathered into
 * chunks of about 64 kB; the stream pulls the next rows only when the client has taken the last
 * chunk, so memory holds one batch of rows whatever the file's length.
 */
export function csvStream(header: string[], rows: AsyncIterable<string[]>): Readable {
  async function* chunks() {
    yield `\uFEFF${csvLine(header)}`;
    let chunk = '';
    for await (const cells of rows) {
      chunk += csvLine(cells);
      if (chunk.length > CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return Readable.from(chunks());
}
