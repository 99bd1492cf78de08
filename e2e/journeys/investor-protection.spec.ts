import type { Page } from '@playwright/test';
import { expectDialogAccessible, expectNoAxeViolations } from '../support/a11y.ts';
import { createInvestor, createOfferingThroughApi } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin-work.ts';
import { loginThroughUi } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';
import { answerKnowledgeTest } from '../support/protection.ts';
import { shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

// Investor protection (ADR 033) as a new customer meets it on a first purchase: the knowledge test
// and capacity for loss in the invest panel, the key information sheet, consent to a large order,
// then a change of mind inside the 4-day reflection period, and what the admin sees of it all.

const RISK_WARNING =
  'An investment in this offering includes the risk of losing the entirety of the money invested.';

async function openInvestPanel(page: Page, offeringName: string) {
  await page.goto('/investments?tab=explore');
  await page
    .getByRole('list', { name: 'Investment offerings' })
    .getByRole('article', { name: offeringName })
    .getByRole('button', { name: `Invest in ${offeringName}` })
    .click();
  const panel = page.getByRole('dialog', { name: 'Invest Now' });
  await expect(panel).toBeVisible();
  return panel;
}

test('a first purchase takes the test, reads the sheet, consents to a large order, is cancelled in the period; the admin sees it', async ({
  page,
}) => {
  // A verified customer with $10,000 who has never invested; an offering at $1,000 a unit.
  const customer = await createInvestor('Nora Newcomer', 10_000, { tested: false });
  const offering = await createOfferingThroughApi({
    name: `Protected Orchard ${Date.now().toString(36)}`,
    pricePerUnit: 1_000,
  });
  await page.setViewportSize(VIEWPORTS.phone);
  await loginThroughUi(page, customer.email, customer.password);

  // Invest Now leads to the knowledge test first.
  let panel = await openInvestPanel(page, offering.name);
  await expect(panel.getByRole('form', { name: 'Knowledge test' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Confirm investment' })).toHaveCount(0);
  await expectDialogAccessible(page);
  await shoot(page, 'protection-knowledge-test', { fullPage: false });
  // Nothing answered: each question says so.
  await panel.getByRole('button', { name: 'See my result' }).click();
  await expect(panel.getByText('Please answer every question.').first()).toBeVisible();
  // Net worth 60,000 + 40,000 − 10,000 = $90,000: capacity for loss $9,000, consent above $4,500.
  await answerKnowledgeTest(panel);
  await panel.getByRole('button', { name: 'See my result' }).click();

  // … and back to the order, with the working of the capacity for loss.
  const capacity = panel.getByTestId('capacity');
  await expect(capacity).toContainText(
    '$60,000.00 income + $40,000.00 savings − $10,000.00 commitments = $90,000.00',
  );
  await expect(capacity).toContainText('Capacity for loss: 10% of your net worth = $9,000.00');
  await expect(panel.getByTestId('reflection-period')).toContainText('4 calendar days');
  await panel.getByLabel('Units').fill('5');
  // $5,000 is above the higher of $1,000 and 5% of $90,000: the fixed warning and a tick.
  const warning = panel.getByRole('status').filter({ hasText: 'A large order for your finances' });
  await expect(warning).toContainText(RISK_WARNING);

  // The tick waits until the key information sheet is opened; it opens as a PDF named after the offering.
  const sheetTick = panel.getByLabel('I have read the key information sheet of this offering.');
  await expect(sheetTick).toBeDisabled();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Open the key information sheet (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`${offering.name} - key information sheet.pdf`);
  await expect(sheetTick).toBeEnabled();

  // Confirm without the ticks: both are asked for, nothing is bought.
  await panel.getByRole('button', { name: 'Confirm investment' }).click();
  await expect(
    panel.getByText('Please open and acknowledge the key information sheet of this offering first.'),
  ).toBeVisible();
  await expect(panel.getByText('Tick the box to confirm you understand this warning.')).toBeVisible();
  await panel.getByLabel('I have read the key information sheet of this offering.').check();
  await panel.getByLabel('I understand this warning and want to place this order.').check();
  await expect(panel.getByText('Tick the box to confirm you understand this warning.')).toHaveCount(0);
  await expectDialogAccessible(page);
  await shoot(page, 'protection-invest-consent', {
    fullPage: false,
    prepare: () =>
      panel.getByLabel('I understand this warning and want to place this order.').scrollIntoViewIfNeeded(),
  });
  await panel.getByRole('button', { name: 'Confirm investment' }).click();
  await expect(page.getByText('Investment successful.')).toBeVisible();
  await expect(panel).toBeHidden();
  await waitForMail(customer.email, /4 calendar days to change your mind/);

  // The holding is in its reflection period, with a one-click cancel.
  const holding = page
    .getByRole('list', { name: 'My investments' })
    .getByRole('article', { name: offering.name });
  await expect(holding.getByText('Reflection period', { exact: true })).toBeVisible();
  await expect(holding).toContainText('You can change your mind until');
  await expect(page.getByTestId('invest-balance')).toHaveText('$4,987.50');
  await expectNoAxeViolations(page);
  await shoot(page, 'protection-holding-reflection');
  await holding.getByRole('button', { name: 'Cancel this purchase' }).click();
  await expect(
    page
      .getByText(
        'Your purchase is cancelled and the whole amount, fee included, is back in your cash balance.',
      )
      .first(),
  ).toBeVisible();
  // The whole $5,012.50, fee included, is back; the holding is listed as cancelled.
  await expect(page.getByTestId('invest-balance')).toHaveText('$10,000.00');
  await expect(holding).toHaveCount(0);
  await page.getByRole('tab', { name: 'Completed' }).click();
  const cancelled = page
    .getByRole('list', { name: 'Completed investments' })
    .getByRole('article', { name: offering.name });
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  await waitForMail(customer.email, /is cancelled/);
  await shoot(page, 'protection-cancelled');

  // A second purchase goes straight to the order: the test holds for 2 years.
  panel = await openInvestPanel(page, offering.name);
  await expect(panel.getByLabel('Units')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The admin's view: test result and date, capacity, consent and acknowledgement, the report.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAsAdmin(page);
  await page.goto(`/admin-dashboard/users/${customer.id}`);
  const test = page.getByRole('region', { name: 'Knowledge test' });
  await expect(test).toContainText('Appropriate');
  await expect(test).toContainText('Capacity for loss: 10% of your net worth = $9,000.00');
  const protection = page.getByRole('region', { name: /^Holdings/ }).getByTestId('holding-protection');
  await expect(protection).toContainText('Large-order consent: given');
  await expect(protection).toContainText('Key information sheet: acknowledged');
  await expect(page.getByRole('list', { name: 'Activity about this customer' })).toContainText(
    'Purchase cancelled in the reflection period',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'protection-admin-customer');
  await page.goto('/admin-dashboard?tab=reports');
  const report = page.getByRole('region', { name: 'Cancellations in the reflection period' });
  await expect(report.getByRole('row', { name: new RegExp(offering.name) })).toContainText('$5,012.50');
  await shoot(page, 'protection-admin-reports');
});
