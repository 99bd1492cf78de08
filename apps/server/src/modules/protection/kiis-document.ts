import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  centsToDollars,
  formatDate,
  formatDuration,
  formatFeePercent,
  formatUsd,
  KIIS_SECTIONS,
  type Kiis,
  PRODUCT_NAME,
  PROTECTION_MSG,
  RISK_WARNING,
  returnBasisOf,
} from '@app/contract';
import PDFDocument from 'pdfkit';
import type { offerings } from '../../db/schema.ts';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** DejaVu Sans, as the statements print (any Latin, Greek or Cyrillic name prints as written). */
function sheetFonts() {
  const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  fonts ??= { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  return fonts;
}

/** The sheet is a short document: at most this many pages, whatever the admin wrote. */
export const KIIS_MAX_PAGES = 6;

/**
 * An offering's key information sheet as a PDF (kiis-sheets.ts builds it in a worker thread and
 * keeps it while it is unchanged): the risk warning first, the offering's terms and id, the admin's five sections, the reflection
 * period. Sections are capped in length by the contract (KIIS_SECTION_MAX), which keeps the longest
 * sheet well inside KIIS_MAX_PAGES (kiis.test.ts prints one).
 */
export function kiisPdf(offering: typeof offerings.$inferSelect, kiis: Kiis): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: 50, right: 50 },
    bufferPages: true,
    info: { Title: `Key investment information sheet: ${offering.name}`, Author: PRODUCT_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = sheetFonts();
  doc.registerFont('Body', regular);
  doc.registerFont('Bold', bold);
  const left = 50;
  const width = doc.page.width - 100;

  doc.font('Bold').fontSize(16).text(PRODUCT_NAME, left, 50);
  doc.font('Body').fontSize(10).fillColor('#444').text('Key investment information sheet');
  doc.fillColor('black').moveDown();
  doc.font('Bold').fontSize(14).text(offering.name);
  doc.font('Body').fontSize(10).text(`Offering id: ${offering.id}`);
  doc.moveDown(0.5);
  doc.font('Bold').fillColor('#9a1c1c').text('Risk warning', { width });
  doc.font('Body').fillColor('black').text(RISK_WARNING, { width });
  doc.moveDown(0.5);
  const term = { count: offering.termCount, unit: offering.termUnit };
  // The return with its period: a bare "12%" reads as a year's return on a 6-month term.
  const basis = returnBasisOf(offering.returnBps, term);
  const terms: [string, string][] = [
    ['Category', offering.category],
    ['Expected return', `${basis.overTerm}, ${basis.annual} (simple rate, not compounded)`],
    ['Term', formatDuration(term)],
    ['Price per unit', formatUsd(centsToDollars(offering.pricePerUnitCents), 'en-US')],
    ['Management charge', formatFeePercent(offering.managementFeeBps) || 'None'],
  ];
  for (const [label, value] of terms) doc.text(`${label}: ${value}`, { width });
  doc.moveDown();

  for (const section of KIIS_SECTIONS) {
    doc.font('Bold').fontSize(12).text(section.title, left, doc.y, { width });
    doc.font('Body').fontSize(10).text(kiis[section.key], { width });
    doc.moveDown();
  }
  doc.font('Bold').fontSize(12).text('Reflection period', left, doc.y, { width });
  doc.font('Body').fontSize(10).text(PROTECTION_MSG.reflectionStatement, { width });
  doc.moveDown();
  doc
    .fontSize(8)
    .fillColor('#444')
    .text(
      `This sheet was prepared by ${PRODUCT_NAME} from information given by the issuer. It is not investment advice. Information as of ${formatDate(offering.updatedAt, { timeZone: 'UTC' })} (UTC).`,
      { width },
    );

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Inside the bottom margin: without this pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor('#444')
      .text(
        `${PRODUCT_NAME} · Offering ${offering.id} · Page ${i + 1} of ${range.count}`,
        left,
        doc.page.height - 40,
        {
          width,
          align: 'center',
          lineBreak: false,
        },
      );
  }
  doc.end();
  return done;
}
