import path from 'node:path';
import { expectDialogAccessible } from '../support/a11y.ts';
import { createSignedInCustomer } from '../support/accounts.ts';
import { checkerOnPhone, confirmItIsYou, signInAsAdmin } from '../support/admin-work.ts';
import { api, apiLogin, DEMO } from '../support/api.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

// One approval gate (ADR 043): the demo admin asks at 1280 px (a step-up first), the demo checker
// approves one and rejects the other with a reason on a phone (390 px), on the one approval card.
test('ask with a step-up, approve as a second admin, reject with a reason', async ({ browser, page }) => {
  // Two admins, two sign-ins and two step-ups on a shared machine.
  test.setTimeout(150_000);
  const [approved, rejected] = await Promise.all([
    createSignedInCustomer('Gale Approved'),
    createSignedInCustomer('Rory Rejected'),
  ]);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAsAdmin(page);

  for (const [customer, dollars, step] of [
    [approved, '15000', true],
    [rejected, '12000', false],
  ] as const) {
    await page.getByLabel('Search users by name or email').fill(customer.email);
    // The search settles first: a row of the list before it may be replaced while its editor opens.
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(customer.email).replace(/\./g, '\\.')}`));
    const row = page.getByRole('table').getByRole('row').filter({ hasText: customer.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Edit balance of ${customer.name}` }).click();
    await row.getByLabel('New balance (USD)').fill(dollars);
    // The editor says the change in words before it is confirmed.
    const words = `+$${Number(dollars).toLocaleString('en-US')}.00 to ${customer.name}`;
    await expect(row.getByText(words)).toBeVisible();
    await row.getByLabel('Reason for the change').fill(`Goodwill for ${customer.name}`);
    if (step)
      await row.screenshot({
        path: path.resolve(import.meta.dirname, '..', 'screenshots', 'approval-gate-editor.png'),
      });
    await row.getByRole('button', { name: 'Confirm new balance' }).click();
    // A balance edit moves money: the password again first (once within 10 minutes).
    if (step) await confirmItIsYou(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'waits for a second admin' }).first(),
    ).toBeVisible();
  }
  expect((await api('GET', '/auth/me', undefined, approved.token)).body.balance).toBe(0);
  await shoot(page, 'approval-gate-asked');

  const checker = await checkerOnPhone(browser);
  await expect(checker).toHaveURL(/tab=approvals/);
  const first = checker.getByRole('article', { name: `Balance adjustment for ${approved.name}` });
  await expect(first).toContainText('+$15,000.00');
  await expect(first).toContainText('Expires');
  await first.getByRole('button', { name: /^Approve / }).click();
  const approveDialog = checker.getByRole('dialog', { name: 'Approve balance adjustment?' });
  await expect(approveDialog).toBeVisible();
  await expectDialogAccessible(checker);
  await shoot(checker, 'approval-gate-approve', { fullPage: false });
  await approveDialog.getByRole('button', { name: 'Yes, approve' }).click();
  await confirmItIsYou(checker, DEMO.checker.password);
  await expect(
    checker.getByRole('alert').filter({ hasText: 'Adjustment approved and booked.' }),
  ).toBeVisible();
  await expect(first).toHaveCount(0);
  expect((await api('GET', '/auth/me', undefined, approved.token)).body.balance).toBe(15_000);

  const second = checker.getByRole('article', { name: `Balance adjustment for ${rejected.name}` });
  await second.getByRole('button', { name: /^Reject / }).click();
  const rejectDialog = checker.getByRole('dialog', { name: 'Reject balance adjustment?' });
  await rejectDialog.getByRole('button', { name: 'Yes, reject' }).click();
  // No reason, no rejection: the dialog stays open and says what is missing.
  await expect(rejectDialog.getByText('Give the reason for the rejection')).toBeVisible();
  await rejectDialog.getByLabel('Reason for the rejection').fill('No ticket for this goodwill');
  await shoot(checker, 'approval-gate-reject', { fullPage: false });
  await rejectDialog.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(checker.getByRole('alert').filter({ hasText: 'Adjustment rejected' })).toBeVisible();
  await expect(second).toHaveCount(0);
  expect(await hasHorizontalScroll(checker)).toBe(false);
  await checker.context().close();

  const { token } = await apiLogin(DEMO.admin.email, DEMO.admin.password);
  const history = await api('GET', '/auth/admin/approvals?status=rejected', undefined, token);
  const mine = history.body.data.find((a: { userId?: { _id: string } }) => a.userId?._id === rejected.id);
  expect(mine).toMatchObject({ status: 'rejected', decisionReason: 'No ticket for this goodwill' });
  expect((await api('GET', '/auth/me', undefined, rejected.token)).body.balance).toBe(0);
});
