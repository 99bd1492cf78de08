import type { BrowserContext, Page } from '@playwright/test';
import { shoot } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

// Stand-ins for the widget provider, served by request interception (the real hosts are not
// reachable from the test machine): the script draws a frame as the real one does.
const FAKE_WIDGET_SCRIPT = `(function(){var s=document.currentScript;var f=document.createElement('iframe');
f.src='https://www.tradingview-widget.com/embed-widget/fake/';f.title='fake widget';
s.parentNode.appendChild(f);})();`;

async function fakeProvider(context: BrowserContext) {
  await context.route('https://s3.tradingview.com/**', (r) =>
    r.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET_SCRIPT }),
  );
  await context.route('https://*.tradingview-widget.com/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<p>fake widget</p>' }),
  );
}

function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

async function widgetFrame(page: Page) {
  await expect
    .poll(() => page.frames().some((f) => f.url().includes('/embed/market-widget.html')))
    .toBe(true);
  return page.frames().find((f) => f.url().includes('/embed/market-widget.html'))!;
}

test("the page's policy names no third-party script host, and the ticker's script runs only in a sandboxed frame", async ({
  page,
  context,
}) => {
  await fakeProvider(context);
  const landing = await page.goto('/');
  const csp = directives(landing?.headers()['content-security-policy']);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('frame-src')).toEqual(["'self'"]);
  expect([...csp.values()].flat().filter((v) => /tradingview/.test(v))).toEqual([]);

  // The ticker starts with the visitor's first interaction (lib/first-interaction.ts).
  await page.mouse.move(200, 300);
  const frame = page.locator('iframe[title="Market ticker"]');
  await expect(frame).toBeVisible();
  const sandbox = (await frame.getAttribute('sandbox'))?.split(/\s+/) ?? [];
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-same-origin');

  // Inside: an opaque origin that can read neither the page nor this origin's storage.
  const inside = await widgetFrame(page);
  expect(await inside.evaluate(() => self.origin)).toBe('null');
  expect(
    await inside.evaluate(() => {
      try {
        return window.parent.document.title;
      } catch {
        return 'refused';
      }
    }),
  ).toBe('refused');
  expect(
    await inside.evaluate(() => {
      try {
        return String(window.localStorage.length);
      } catch {
        return 'refused';
      }
    }),
  ).toBe('refused');
  await expect(inside.locator('iframe[title="fake widget"]')).toBeAttached();

  // The frame's own document is the one response whose policy lets the provider's script in.
  const embed = await page.request.get('/embed/market-widget.html');
  const embedCsp = directives(embed.headers()['content-security-policy']);
  expect(embedCsp.get('script-src')).toContain('https://s3.tradingview.com');
  expect(embedCsp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(embedCsp.get('default-src')).toEqual(["'none'"]);
});

test('with the widget host unreachable the ticker shows a quiet placeholder and the page works', async ({
  page,
  context,
}) => {
  await context.route('https://**.tradingview.com/**', (r) => r.abort('internetdisconnected'));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await page.mouse.move(200, 300);
  const ticker = page.getByRole('region', { name: 'Market ticker' });
  await expect(ticker.getByText('Live prices unavailable')).toBeVisible();
  await expect(ticker.locator('iframe')).toHaveCount(0);
  await expect(ticker.getByRole('list', { name: 'Instruments tracked' })).toContainText('Bitcoin');
  await page
    .getByRole('link', { name: /get started/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signup/);
  expect(errors).toEqual([]);
  await page.goto('/');
  await page.mouse.move(200, 300);
  await expect(ticker.getByText('Live prices unavailable')).toBeVisible();
  await shoot(page, 'market-ticker-unavailable', { fullPage: false });
});
