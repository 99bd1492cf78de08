/** Child processes of the bench: the built server, the bare Fastify yardstick, each on a free port. */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface Child {
  url: string;
  process: ChildProcess;
  /** Everything the child wrote to stderr (and stdout), for the error message when it dies. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: exited with ${child.exitCode}\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s\n${output()}`);
}

/**
 * Starts `node [nodeArgs] script` with `env` (PORT set here) and resolves once `healthPath` answers 200.
 * An IPC channel is opened so a preloaded probe can talk to the bench.
 */
export async function startChild(opts: {
  script: string;
  nodeArgs?: string[];
  env: NodeJS.ProcessEnv;
  healthPath: string;
  cwd: string;
  /** stdout and stderr go to this file (appended) instead of a pipe read here. */
  logFile?: string;
}): Promise<Child> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFd = opts.logFile ? openSync(opts.logFile, 'a') : undefined;
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), opts.script], {
    cwd: opts.cwd,
    env: { ...opts.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', logFd, logFd, 'ipc'],
  });
  if (logFd !== undefined) closeSync(logFd); // the child has its own copy
  let piped = '';
  const keep = (chunk: Buffer) => {
    piped = (piped + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const log = () => (opts.logFile ? readFileSync(opts.logFile, 'utf8').slice(-20_000) : piped);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitFor(`${url}${opts.healthPath}`, child, log, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, process: child, output: log, stop };
}

/** Asks the event-loop probe preloaded in a child (event-loop-probe.mjs) and waits for its answer. */
export function askProbe<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer from the probe to '${message}'`)), 5_000);
    const onMessage = (m: unknown) => {
      const reply = m as { probe?: string; data?: T };
      if (reply?.probe !== message) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(reply.data as T);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}
