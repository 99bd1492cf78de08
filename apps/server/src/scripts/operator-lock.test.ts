import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { DatabaseInUseError, lockFileOf } from '../db/data-dir-lock.ts';
import { users } from '../db/schema.ts';
import { DEMO_LOGINS } from '../seed/bootstrap.ts';
import { DATABASE_IN_USE_EXIT } from './operator-database.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'verdant-lock-'));
const env = { ...process.env, DATABASE_URL: '', NODE_ENV: 'test', DATA_DIR: dir };
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const run = (script: string, args: string[] = []) =>
  promisify(execFile)('npx', ['tsx', `src/scripts/${script}.ts`, ...args], { cwd: serverDir, env }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

/** `npm start` on the data directory, with the demo data; resolves once it listens. */
function startServer(): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: '0', DEMO_DATA: 'on', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('is running on')) resolve(child);
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function roleOf(email: string) {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
  try {
    const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    return row?.role;
  } finally {
    await database.close();
  }
}

describe('operator commands while a server holds the embedded database', () => {
  it('refuse, naming the process, and lose nothing; once the server stops they work', async () => {
    server = await startServer();
    expect(existsSync(lockFileOf(path.join(dir, 'db')))).toBe(true);

    const promote = await run('user-promote', [DEMO_LOGINS.customer.email]);
    expect(promote.code).toBe(DATABASE_IN_USE_EXIT);
    expect(promote.stderr).toContain(`The embedded database in ${path.join(dir, 'db')} is in use by process`);
    expect(promote.stderr).toContain('stop that server first');
    expect(promote.stderr).toContain('admin console');
    expect(promote.stdout).not.toContain('now an admin');
    const verify = await run('ledger-verify');
    expect(verify.code).toBe(DATABASE_IN_USE_EXIT);
    expect(verify.stdout).not.toContain('OK');
    // Nor does any other process open it, this test's own included.
    await expect(openDatabase({ databaseUrl: undefined, dataDir: dir })).rejects.toBeInstanceOf(
      DatabaseInUseError,
    );

    await stopped(server);
    server = undefined;
    expect(existsSync(lockFileOf(path.join(dir, 'db')))).toBe(false);
    // What the server wrote is all there, and the customer is still a customer.
    expect(await roleOf(DEMO_LOGINS.customer.email)).toBe('customer');

    const again = await run('user-promote', [DEMO_LOGINS.customer.email]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is now an admin');
    expect(await roleOf(DEMO_LOGINS.customer.email)).toBe('admin');
    expect(await roleOf(DEMO_LOGINS.admin.email)).toBe('admin');
  }, 300_000);
});
