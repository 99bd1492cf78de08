import { Readable } from 'node:stream';
import { type Options, stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/**
 * CSV for downloads (customer history, statements, admin exports) through csv-stringify: every cell
 * quoted, CRLF line ends, and a cell that a spreadsheet would read as a formula defused by our own
 * rule (docs/decisions/036-csv-and-shutdown-through-libraries.md says why not the library's).
 */

// What a spreadsheet may start a formula with: = + - @, a tab or carriage return, and their
// full-width forms, which some spreadsheets read as the ASCII ones.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
// Amounts leave as exact two-decimal text ("-12.50"): a signed number is data, not a formula.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe; a signed number stays. */
export function defuseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

const OPTIONS: Options = {
  quoted: true,
  quoted_empty: true,
  record_delimiter: 'windows',
  cast: { string: defuseFormula },
};

/** One CSV line of quoted cells, ending in CRLF. */
export function csvLine(cells: string[]): string {
  return stringifySync([cells], OPTIONS);
}

export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A CSV file as a stream (UTF-8 with a BOM, so spreadsheets read it as such). The stringifier is
 * fed from the rows as the client reads: memory holds one batch of rows whatever the file's length.
 */
export function csvStream(header: string[], rows: AsyncIterable<string[]>): Readable {
  async function* records() {
    yield header;
    yield* rows;
  }
  return Readable.from(records()).pipe(stringify({ ...OPTIONS, bom: true }));
}
