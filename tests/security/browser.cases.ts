import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { type AttackCase, type Probe, SkipCase } from './attack-case.ts';
import { type Actor, type AttackContext, as, documentForm, multipart } from './attack-context.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Every name resolves nowhere except loopback: the browser cannot reach the internet, whatever a page asks.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

// Stand-ins for TradingView, served by request interception: the CSP is checked by the browser before
// any request leaves, so a blocked script or frame would show as a violation, never reach these.
const FAKE_EMBED = `(function(){var s=document.currentScript,h=s&&s.parentNode;var f=document.createElement('iframe');
f.src='https://www.tradingview-widget.com/embed-widget/fake/';f.title='fake widget';if(h)h.appendChild(f);
window.__embedScripts=(window.__embedScripts||0)+1;})();`;

async function openBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new SkipCase(`no Chromium at ${CHROMIUM}`);
  const { chromium } = await import('playwright-core').catch(() => {
    throw new SkipCase('playwright-core is not installed');
  });
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

async function watchedContext(browser: Browser, ctx: AttackContext) {
  const context = await browser.newContext({ baseURL: ctx.server.url });
  const problems: string[] = [];
  await context.route('https://s3.tradingview.com/**', (r) =>
    r.fulfill({ contentType: 'text/javascript', body: FAKE_EMBED }),
  );
  await context.route('https://*.tradingview-widget.com/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<p>fake widget</p>' }),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      w.__csp = [...(w.__csp ?? []), `${e.violatedDirective} ${e.blockedURI}`];
    });
  });
  return { context, problems };
}

function watch(page: Page, problems: string[]) {
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|frame|apply)/i.test(m.text()))
      problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog opened: ${d.message()}`);
    void d.dismiss();
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

async function seedStoredXss(ctx: AttackContext): Promise<Actor> {
  const { http, admin } = ctx;
  const victim = await ctx.signUp('Xss Seed');
  const payload = '<img src=x onerror=window.__xss=1>';
  await http.put(
    `/api/auth/admin/users-profile/${victim.id}`,
    {
      name: `X ${payload}`,
      phonenumber: '+1 555 010 2030',
      email: victim.email,
      dob: '1990-05-17',
      address: '<script>window.__xss=2</script>',
    },
    as(victim),
  );
  await http.post(
    '/api/auth/add-bank',
    {
      bankName: 'JPMorgan Chase',
      accountNumber: '000444555666',
      // In the customer's own name (ADR 046), which carries the payload.
      accountHolderName: `X ${payload}`,
      country: 'US',
      routingNumber: '021000021',
    },
    as(victim),
  );
  await http.post('/api/auth/deposit-requests', { amount: 150 }, as(victim));
  const doc = await multipart(documentForm(undefined, { idCardNumber: 'A<svg/onload=window.__xss=3>' }));
  await http.request('POST', '/api/auth/submit-document', {
    ...as(victim),
    raw: doc.raw,
    headers: { 'content-type': doc.contentType },
  });
  await http.post(
    '/api/auth/investments',
    {
      name: `Fund ${payload}`,
      img: 'https://x.example/"><img src=x onerror=window.__xss=4>',
      category: 'Crypto',
      investmentReturn: '5%',
      duration: '6 months',
      pricePerUnit: 10,
    },
    as(admin),
  );
  await http.put(
    `/api/auth/admin/edit-task/${ctx.mallory.id}`,
    { newBalanceValue: (await http.get('/api/auth/me', as(ctx.mallory))).body.balance, reason: payload },
    as(admin),
  );
  return victim;
}

/**
 * No CSP violation, no page error, no dialog, no stored script run. With `attackerImages`, blocked
 * images are expected (offerings whose picture URL an attacker pointed at http:// addresses: the CSP
 * refusing them is the defence working) and only other violations count.
 */
async function checkPage(probe: Probe, page: Page, problems: string[], what: string, attackerImages = false) {
  const expected = (v: string) => attackerImages && (/^img-src /.test(v) || /^Loading the image /.test(v));
  const found = (await violations(page)).filter((v) => !expected(v));
  probe.check(found.length === 0, `${what}: CSP violations ${found.join('; ')}`);
  const xss = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
  probe.check(xss === undefined, `${what}: stored script ran (__xss=${xss})`);
  const other = problems.splice(0).filter((p) => !expected(p));
  probe.check(other.length === 0, `${what}: ${other.join(' | ')}`);
}

/** The built web app in real Chromium under the real headers: the CSP lets the app and embeds work and blocks the rest. */
export const browserCases: AttackCase[] = [
  {
    owasp: 'API8 misconfiguration',
    name: 'Chromium: public pages run under the CSP with no violation, and the TradingView embed script and frame load',
    async run(ctx, probe) {
      if (!ctx.webDist) throw new SkipCase('web app not built (npm run build)');
      const browser = await openBrowser();
      try {
        const { context, problems } = await watchedContext(browser, ctx);
        const page = await context.newPage();
        watch(page, problems);
        await page.goto('/', { waitUntil: 'load' });
        // The landing page loads what sits below its first screen, the ticker included, once the
        // visitor moves: move as a visitor would.
        await page.mouse.move(200, 300);
        const frame = await page
          .waitForSelector('section[aria-label="Market ticker"] iframe', { timeout: 15_000 })
          .catch(() => null);
        probe.check(frame !== null, 'the ticker embed did not draw its frame');
        // The provider's script runs only inside the sandboxed frame, which draws the widget's frame.
        const inside = frame ? await frame.contentFrame() : null;
        const widget = inside
          ? await inside
              .waitForSelector('iframe[title="fake widget"]', { state: 'attached', timeout: 15_000 })
              .catch(() => null)
          : null;
        const scripts = inside
          ? await inside
              .evaluate(() => (window as unknown as { __embedScripts?: number }).__embedScripts ?? 0)
              .catch(() => 0)
          : 0;
        probe.check(scripts >= 1, 'the TradingView embed script did not run inside the sandboxed frame');
        const content = widget
          ? await (await widget.contentFrame())?.textContent('body').catch(() => null)
          : null;
        probe.check(content === 'fake widget', `the widget frame did not load (${content})`);
        await checkPage(probe, page, problems, 'landing');
        for (const path of ['/about-us', '/faqs', '/contact-us', '/login', '/signup', '/blog', '/terms']) {
          await page.goto(path, { waitUntil: 'load' });
          await page.waitForTimeout(300);
          await checkPage(probe, page, problems, path);
        }
        await context.close();
      } finally {
        await browser.close();
      }
    },
  },
  {
    owasp: 'Injection',
    name: 'Chromium: stored XSS in names, addresses, banks, documents, offerings and reasons never runs in the admin console',
    async run(ctx, probe) {
      if (!ctx.webDist) throw new SkipCase('web app not built (npm run build)');
      await seedStoredXss(ctx);
      const browser = await openBrowser();
      try {
        const { context, problems } = await watchedContext(browser, ctx);
        const { admin } = ctx;
        const stored = {
          authToken: admin.token,
          userRole: 'admin',
          userID: admin.id,
          user: JSON.stringify({ _id: admin.id, userRole: 'admin', name: 'Ada Admin' }),
        };
        await context.addInitScript((s) => {
          for (const [k, v] of Object.entries(s)) window.localStorage.setItem(k, v);
        }, stored);
        const page = await context.newPage();
        watch(page, problems);
        let sawPayload = false;
        for (const tab of ['users', 'deposits', 'withdrawals', 'investments', 'verifications', 'activity']) {
          await page.goto(`/admin-dashboard?tab=${tab}`, { waitUntil: 'load' });
          await page.waitForLoadState('networkidle').catch(() => {});
          await page.waitForTimeout(500);
          const text = (await page.textContent('body')) ?? '';
          if (text.includes('onerror=window.__xss')) sawPayload = true;
          await checkPage(probe, page, problems, `admin ${tab}`, true);
        }
        probe.check(sawPayload, 'the payloads were never shown (the admin tables did not render them)');
        await context.close();
      } finally {
        await browser.close();
      }
    },
  },
];
