import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { hasHorizontalScroll, shoot, VIEWPORTS } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

const PUBLIC_ROUTES = [
  '/',
  '/about-us',
  '/blog',
  '/blog/build-an-emergency-fund-first',
  '/blog/common-beginner-investing-mistakes',
  '/blog/index-funds-explained',
  '/blog/inflation-and-your-savings',
  '/blog/setting-investment-goals',
  '/blog/cryptocurrency-what-to-know',
  '/trust',
  '/terms',
  '/faqs',
  '/statistics',
  '/contact-us',
];

/** Console errors and failed requests to our own server; third-party embeds may fail offline. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  const own = (url: string) => url.startsWith(process.env.E2E_BASE_URL!);
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const where = m.location().url ?? '';
    if (where && !own(where)) return;
    if (/tradingview|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::ERR_/i.test(m.text())) return;
    problems.push(`console: ${m.text()}`);
  });
  page.on('requestfailed', (r) => {
    // ERR_ABORTED: a lazy chunk still loading when the test navigated on; not a server failure.
    if (own(r.url()) && r.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (own(r.url()) && r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
  });
  return problems;
}

for (const route of PUBLIC_ROUTES) {
  test(`${route} renders at 390 and 1280 px with its own title, no horizontal scroll, no errors, no axe violations`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    for (const size of Object.values(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.goto(route);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await hasHorizontalScroll(page), `horizontal scroll at ${size.width}px`).toBe(false);
    }
    await expect(page).toHaveTitle(/Verdant Invest/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('each public page has a distinct title', async ({ page }) => {
  const titles = new Set<string>();
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(PUBLIC_ROUTES.length);
});

test('the landing page shows the ten sections in order and its calls to action lead to sign-up and login', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/We make it easy for everyone to invest/);
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  const order = [
    'Our Best Services',
    'These are why you should use',
    'How investing works',
    'Join our community of investors',
  ];
  const positions = order.map((h) => headings.findIndex((t) => t.includes(h)));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await page
    .getByRole('link', { name: /get started/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signup/);
  await shoot(page, 'marketing-signup-from-landing');
  await page.goto('/');
  await shoot(page, 'marketing-landing');
});

test('accordions keep one item open at a time and clicking the open one closes it', async ({ page }) => {
  await page.goto('/faqs');
  const buttons = page.locator('button[aria-expanded]').filter({ hasText: /\?/ });
  const first = buttons.nth(0);
  const second = buttons.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('role', 'region');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('button[aria-expanded="true"]').filter({ hasText: /\?/ })).toHaveCount(0);
});

test('the mobile menu opens and closes with the keyboard and returns the focus', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: /^login$/i })).toBeVisible();
  await expect(menu.getByRole('link', { name: /sign ?up/i })).toBeVisible();
  await shoot(page, 'marketing-mobile-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('the join form validates the email and opens sign-up with it filled in', async ({ page }) => {
  await page.goto('/');
  const join = page.getByRole('form', { name: 'Join with your email' });
  const email = join.getByLabel('Email address');
  // Before hydration the browser's own validation holds the plain GET form; after it, ours does.
  await email.fill('not-an-email');
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(join).toHaveAttribute('novalidate', '');
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(join.getByRole('alert')).toHaveText(/valid email/i);
  await expect(page).toHaveURL(/\/$/);
  await email.fill('joiner@example.com');
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/signup\?email=joiner%40example\.com/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('joiner@example.com');
});

test('the contact form validates, sends to the server and says SUCCESS!', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/full name is required/i)).toBeVisible();
  await page.getByLabel('Full Name').fill('Casey Contact');
  await page.getByLabel('Email').fill('casey@example.com');
  await page.getByLabel('Subject').fill('A question about fees');
  await page.getByLabel('Message').fill('Do you charge for withdrawals?');
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('SUCCESS!')).toBeVisible();
});

test('an unknown path shows the 404 page inside the public layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/not found|404/i).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('returns are advertised honestly: the footer states capital at risk', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(/capital (is )?at risk/i);
  await page.goto('/terms');
  await expect(page.getByText(/18/).first()).toBeVisible();
});
