import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_LOGINS } from '@app/server/testing';
import { type AttackCase, SkipCase } from './attack-case.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_DIST = path.resolve(here, '../../apps/server/dist');
const SERVER_JS = path.join(SERVER_DIST, 'server.js');
const DEMO_REMOVE_JS = path.join(SERVER_DIST, 'demo-remove.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Only what the built server reads: no DATABASE_URL or DEMO_DATA leaks in from the runner's shell. */
function serverEnv(dataDir: string, port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'production-start-attack-case-secret-0123456789',
    TOTP_SEALING_KEY: 'production-start-attack-case-sealing-key-0123',
    LEDGER_CHECKPOINT_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString(),
    PUBLIC_URL: 'https://invest.example.com',
    PLATFORM_BANK_NAME: 'Example Bank',
    PLATFORM_BANK_ACCOUNT_NAME: 'Verdant Invest client money',
    PLATFORM_BANK_ACCOUNT_NUMBER: '12345678',
    ...extra,
  };
}

interface Started {
  child: ChildProcess;
  output: () => string;
  /** The exit code, or 'listening' once /api/health answers. */
  outcome: Promise<number | 'listening'>;
}

function start(script: string, env: NodeJS.ProcessEnv, port: number, timeoutMs = 60_000): Started {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  const listening = (async () => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until && child.exitCode === null) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return 'listening' as const;
      await new Promise((r) => setTimeout(r, 250));
    }
    return new Promise<never>(() => {}); // the exit (or the timeout below) decides
  })();
  const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(-1), timeoutMs).unref());
  return { child, output: () => out, outcome: Promise.race([exited, listening, timeout]) };
}

async function stop(s: Started) {
  if (s.child.exitCode !== null) return;
  const gone = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
  if (s.child.exitCode === null) s.child.kill('SIGKILL');
}

async function demoAdminLogin(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGINS.admin),
  });
  return res.status;
}

/** API8: a production start of the built server (apps/server/dist) never serves the public demo logins. */
export const productionStartCases: AttackCase[] = [
  {
    owasp: 'API8 misconfiguration',
    name: 'production start of the built server: no DATABASE_URL, DEMO_DATA=true, or demo accounts in the database refuse to start',
    async run(_ctx, probe) {
      if (!existsSync(SERVER_JS) || !existsSync(DEMO_REMOVE_JS)) {
        throw new SkipCase('apps/server/dist is not built (npm run build -w apps/server)');
      }
      const dataDir = mkdtempSync(path.join(tmpdir(), 'verdant-prod-start-'));
      const running: Started[] = [];
      const run = async (script: string, extra: Record<string, string>) => {
        const port = await freePort();
        const s = start(script, serverEnv(dataDir, port, extra), port);
        running.push(s);
        return { s, port, outcome: await s.outcome };
      };
      try {
        // 1. Production without a database URL: no silent fall-back to an embedded database.
        const noDb = await run(SERVER_JS, { NODE_ENV: 'production' });
        probe.check(noDb.outcome !== 'listening' && noDb.outcome !== 0, `no DATABASE_URL: ${noDb.outcome}`);
        probe.check(/DATABASE_URL/.test(noDb.s.output()), `no DATABASE_URL: message: ${noDb.s.output()}`);

        // 2. DEMO_DATA=true is refused even on an embedded database chosen on purpose.
        const demo = await run(SERVER_JS, { NODE_ENV: 'production', EMBEDDED_DB: 'true', DEMO_DATA: 'true' });
        probe.check(demo.outcome !== 'listening' && demo.outcome !== 0, `DEMO_DATA=true: ${demo.outcome}`);
        probe.check(/DEMO_DATA/.test(demo.s.output()), `DEMO_DATA=true: message: ${demo.s.output()}`);

        // 3. A database that holds the demo accounts (seeded by a development start) is refused...
        const dev = await run(SERVER_JS, { NODE_ENV: 'development', DEMO_DATA: 'true' });
        probe.check(dev.outcome === 'listening', `development start with demo data: ${dev.outcome}`);
        if (dev.outcome === 'listening') {
          probe.check(
            (await demoAdminLogin(dev.port)) === 200,
            'the development start seeded the demo admin',
          );
        }
        await stop(dev.s);
        const prod = await run(SERVER_JS, { NODE_ENV: 'production', EMBEDDED_DB: 'true' });
        probe.check(
          prod.outcome !== 'listening' && prod.outcome !== 0,
          `production start over demo accounts: ${prod.outcome}`,
        );
        probe.check(/demo:remove/.test(prod.s.output()), `refusal names demo:remove: ${prod.s.output()}`);

        // ...until demo:remove deletes them; then it starts and the demo admin cannot sign in.
        const removal = await run(DEMO_REMOVE_JS, { NODE_ENV: 'production', EMBEDDED_DB: 'true' });
        probe.check(removal.outcome === 0, `demo:remove exit ${removal.outcome}: ${removal.s.output()}`);
        const clean = await run(SERVER_JS, { NODE_ENV: 'production', EMBEDDED_DB: 'true' });
        probe.check(clean.outcome === 'listening', `production start after demo:remove: ${clean.s.output()}`);
        if (clean.outcome === 'listening') {
          probe.check((await demoAdminLogin(clean.port)) === 401, 'the demo admin signs in in production');
        }
      } finally {
        for (const s of running) await stop(s);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  },
];
