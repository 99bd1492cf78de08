import type { Readable } from 'node:stream';
import {
  centsToDollars,
  formatDate,
  formatUsd,
  PRODUCT_NAME,
  plural,
  TAX_STATEMENT_MSG,
} from '@app/contract';
import { centsText, csvLine } from '../../lib/csv.ts';
import { holdingsCsv, type Paper, statementDocument, statementHeading } from './statement-documents.ts';
import { printable } from './statement-fonts.ts';
import type { TaxStatement } from './tax-statements.service.ts';

/** The yearly tax statement as a PDF or a CSV file: the same lines, for a person or a spreadsheet. */

const usd = (cents: number) => formatUsd(centsToDollars(cents), 'en-US');
const day = (d: Date) => formatDate(d, { timeZone: 'UTC' });
const lastDay = (s: TaxStatement) => new Date(s.asOf.getTime() - 1);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The summary's lines, in the order both files print them: label and cents. */
export function taxLines(s: TaxStatement): [string, number][] {
  return [
    [`Wallet balance on ${isoDay(s.start)}`, s.openingCents],
    ['Deposits', s.depositsCents],
    ['Withdrawals', s.withdrawalsCents],
    ['Invested in holdings', s.investedCents],
    ['Principal repaid at maturity', s.principalRepaidCents],
    ['Returns received', s.returnsReceivedCents],
    ['Fees paid', s.feesPaidCents],
    ['Recoveries received', s.recoveriesCents],
    ['Refunds of cancelled purchases', s.refundsCents],
    ['Written off (principal lost)', s.writeOffsCents],
    ['Balance adjustments', s.adjustmentsCents],
    [`Wallet balance on ${isoDay(lastDay(s))}`, s.closingCents],
  ];
}

export function taxStatementPdf(s: TaxStatement, paper: Paper = 'a4'): Readable {
  const { doc, left, width, bottom } = statementDocument(paper, `${PRODUCT_NAME} tax statement ${s.year}`);
  const pair = (label: string, value: string) => {
    if (doc.y + 14 > bottom) doc.addPage();
    const y = doc.y;
    doc.text(printable(label), left, y, { width: width - 130 });
    doc.text(value, left + width - 120, y, { width: 120, align: 'right' });
  };

  statementHeading(doc, {
    subtitle: `Annual tax statement · ${s.year}`,
    owner: s.owner,
    period: `${day(s.start)} – ${day(lastDay(s))}`,
    width,
  });
  doc.moveDown();
  doc.font('Bold').fontSize(12).text('Summary', left, doc.y);
  doc.font('Body').fontSize(10).moveDown(0.3);
  for (const [label, cents] of taxLines(s)) pair(label, usd(cents));
  doc.moveDown();
  doc
    .font('Bold')
    .fontSize(12)
    .text(`Holdings on ${day(lastDay(s))}`, left, doc.y);
  doc.font('Body').fontSize(10).moveDown(0.3);
  if (s.holdings.length === 0) doc.text('No holdings.', left, doc.y);
  for (const h of s.holdings)
    pair(
      `${h.offeringName} (${h.category}, ${plural(h.units, 'unit')}), bought ${day(h.startAt)}, matures ${day(h.maturityAt)}`,
      usd(h.amountCents),
    );
  if (s.holdings.length > 0) pair('Total invested', usd(s.holdings.reduce((a, h) => a + h.amountCents, 0)));
  doc.moveDown();
  if (doc.y + 60 > bottom) doc.addPage();
  doc
    .fontSize(9)
    .fillColor('#444')
    .text(
      `${TAX_STATEMENT_MSG.notAdvice} Amounts in US dollars, from the ${PRODUCT_NAME} ledger; the monthly statements list every movement. Holdings are shown at the amount invested, not a market value.`,
      left,
      doc.y,
      { width },
    );
  doc.end();
  return doc as unknown as Readable;
}

export function taxStatementCsv(s: TaxStatement): string {
  let out = '\uFEFF';
  out += csvLine([PRODUCT_NAME, `Tax statement ${s.year}`]);
  out += csvLine(['Customer', s.owner.name]);
  out += csvLine(['Period (UTC)', `${isoDay(s.start)} to ${isoDay(lastDay(s))}`]);
  out += csvLine(['Note', TAX_STATEMENT_MSG.notAdvice]);
  out += '\r\n';
  out += csvLine(['Line', 'Amount (USD)']);
  for (const [label, cents] of taxLines(s)) out += csvLine([label, centsText(cents)]);
  out += '\r\n';
  return out + holdingsCsv(s.holdings, 'Holding at year end');
}
