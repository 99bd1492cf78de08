import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMail } from '@app/test-support';
import { loadConfigOrExit } from '../config.ts';

/**
 * `npm run mail:last`: the newest mail the development server wrote to DATA_DIR/outbox (no SMTP_URL),
 * as readable text: who it is to, its subject and its plain-text body decoded, so a sign-up code can
 * be read without opening an .eml file. `npm run mail:last -- someone@example.com` takes the newest to
 * that address. Exits 2 when there is no such mail.
 */
function main() {
  const outbox = path.join(loadConfigOrExit().dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    // no outbox folder yet: the same answer as an empty one
  }
  const to = process.argv[2]?.toLowerCase();
  const mail = files
    .sort()
    .reverse()
    .map((file) => parseMail(file, readFileSync(path.join(outbox, file), 'utf8')))
    .find((m) => !to || (/^To: (.*)$/im.exec(m.headers)?.[1] ?? '').toLowerCase().includes(to));
  if (!mail) {
    console.error(`No mail${to ? ` to ${to}` : ''} in ${outbox} yet.`);
    process.exit(2);
  }
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.headers)?.[1] ?? '';
  console.log(
    [
      `File:    ${path.join(outbox, mail.file)}`,
      `To:      ${header('To')}`,
      `Date:    ${header('Date')}`,
      `Subject: ${mail.subject}`,
      '',
      mail.text.trim(),
    ].join('\n'),
  );
}

main();
