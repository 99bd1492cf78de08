import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface RawMail {
  file: string;
  raw: string;
  /** The header block, as written. */
  headers: string;
  /** Every text part decoded (base64 or quoted-printable), keyed by content type. */
  parts: Record<string, string>;
}

function decodePart(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  }
  return body;
}

/** The .eml files of DATA_DIR/outbox sent to `to`, with their text and HTML parts decoded. */
export function readMails(dataDir: string, to: string): RawMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(path.join(dataDir, 'outbox')).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => ({ file, raw: readFileSync(path.join(dataDir, 'outbox', file), 'utf8') }))
    .filter((m) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(m.raw))
    .map(({ file, raw }) => {
      const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
      const parts: Record<string, string> = {};
      for (const m of raw.matchAll(
        /Content-Type: (text\/[a-z]+)[^\n]*\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)(?=\r?\n--|$)/g,
      )) {
        parts[m[1]!] = decodePart(m[3]!, m[2]!);
      }
      return { file, raw, headers, parts };
    });
}
