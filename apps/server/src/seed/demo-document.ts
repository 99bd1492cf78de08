import PDFDocument from 'pdfkit';

/**
 * The demo customer's identity document: one page marked SPECIMEN, submitted and approved through the
 * KYC services like a real one, so the demo's identity check has a file and a history to show.
 */
export function demoPassportPdf(p: { name: string; number: string; dob: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [420, 297],
    margin: 28,
    info: { Title: `Demo passport of ${p.name}` },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.rect(14, 14, 392, 269).lineWidth(2).stroke('#125a42');
  doc.fillColor('#125a42').fontSize(18).text('PASSPORT', 28, 30);
  doc.fillColor('#b91c1c').fontSize(12).text('SPECIMEN - demo data, not a real document', 28, 56);
  doc.fillColor('black').fontSize(11);
  for (const [label, value, y] of [
    ['Name', p.name, 100],
    ['Passport number', p.number, 130],
    ['Date of birth', p.dob, 160],
  ] as const) {
    doc.text(`${label}:`, 28, y, { continued: true }).text(` ${value}`);
  }
  doc.end();
  return bytes;
}
