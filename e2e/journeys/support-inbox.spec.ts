import { expectNoAxeViolations } from '../support/a11y.ts';
import { createSignedInCustomer } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin-work.ts';
import { loginThroughUi } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

for (const [label, size] of Object.entries(VIEWPORTS)) {
  test(`a complaint: opened, acknowledged, answered, closed with an outcome (${label})`, async ({
    page,
    browser,
  }) => {
    const subject = `Fee charged twice ${label} ${Date.now().toString(36)}`;
    const customer = await createSignedInCustomer(`Cora Complains ${label}`);
    await page.setViewportSize(size);
    await loginThroughUi(page, customer.email, customer.password);
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New conversation' }).click();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('What is it about?').selectOption('complaint');
    await expect(page.getByText(/answer it within 15 working days/)).toBeVisible();
    await page.getByLabel('Message').fill('The platform fee was taken twice\non my last purchase.');
    await shoot(page, 'support-new-complaint');
    await page.getByRole('button', { name: 'Send to support' }).click();

    await expect(page).toHaveURL(/\/chat\?thread=/);
    const reference = (await page.getByText(/Reference CP-/).textContent())!.match(/CP-[2-9A-Z]{6}/)![0];
    await waitForMail(customer.email, new RegExp(`We received your complaint ${reference}`));
    await expect(page.getByText('Waiting for support')).toBeVisible();

    // The admin answers from the console's Support tab.
    const adminContext = await browser.newContext({ viewport: size });
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    await adminPage.getByRole('tab', { name: 'Support' }).click();
    const row = adminPage
      .getByRole('list', { name: 'Support conversations' })
      .getByRole('button', { name: new RegExp(subject) });
    await expect(row).toContainText('Due');
    await row.click();
    await adminPage.getByRole('button', { name: 'Take it' }).click();
    await expect(adminPage.getByText(/^Taken by/).first()).toBeVisible();
    await adminPage.getByLabel('Answer').fill('We are sorry: the second fee is being refunded.');
    await adminPage.getByRole('button', { name: 'Send' }).click();
    await expect(adminPage.getByText('We are sorry: the second fee is being refunded.')).toBeVisible();
    await expectNoAxeViolations(adminPage);
    await shoot(adminPage, 'support-console');

    // The customer sees the reply (and a notification) and is mailed.
    await waitForMail(customer.email, new RegExp(`Support answered: ${subject}`));
    await page.reload();
    await expect(page.getByText('We are sorry: the second fee is being refunded.')).toBeVisible();
    await expect(page.getByText('Answered', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();

    // A complaint closes only with a written outcome.
    await adminPage.getByRole('button', { name: 'Close conversation' }).click();
    await expect(adminPage.getByText('Write the outcome of the complaint before closing it.')).toBeVisible();
    await adminPage.getByLabel(/^Outcome/).fill('Upheld: the double fee is refunded to your cash.');
    await adminPage.getByRole('button', { name: 'Close conversation' }).click();
    await expect(adminPage.getByRole('button', { name: 'Close conversation' })).toBeHidden();
    await expect(adminPage.getByText('Upheld: the double fee is refunded to your cash.')).toBeVisible();
    await adminContext.close();

    await waitForMail(customer.email, new RegExp(`final answer to your complaint ${reference}`, 'i'));
    await page.reload();
    await expect(page.getByText('Upheld: the double fee is refunded to your cash.')).toBeVisible();
    await expect(page.getByText('This conversation is closed.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shoot(page, 'support-thread-closed');
  });
}
