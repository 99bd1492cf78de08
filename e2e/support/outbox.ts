import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const outboxDir = () => path.join(process.env.E2E_DATA_DIR!, 'outbox');

function decodePlainText(raw: string): string {
  const part =
    /Content-Type: text\/plain[^\n]*\nContent-Transfer-Encoding: base64\n\n([A-Za-z0-9+/=\n]+)/.exec(raw);
  return part ? Buffer.from(part[1]!.replace(/\n/g, ''), 'base64').toString('utf8') : raw;
}

/** The newest mail to `to` whose text matches, waiting for it to be written. */
export async function waitForMail(to: string, match: RegExp, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  const toLine = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');
  while (Date.now() < until) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir()).sort().reverse();
    } catch {}
    for (const f of files) {
      const raw = readFileSync(path.join(outboxDir(), f), 'utf8');
      if (!toLine.test(raw)) continue;
      const text = decodePlainText(raw);
      if (match.test(text)) return text;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${match}`);
}

export async function verificationCodeFor(email: string): Promise<string> {
  const text = await waitForMail(email, /Your code: \d{6}/);
  return /Your code: (\d{6})/.exec(text)![1]!;
}

export async function resetLinkFor(email: string): Promise<string> {
  const text = await waitForMail(email, /reset-password\//);
  return /(https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+)/.exec(text)![1]!;
}
