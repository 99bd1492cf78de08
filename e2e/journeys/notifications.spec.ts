import { expectNoAxeViolations } from '../support/a11y.ts';
import { createSignedInCustomer, fundThroughApi } from '../support/accounts.ts';
import { loginThroughUi } from '../support/api.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

for (const [label, size] of Object.entries(VIEWPORTS)) {
  test(`the bell counts unread notifications, opening one reads it and goes to its page (${label})`, async ({
    page,
  }) => {
    const customer = await createSignedInCustomer(`Nell Notified ${label}`);
    // A bank added (security), a deposit asked for and approved: three notifications, at least.
    await fundThroughApi(customer, 250);
    await page.setViewportSize(size);
    await loginThroughUi(page, customer.email, customer.password);

    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const before = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
    expect(before).toBeGreaterThanOrEqual(3);
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const list = page.getByRole('list', { name: 'Notifications' });
    // The UI sign-in's own alert is the newest; the approval comes next.
    await expect(list.getByRole('button').first()).toContainText(
      'You signed in from a new browser or address.',
    );
    const approved = list.getByRole('button', {
      name: /^Your deposit VI-\w+ of \$250\.00 was approved\. \(unread\)/,
    });
    await expect(approved).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shoot(page, 'notifications-list');

    // Opening one marks it read and goes to the page it concerns.
    await approved.click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(page.getByRole('link', { name: `Notifications, ${before - 1} unread` })).toBeVisible();

    await page.goto('/notifications');
    await expect(list.getByRole('button', { name: /was approved\.\s/ })).not.toContainText('(unread)');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(page.getByText('You are up to date.')).toBeVisible();
  });
}

test('Settings → Notifications turns mail off per kind; security and money mails stay on', async ({
  page,
}) => {
  const customer = await createSignedInCustomer('Tess Toggles');
  await page.setViewportSize(VIEWPORTS.phone);
  await loginThroughUi(page, customer.email, customer.password);
  await page.goto('/settings?section=notifications');

  const identity = page.getByRole('checkbox', { name: 'Identity checks' });
  await expect(identity).toBeChecked();
  const deposits = page.getByRole('checkbox', { name: /^Deposits/ });
  await expect(deposits).toBeChecked();
  await expect(deposits).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: /^Security/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  await shoot(page, 'settings-notifications');

  await identity.uncheck();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Identity checks' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'New offerings' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Identity checks' }).check();
  await expect(page.getByRole('checkbox', { name: 'Identity checks' })).toBeChecked();
});
