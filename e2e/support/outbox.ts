import path from 'node:path';
import { waitForMail as waitForOutboxMail } from '@app/test-support';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** The text of the newest mail to `to` whose text matches, waiting for it to be written. */
export async function waitForMail(to: string, match: RegExp, timeoutMs = 10_000): Promise<string> {
  return (await waitForOutboxMail(outboxDir(), to, match, timeoutMs)).text;
}

export async function verificationCodeFor(email: string): Promise<string> {
  const text = await waitForMail(email, /Your code: \d{6}/);
  return /Your code: (\d{6})/.exec(text)![1]!;
}

export async function resetLinkFor(email: string): Promise<string> {
  const text = await waitForMail(email, /reset-password\//);
  return /(https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+)/.exec(text)![1]!;
}
