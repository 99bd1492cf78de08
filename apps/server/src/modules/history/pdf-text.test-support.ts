import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// PDF.js reads the metrics of the standard 14 fonts from these files, for a PDF that uses one.
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** The text of each page of a PDF, as PDF.js reads it (items joined by spaces), and the page sizes. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; sizes: number[][] }> {
  const pdf = await getDocument({
    data: bytes,
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  const sizes: number[][] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter(Boolean)
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    sizes.push(page.view.slice(2).map(Math.round));
  }
  await pdf.destroy();
  return { pages, sizes };
}
