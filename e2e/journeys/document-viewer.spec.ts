import { expectDialogAccessible } from '../support/a11y.ts';
import { createSignedInCustomer, giveBirthDate, submitDocumentThroughApi } from '../support/accounts.ts';
import { DEMO, loginThroughUi } from '../support/api.ts';
import { shoot } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

/** A one-page PDF with a line of text, as a scanner or a phone app would save an identity document. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 28 Tf 40 120 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 240] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    // Script in the file: a viewer that ran it would show a dialog.
    '<< /S /JavaScript /JS (app.alert\\("pdf script ran"\\)) >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /OpenAction 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

test('an admin sees a PDF identity document drawn in the page, with no frame and nothing in the file run', async ({
  page,
}) => {
  test.slow(); // PDF.js and its worker load on top of the admin console
  const customer = await createSignedInCustomer('Paula Pdf');
  await giveBirthDate(customer);
  await submitDocumentThroughApi(customer, {
    bytes: onePagePdf('PASSPORT X1234567'),
    name: 'passport.pdf',
    type: 'application/pdf',
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  await loginThroughUi(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/admin-dashboard?tab=verifications');
  const card = page.getByRole('article', { name: `Verification of ${customer.name}` });
  await card.getByRole('button', { name: 'View document' }).click();
  const viewer = page.getByRole('dialog', { name: `Document of ${customer.name}` });
  await expect(viewer).toBeVisible();
  await expectDialogAccessible(page);
  const drawn = viewer.getByRole('img', { name: `Passport of ${customer.name}, page 1 of 1` });
  await expect(drawn).toBeVisible({ timeout: 20_000 });
  // The page was really drawn: the canvas holds dark text pixels, not only white.
  const inked = await drawn.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 0) dark++;
    return dark;
  });
  expect(inked).toBeGreaterThan(100);
  await expect(viewer.locator('iframe, object, embed')).toHaveCount(0);
  await expect(viewer.getByRole('link', { name: 'Download' })).toBeVisible();
  await shoot(page, 'admin-document-viewer-pdf', { fullPage: false });
  expect(dialogs).toEqual([]);
});
