import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One mail of an outbox folder, as the server's file transport wrote it. */
export interface OutboxMail {
  file: string;
  raw: string;
  /** The header block, as written. */
  headers: string;
  /** The Subject header, RFC 2047 words decoded. */
  subject: string;
  /** The plain-text part, decoded (the raw message when it has none). */
  text: string;
  /** Every text part decoded (base64 or quoted-printable), keyed by content type. */
  parts: Record<string, string>;
}

function decodePart(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    // Escapes are bytes: a character such as "—" spans several, so they decode together as UTF-8.
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeSubject(headers: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(headers)?.[1] ?? '';
  const subject = folded.replace(/\r?\n[ \t]/g, ' ').replace(/\?=\s+=\?/g, '?==?');
  // Adjacent encoded words join without the folding space, and their bytes decode together because
  // one UTF-8 character may span two words.
  return subject.replace(/(?:=\?UTF-8\?([BQ])\?(.*?)\?=)+/gi, (run: string) => {
    const bytes = [...run.matchAll(/=\?UTF-8\?([BQ])\?(.*?)\?=/gi)].map(([, enc, data]) =>
      enc!.toUpperCase() === 'B'
        ? Buffer.from(data!, 'base64')
        : Buffer.from(
            data!
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** Decodes one `.eml` file's text. */
export function parseMail(file: string, raw: string): OutboxMail {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const parts: Record<string, string> = {};
  for (const m of raw.matchAll(
    /Content-Type: (text\/[a-z]+)[^\n]*\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)(?=\r?\n--|$)/g,
  )) {
    parts[m[1]!] = decodePart(m[3]!, m[2]!);
  }
  return { file, raw, headers, subject: decodeSubject(headers), text: parts['text/plain'] ?? raw, parts };
}

const toLine = (to: string) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');

/** The mails of `outboxDir` (DATA_DIR/outbox) sent to `to`, oldest first. */
export function readMails(outboxDir: string, to: string): OutboxMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).sort();
  } catch {
    return [];
  }
  const recipient = toLine(to);
  return files
    .map((file) => ({ file, raw: readFileSync(path.join(outboxDir, file), 'utf8') }))
    .filter((m) => recipient.test(m.raw))
    .map(({ file, raw }) => parseMail(file, raw));
}

/** The newest mail to `to` whose text or subject matches, waiting for the server to write it. */
export async function waitForMail(
  outboxDir: string,
  to: string,
  match: RegExp,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails(outboxDir, to)
      .reverse()
      .find((m) => match.test(m.text) || match.test(m.subject));
    if (found) return found;
    if (Date.now() >= until) throw new Error(`no mail to ${to} matching ${match}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The 6-digit code of the newest sign-up or resend mail to `to`. */
export async function verificationCode(outboxDir: string, to: string): Promise<string> {
  const mail = await waitForMail(outboxDir, to, /Your code: \d{6}/);
  return /Your code: (\d{6})/.exec(mail.text)![1]!;
}
