import { SUITABILITY_QUESTIONS } from '@app/contract/protection-rules';
import { expect, type Locator } from '@playwright/test';
import { api } from './api.ts';

/** Investor protection as the journeys meet it: the knowledge test, key information sheets. */

/** A complete key information sheet: an offering on sale needs one. */
export const COMPLETE_KIIS = {
  issuer: 'Journey Farms LLC, a family farm company.',
  useOfFunds: 'Seed, fertiliser and harvest labour.',
  risks: 'A poor harvest can delay or reduce payments; you may lose all the money invested.',
  fees: 'A platform fee on each purchase on the free plan.',
  payment: 'The amount invested and the return are paid into your wallet at maturity.',
};

const RIGHT_ANSWERS = Object.fromEntries(
  SUITABILITY_QUESTIONS.map((q) => [q.id, q.correct ?? q.options[0]!.id]),
);

/**
 * The knowledge test through the API, all answers right and a net worth of $2,050,000: orders up to
 * $102,500 then need no consent, so journeys about other things buy as before.
 */
export async function takeKnowledgeTestThroughApi(token: string) {
  const res = await api(
    'POST',
    '/auth/suitability',
    { answers: RIGHT_ANSWERS, income: 100_000, liquidAssets: 2_000_000, commitments: 50_000 },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Opens the offering's sheet (the server records it) and acknowledges it, as the invest panel does. */
export async function acknowledgeSheetThroughApi(token: string, offeringId: string) {
  const sheet = await fetch(`${process.env.E2E_BASE_URL}/api/auth/investments/${offeringId}/kiis`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(sheet.status).toBe(200);
  await sheet.arrayBuffer();
  const res = await api('POST', `/auth/investments/${offeringId}/kiis/ack`, undefined, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Answers the test in the invest panel as a person does: the right answer to each question, the figures. */
export async function answerKnowledgeTest(
  panel: Locator,
  figures = { income: '60000', liquidAssets: '40000', commitments: '10000' },
) {
  for (const q of SUITABILITY_QUESTIONS) {
    const group = panel.getByRole('group', { name: q.text });
    const option = q.options.find((o) => o.id === (q.correct ?? q.options[0]!.id))!;
    await group.getByRole('radio', { name: option.text, exact: true }).check();
  }
  await panel.getByLabel('Net yearly income (dollars)').fill(figures.income);
  await panel.getByLabel('Savings you can reach quickly (dollars)').fill(figures.liquidAssets);
  await panel.getByLabel('Yearly financial commitments (dollars)').fill(figures.commitments);
}

/**
 * Opens the offering's key information sheet, then ticks that it was read (the panel acknowledges it
 * on confirm): the tick is enabled only once the sheet was opened.
 */
export async function tickKeyInformation(panel: Locator) {
  const download = panel.page().waitForEvent('download');
  await panel.getByRole('button', { name: 'Open the key information sheet (PDF)' }).click();
  await download;
  await panel.getByLabel('I have read the key information sheet of this offering.').check();
}

/** Fills every section of the key information sheet on the admin's offering form. */
export async function fillKeyInformationForm(form: Locator) {
  await form.getByLabel('Who issues this offering').fill(COMPLETE_KIIS.issuer);
  await form.getByLabel('What the money is for').fill(COMPLETE_KIIS.useOfFunds);
  await form.getByLabel('Main risks').fill(COMPLETE_KIIS.risks);
  await form.getByLabel('Fees and charges').fill(COMPLETE_KIIS.fees);
  await form.getByLabel('How and when you are paid').fill(COMPLETE_KIIS.payment);
}
