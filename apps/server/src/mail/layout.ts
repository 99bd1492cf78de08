import { PRODUCT_NAME } from '@app/contract';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailContent {
  subject: string;
  greeting: string;
  /** Paragraphs of plain text; escaped for the HTML part. */
  lines: string[];
  /** A big code to copy, if any. */
  code?: string;
  action?: { label: string; url: string };
  footer?: string;
}

/** Every email: a plain-text part and a simple HTML part with the same words. */
export function renderMail(to: string, c: MailContent): MailMessage {
  const footer = c.footer ?? `You are receiving this because you have an account with ${PRODUCT_NAME}.`;
  const text = [
    c.greeting,
    '',
    ...c.lines.flatMap((l) => [l, '']),
    ...(c.code ? [`Your code: ${c.code}`, ''] : []),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    `— ${PRODUCT_NAME}`,
    '',
    footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#065f46;font-size:20px">${escapeHtml(PRODUCT_NAME)}</h1>
<p>${escapeHtml(c.greeting)}</p>
${c.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${c.code ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(c.code)}</p>` : ''}
${c.action ? `<p><a href="${escapeHtml(c.action.url)}" style="background:#065f46;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(c.action.label)}</a></p><p style="font-size:12px;color:#6b7280">${escapeHtml(c.action.url)}</p>` : ''}
<hr style="border:none;border-top:1px solid #e5e7eb"><p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject: `${c.subject} — ${PRODUCT_NAME}`, text, html };
}
