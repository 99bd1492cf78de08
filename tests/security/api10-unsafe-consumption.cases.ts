import path from 'node:path';
import { readMails } from '@app/test-support';
import type { AttackCase } from './attack-case.ts';
import { randomLoopbackIp } from './attack-client.ts';

/**
 * API10:2023 Unsafe Consumption of APIs. The server calls no third-party API (market data is embedded
 * in the browser; images are never fetched, see API7); what it hands on to another system is mail, so
 * user text must not be able to rewrite a mail's headers or inject markup into it.
 */
export const unsafeConsumptionCases: AttackCase[] = [
  {
    owasp: 'API10 unsafe consumption',
    name: 'CRLF in contact name and subject cannot add mail headers (Bcc, To) or a second body',
    async run(ctx, probe) {
      const { http, server } = ctx;
      const marker = `crlf${Date.now()}`;
      const res = await http.post(
        '/api/contact',
        {
          user_name: `Eve\r\nBcc: stolen@evil.example`,
          user_email: `${marker}@example.com`,
          subject: `Hello\r\nBcc: stolen@evil.example\r\nTo: all@evil.example\r\n\r\n<h1>phish</h1>`,
          message: `line one\r\n.\r\nMAIL FROM:<x@evil.example>`,
        },
        { ip: randomLoopbackIp() },
      );
      probe.status(res, [201, 400], 'contact form with CRLF injection');
      if (res.status !== 201) return;
      await server.waitForMail(server.app.config.supportEmail, new RegExp(marker), 15_000);
      const mail = readMails(path.join(server.dataDir, 'outbox'), server.app.config.supportEmail).find((m) =>
        Object.values(m.parts).some((t) => t.includes(marker)),
      );
      probe.check(Boolean(mail), 'support mail not found');
      if (!mail) return;
      probe.check(!/^Bcc:/im.test(mail.headers), 'an injected Bcc header reached the mail');
      probe.check(!/^To: .*evil\.example/im.test(mail.headers), 'an injected To header reached the mail');
      probe.check(!/^MAIL FROM/m.test(mail.raw), 'an SMTP command line in the body');
    },
  },
  {
    owasp: 'API10 unsafe consumption',
    name: 'user text in mails is escaped in the HTML part (name, bank, contact message)',
    async run(ctx, probe) {
      const { http, server } = ctx;
      const xss = '<img src=x onerror=alert(1)>';
      const marker = `xssmail${Date.now()}`;
      const res = await http.post(
        '/api/contact',
        {
          user_name: `Eve ${xss}`,
          user_email: `${marker}@example.com`,
          subject: `S ${xss}`,
          message: `M ${xss}`,
        },
        { ip: randomLoopbackIp() },
      );
      probe.status(res, 201, 'contact form with markup');
      await server.waitForMail(server.app.config.supportEmail, new RegExp(marker), 15_000);
      const mail = readMails(path.join(server.dataDir, 'outbox'), server.app.config.supportEmail).find((m) =>
        Object.values(m.parts).some((t) => t.includes(marker)),
      );
      const html = mail?.parts['text/html'] ?? '';
      probe.check(html.length > 0, 'no HTML part found');
      probe.check(!html.includes('<img src=x'), 'raw markup in the HTML part of the mail');
      probe.check(html.includes('&lt;img src=x'), 'markup not shown as text in the HTML part');
    },
  },
];
