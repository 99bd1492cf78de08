/**
 * `npm run lint:links`: every reference to a document in the repository leads somewhere. Checks the
 * Markdown links to `.md` files and the `docs/….md` paths named in code, comments and docs of the
 * tracked files, and fails listing the ones whose file does not exist, so a newcomer can follow each.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const tracked = execFileSync(
  'git',
  ['ls-files', '*.md', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.sql', '*.sh', '*.yaml'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => f && !f.includes('node_modules/'));

const broken = [];
for (const file of tracked) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/\]\(([^)\s#]+\.md)(#[^)]*)?\)/g)) {
    const target = m[1];
    if (/^[a-z]+:/.test(target)) continue;
    if (!existsSync(path.join(path.dirname(file), target))) broken.push(`${file}: ${target}`);
  }
  for (const m of text.matchAll(/(?<![\w/.])(docs\/[\w./-]+\.md)/g)) {
    if (!existsSync(m[1])) broken.push(`${file}: ${m[1]}`);
  }
}
if (broken.length > 0) {
  console.error(`References to documents that do not exist:\n${broken.join('\n')}`);
  process.exit(1);
}
console.log(`document references: all lead somewhere (${tracked.length} files read)`);
