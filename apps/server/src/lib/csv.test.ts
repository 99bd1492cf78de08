import { buffer } from 'node:stream/consumers';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { centsText, csvLine, csvStream, defuseFormula } from './csv.ts';

describe('CSV cells', () => {
  it('quotes every cell, doubles quotes, keeps line breaks inside the cell and ends in CRLF', () => {
    expect(csvLine(['a', 'He said "hi", then left', 'line\nbreak', ''])).toBe(
      '"a","He said ""hi"", then left","line\nbreak",""\r\n',
    );
  });

  it('defuses what a spreadsheet would run as a formula, full-width forms included', () => {
    for (const value of ['=1+1', '+1', '-1+1', '@SUM(A1)', '\tx', '\rx', '\uFF1D1', '\uFF0B1', '\uFF20x']) {
      expect(csvLine([value])).toBe(`"'${value}"\r\n`);
    }
  });

  it('leaves signed amounts as numbers, where the library escapes them (why we keep our rule)', () => {
    expect(defuseFormula('-12.50')).toBe('-12.50');
    expect(csvLine([centsText(-1250), centsText(5)])).toBe('"-12.50","0.05"\r\n');
    // Side by side: csv-stringify's escape_formulas spares only JS numbers, so an amount as text breaks.
    expect(stringify([['-12.50']], { quoted: true, escape_formulas: true })).toBe(`"'-12.50"\n`);
  });

  it('streams a header with a BOM and then every row', async () => {
    async function* rows() {
      yield ['1', '=cmd'];
      yield ['2', 'plain'];
    }
    expect((await buffer(csvStream(['id', 'note'], rows()))).toString('utf8')).toBe(
      '\uFEFF"id","note"\r\n"1","\'=cmd"\r\n"2","plain"\r\n',
    );
  });
});
