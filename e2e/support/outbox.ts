import path from 'node:path';
import { readMails, waitForMail as waitForOutboxMail } from '@app/test-support';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR!, 'outbox');
const RESET_LINK = /(https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+)/;

/** The text of the newest mail to `to` whose text matches, waiting for it to be written. */
export async function waitForMail(to: string, match: RegExp, timeoutMs = 10_000): Promise<string> {
  return (await waitForOutboxMail(outboxDir(), to, match, timeoutMs)).text;
}

export async function verificationCodeFor(email: string): Promise<string> {
  const text = await waitForMail(email, /Your code: \d{6}/);
  return /Your code: (\d{6})/.exec(text)![1]!;
}

export async function resetLinkFor(email: string): Promise<string> {
  const text = await waitForMail(email, RESET_LINK);
  return RESET_LINK.exec(text)![1]!;
}

/** The mails `to` has so far, by file name: what a wait for the next one must not answer with. */
export function mailsSoFar(to: string): Set<string> {
  return new Set(readMails(outboxDir(), to).map((m) => m.file));
}

/**
 * The reset link of a mail to `email` written after `before` was taken, waiting for it: other mails
 * (a sign-in alert) may come first, and an older reset mail does not count.
 */
export async function newResetLinkFor(email: string, before: Set<string>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMails(outboxDir(), email).find((m) => !before.has(m.file) && RESET_LINK.test(m.text));
    if (mail) return RESET_LINK.exec(mail.text)![1]!;
    if (Date.now() >= until) throw new Error(`no new mail to ${email} with a reset link`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
