/**
 * What the page audit runs against: the real server (apps/server/dist/server.js on a free port, with a
 * throw-away DATA_DIR) when it is built, else the small static server over apps/web/dist.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer } from './static-server';

export interface AuditTarget {
  url: string;
  kind: 'app server' | 'static server';
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

async function startAppServer(
  repoRoot: string,
  webDist: string,
  env: Record<string, string> = {},
): Promise<AuditTarget> {
  // WEB_AUDIT_PORT: a fixed port, for a machine where each user of it has a port range of their own.
  const port = Number(process.env.WEB_AUDIT_PORT) || (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verdant-audit-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/server.js')], {
    cwd: repoRoot,
    // Not NODE_ENV=production: a production start refuses the demo data the signed-in pages are audited
    // with, and the setting changes nothing in how the pages are served.
    env: {
      ...process.env,
      EMBEDDED_DB: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: `audit-${Math.random().toString(36).slice(2)}-${'x'.repeat(32)}`,
      PUBLIC_URL: url,
      WEB_DIST: webDist,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A fresh embedded database and the demo data: up to a few minutes on a machine shared with others.
    await waitForHealth(url, child, 180_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, kind: 'app server', stop };
}

export async function startAuditTarget(opts: {
  repoRoot: string;
  webDist: string;
  preferStatic: boolean;
  /** Extra environment of the app server (e.g. DEMO_DATA=true for the signed-in pages). */
  env?: Record<string, string>;
}): Promise<AuditTarget> {
  const serverJs = path.join(opts.repoRoot, 'apps/server/dist/server.js');
  if (!opts.preferStatic && existsSync(serverJs)) {
    try {
      return await startAppServer(opts.repoRoot, opts.webDist, opts.env);
    } catch (err) {
      console.warn(`app server failed to start (${(err as Error).message}); using the static server`);
    }
  } else if (!opts.preferStatic) {
    console.warn('apps/server/dist/server.js not built: auditing with the static server over dist/');
  }
  const { url, server } = await startStaticServer(opts.webDist, Number(process.env.WEB_AUDIT_PORT) || 0);
  return { url, kind: 'static server', stop: () => new Promise((r) => server.close(() => r())) };
}
