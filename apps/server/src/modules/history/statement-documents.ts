import type { Readable } from 'node:stream';
import {
  centsToDollars,
  formatDate,
  formatMonth,
  formatUsd,
  MOVEMENT_LABELS,
  PRODUCT_NAME,
  plural,
} from '@app/contract';
import PDFDocument from 'pdfkit';
import { centsText, csvLine } from '../../lib/csv.ts';
import type { HeldRow, StatementOwner } from './ledger-history.repository.ts';
import { describeMovement } from './ledger-history.service.ts';
import { printable, statementFonts } from './statement-fonts.ts';
import type { Statement } from './statements.service.ts';

/** A statement as a PDF or a CSV file: the same figures, laid out for a person or a spreadsheet. */

export const PAPER_SIZES = { a4: 'A4', letter: 'LETTER' } as const;

/**
 * Names this layout: closed months' files are kept by it (statement-files.ts). Change it whenever a
 * statement's layout or figures change, so kept files are built afresh.
 */
export const STATEMENT_LAYOUT = '2026-11-28';
export type Paper = keyof typeof PAPER_SIZES;

const usd = (cents: number) => formatUsd(centsToDollars(cents), 'en-US');
const day = (d: Date | string) => formatDate(d, { timeZone: 'UTC' });
const lastDay = (s: Statement) => new Date(s.asOf.getTime() - 1);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A statement's PDF document in DejaVu Sans ('Body', 'Bold'), its pages buffered for page numbers,
 * and its text column: `left`, `width` and the `bottom` no text goes below.
 */
export function statementDocument(paper: Paper, title: string) {
  const doc = new PDFDocument({
    size: PAPER_SIZES[paper],
    margins: { top: 50, bottom: 50, left: 50, right: 50 },
    bufferPages: true,
    info: { Title: title, Author: PRODUCT_NAME },
  });
  const fonts = statementFonts();
  doc.registerFont('Body', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  return { doc, left: 50, width: doc.page.width - 100, bottom: Math.min(doc.page.height, 792) - 60 };
}

/** The product's name, what the document is, whose account it is and the period it covers (UTC). */
export function statementHeading(
  doc: PDFKit.PDFDocument,
  h: { subtitle: string; owner: StatementOwner; period: string; width: number },
) {
  doc.font('Bold').fontSize(16).text(PRODUCT_NAME, 50, 50);
  doc.font('Body').fontSize(10).fillColor('#444').text(h.subtitle);
  doc.fillColor('black').moveDown();
  doc.font('Bold').text(printable(h.owner.name));
  doc.font('Body');
  if (h.owner.address) doc.text(printable(h.owner.address), { width: h.width / 2 });
  doc.text(printable(h.owner.email));
  doc.moveDown();
  doc.text(`Period: ${h.period} (UTC)`);
}

/**
 * The PDF: 10-point DejaVu Sans (statement-fonts.ts: any Latin, Greek or Cyrillic name prints as
 * written) on a text column 500 points wide and at most 690 high, so it prints
 * whole and legible on both A4 (595 × 842) and Letter (612 × 792). Pages are numbered "Page i of n".
 */
export function statementPdf(s: Statement, paper: Paper = 'a4'): Readable {
  const { doc, left, width, bottom } = statementDocument(paper, `${PRODUCT_NAME} statement ${s.period}`);
  statementHeading(doc, {
    subtitle: `Account statement · ${formatMonth(s.period)}`,
    owner: s.owner,
    period: `${day(s.start)} – ${day(lastDay(s))}`,
    width,
  });
  doc.moveDown(0.5);

  const summary: [string, string][] = [
    [`Opening balance on ${day(s.start)}`, usd(s.openingCents)],
    ['Money in', usd(s.movements.filter((m) => m.amountCents > 0).reduce((a, m) => a + m.amountCents, 0))],
    ['Money out', usd(s.movements.filter((m) => m.amountCents < 0).reduce((a, m) => a + m.amountCents, 0))],
    ['Fees paid', usd(s.feesCents)],
    [`Closing balance on ${day(lastDay(s))}`, usd(s.closingCents)],
  ];
  for (const [label, value] of summary) {
    const y = doc.y;
    doc.text(label, left, y, { width: width - 120 });
    doc.text(value, left + width - 120, y, { width: 120, align: 'right' });
  }
  doc.moveDown();

  // Movements: date, description, amount, running balance.
  const cols = [
    { title: 'Date', x: left, w: 75, align: 'left' as const },
    { title: 'Description', x: left + 80, w: width - 80 - 210, align: 'left' as const },
    { title: 'Amount', x: left + width - 205, w: 100, align: 'right' as const },
    { title: 'Balance', x: left + width - 100, w: 100, align: 'right' as const },
  ];
  const header = () => {
    doc.font('Bold');
    const y = doc.y;
    for (const c of cols) doc.text(c.title, c.x, y, { width: c.w, align: c.align });
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .strokeColor('#999')
      .stroke();
    doc.y += 6;
    doc.font('Body');
  };
  const row = (texts: string[]) => {
    const cells = texts.map(printable);
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: cols[i]!.w })));
    if (doc.y + height > bottom) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    cells.forEach((text, i) => {
      const c = cols[i]!;
      doc.text(text, c.x, y, { width: c.w, align: c.align });
    });
    doc.y = y + height + 3;
  };
  const section = (title: string) => {
    if (doc.y + 60 > bottom) doc.addPage();
    doc.font('Bold').fontSize(12).text(title, left, doc.y);
    doc.fontSize(10).font('Body').moveDown(0.3);
  };

  section('Movements');
  header();
  row([day(s.start), 'Opening balance', '', usd(s.openingCents)]);
  for (const m of s.movements)
    row([day(m.createdAt), describeMovement(m), usd(m.amountCents), usd(m.balanceAfterCents)]);
  if (s.movements.length === 0) row(['', 'No movements this month', '', '']);
  row([day(lastDay(s)), 'Closing balance', '', usd(s.closingCents)]);
  doc.moveDown();

  section(`Holdings on ${day(lastDay(s))}`);
  if (s.holdings.length === 0) doc.text('No holdings.', left, doc.y);
  else {
    cols[0]!.title = 'Bought';
    cols[1]!.title = 'Offering';
    cols[2]!.title = 'Invested';
    cols[3]!.title = 'Matures';
    header();
    for (const h of s.holdings)
      row([
        day(h.startAt),
        `${h.offeringName} (${h.category}, ${plural(h.units, 'unit')})`,
        usd(h.amountCents),
        day(h.maturityAt),
      ]);
    const total = s.holdings.reduce((a, h) => a + h.amountCents, 0);
    row(['', 'Total invested', usd(total), '']);
  }
  doc.moveDown();
  if (doc.y + 40 > bottom) doc.addPage();
  doc
    .fontSize(8)
    .fillColor('#444')
    .text(
      `Amounts in US dollars. Times are UTC. The closing balance is your wallet balance as recorded in the ${PRODUCT_NAME} ledger; holdings are shown at the amount invested, not a market value.`,
      left,
      doc.y,
      { width },
    );

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc
      .fontSize(8)
      .fillColor('#444')
      .text(`${PRODUCT_NAME} · ${s.period} · Page ${i + 1} of ${range.count}`, left, bottom + 20, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return doc as unknown as Readable;
}

/** The CSV: a summary block, the movements with running balances, then the holdings. */
export function statementCsv(s: Statement): string {
  let out = '\uFEFF';
  out += csvLine([PRODUCT_NAME, `Statement ${s.period}`]);
  out += csvLine(['Customer', s.owner.name]);
  out += csvLine(['Address', s.owner.address]);
  out += csvLine(['Period (UTC)', `${isoDay(s.start)} to ${isoDay(lastDay(s))}`]);
  out += csvLine(['Opening balance (USD)', centsText(s.openingCents)]);
  out += csvLine(['Closing balance (USD)', centsText(s.closingCents)]);
  out += csvLine(['Fees paid (USD)', centsText(s.feesCents)]);
  out += '\r\n';
  out += csvLine(['Date (UTC)', 'Type', 'Description', 'Amount (USD)', 'Balance after (USD)', 'ID']);
  for (const m of s.movements)
    out += csvLine([
      m.createdAt,
      MOVEMENT_LABELS[m.kind],
      describeMovement(m),
      centsText(m.amountCents),
      centsText(m.balanceAfterCents),
      m.id,
    ]);
  out += '\r\n';
  return out + holdingsCsv(s.holdings, 'Holding');
}

/** The holdings block of a statement's CSV, under a heading row whose first cell is `title`. */
export function holdingsCsv(holdings: HeldRow[], title: string): string {
  let out = csvLine([title, 'Category', 'Units', 'Invested (USD)', 'Bought (UTC)', 'Matures (UTC)']);
  for (const h of holdings)
    out += csvLine([
      h.offeringName,
      h.category,
      String(h.units),
      centsText(h.amountCents),
      h.startAt.toISOString(),
      h.maturityAt.toISOString(),
    ]);
  return out;
}
