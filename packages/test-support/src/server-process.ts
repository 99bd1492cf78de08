import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';

const children = new Set<ChildProcess>();
// Whatever happens to the suite, no server process outlives it.
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

export interface ServerInstance {
  name: string;
  url: string;
  /** Starts (or restarts) the process and waits until /api/ready answers 200. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown hook, in-flight requests and transactions die with it. */
  kill(): Promise<void>;
  /** SIGTERM and wait: the clean stop. */
  stop(): Promise<void>;
  starts: number;
  alive(): boolean;
}

/** One server process (the real server, built) on its own port, logging to a file: the fault and multi-host suites start them. */
export function serverInstance(p: {
  entry: string;
  name: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
}): ServerInstance {
  let child: ChildProcess | null = null;
  let log: WriteStream | null = null;
  const url = `http://127.0.0.1:${p.port}`;
  const exited = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
    });
  const instance: ServerInstance = {
    name: p.name,
    url,
    starts: 0,
    alive: () => child !== null && child.exitCode === null && child.signalCode === null,
    async start() {
      log ??= createWriteStream(p.logFile, { flags: 'a' });
      child = spawn(process.execPath, [p.entry], {
        env: { ...process.env, ...p.env, PORT: String(p.port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      const me = child;
      child.once('exit', () => children.delete(me));
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      instance.starts++;
      const until = Date.now() + 90_000;
      while (Date.now() < until) {
        if (!instance.alive()) throw new Error(`${p.name} exited during start (see ${p.logFile})`);
        try {
          const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) });
          if (res.status === 200) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`${p.name} not ready after 90 s (see ${p.logFile})`);
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child?.kill('SIGTERM');
      await exited();
      log?.end();
      log = null;
    },
  };
  return instance;
}
