import { createHolderThroughApi } from '../support/accounts.ts';
import { checkerOnPhone, confirmItIsYou, signInAsAdmin } from '../support/admin-work.ts';
import { api, DEMO } from '../support/api.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

// A change of a held offering's return waits for a second admin (ADR 043): the demo admin edits it
// at 1280 px (a step-up first) and nothing changes; the demo checker approves it on a phone.
test('a held offering’s new return waits for a second admin, then applies', async ({ browser, page }) => {
  test.setTimeout(150_000);
  const { offering } = await createHolderThroughApi(
    'Hana Holder',
    2_000,
    { namePrefix: 'Terraced Tea Fund', investmentReturn: '12%', duration: '6 months' },
    5,
  );
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAsAdmin(page);
  await page
    .getByRole('tablist', { name: 'Admin sections' })
    .getByRole('tab', { name: 'Investments' })
    .click();
  const card = page.getByRole('article', { name: offering.name });
  await card.getByRole('button', { name: `Edit ${offering.name}` }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Investment' });
  await expect(panel.getByText('waits for a second admin')).toBeVisible();
  await panel.getByLabel('Return').fill('15%');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await confirmItIsYou(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'waits for a second admin to approve it' }),
  ).toBeVisible();
  await expect(card).toContainText('12.0% over 6 months');
  const explore = async () =>
    (await api('GET', '/auth/investments')).body.data.find((o: { _id: string }) => o._id === offering._id);
  expect((await explore()).investmentReturn).toBe('12%');

  const checker = await checkerOnPhone(browser);
  const item = checker.getByRole('article', { name: `Change of terms for ${offering.name}` });
  await expect(item).toContainText(`Change of terms: ${offering.name}`);
  await expect(item).toContainText('Return 12.0% → 15.0%');
  await expect(item).toContainText('$500.00');
  await item.scrollIntoViewIfNeeded();
  await shoot(checker, 'offering-terms-approval');
  await item.getByRole('button', { name: /^Approve / }).click();
  const dialog = checker.getByRole('dialog', { name: 'Approve change of terms?' });
  await dialog.getByRole('button', { name: 'Yes, approve' }).click();
  await confirmItIsYou(checker, DEMO.checker.password);
  await expect(
    checker.getByRole('alert').filter({ hasText: 'new terms apply to new purchases' }),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(await hasHorizontalScroll(checker)).toBe(false);
  await checker.context().close();
  expect((await explore()).investmentReturn).toBe('15%');
});
