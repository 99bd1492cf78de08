import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverDir, '../..');
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'verdant-operator-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A script as `npm run … -w apps/server` runs it: from apps/server, on the embedded database. */
const run = (script: string, env: Record<string, string>, args: string[] = []) =>
  promisify(execFile)('npx', ['tsx', `src/scripts/${script}.ts`, ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'test', ...env },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

describe('the operator commands open the database npm start uses', () => {
  it('defaults DATA_DIR to the repository root, whichever folder the command runs in', () => {
    const cwd = process.cwd();
    try {
      process.chdir(serverDir);
      expect(loadConfig({}).dataDir).toBe(path.join(repoRoot, '.data'));
    } finally {
      process.chdir(cwd);
    }
    // A relative DATA_DIR counts from where npm was started, not from the workspace it moved to.
    expect(loadConfig({ DATA_DIR: 'my-data', INIT_CWD: repoRoot }).dataDir).toBe(
      path.join(repoRoot, 'my-data'),
    );
  });

  it('ledger:verify exits 2 without creating a database where there is none', async () => {
    const dir = freshDir();
    const res = await run('ledger-verify', { DATA_DIR: dir });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(`No database at ${path.join(dir, 'db')}`);
    expect(res.stdout).not.toContain('OK');
    const promote = await run('user-promote', { DATA_DIR: dir }, ['someone@example.com']);
    expect(promote.code).toBe(2);
  }, 60_000);

  it('ledger:verify exits 2 on a database with no users, saying so instead of OK', async () => {
    const dir = freshDir();
    const database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    await database.close();
    const res = await run('ledger-verify', { DATA_DIR: dir });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Nothing to verify: no users and no ledger entries');
    expect(res.stdout).not.toContain('OK');
  }, 60_000);
});

describe('npm run mail:last', () => {
  it('prints the newest mail of the outbox, decoded, and exits 2 when there is none', async () => {
    const dir = freshDir();
    expect((await run('mail-last', { DATA_DIR: dir })).code).toBe(2);
    mkdirSync(path.join(dir, 'outbox'));
    const eml = (to: string, subject: string, body: string) =>
      [
        `To: ${to}`,
        `Subject: =?UTF-8?B?${Buffer.from(subject).toString('base64')}?=`,
        'Content-Type: multipart/alternative; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        body,
        '--b--',
        '',
      ].join('\r\n');
    writeFileSync(
      path.join(dir, 'outbox', '1700000000000-1-1.eml'),
      eml('old@example.com', 'Old', 'Your code: 111111'),
    );
    writeFileSync(
      path.join(dir, 'outbox', '1700000000001-1-2.eml'),
      eml(
        'new@example.com',
        'Verify your email — Verdant',
        'Your code: 654321=\r\n is valid =E2=80=94 30 minutes',
      ),
    );
    const res = await run('mail-last', { DATA_DIR: dir });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('To:      new@example.com');
    expect(res.stdout).toContain('Subject: Verify your email — Verdant');
    expect(res.stdout).toContain('Your code: 654321 is valid — 30 minutes');
    const older = await run('mail-last', { DATA_DIR: dir }, ['old@example.com']);
    expect(older.stdout).toContain('Your code: 111111');
  }, 60_000);
});
