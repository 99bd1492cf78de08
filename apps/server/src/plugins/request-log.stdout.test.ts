import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A child process logging to stdout through the product's logger options (pino's asynchronous
 * destination): what it printed, and when each line arrived (ms after the first byte of output).
 */
function runLogger(script: string): Promise<{ lines: string[]; arrivals: number[] }> {
  const code = `
    import pino from 'pino';
    import { loggerOptions } from ${JSON.stringify(path.join(here, 'request-log.ts'))};
    const { stream, ...opts } = loggerOptions('info');
    const log = pino(opts, stream);
    ${script}
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: path.resolve(here, '../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    const arrivals: number[] = [];
    const start = Date.now();
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      for (const l of chunk.split('\n').filter(Boolean)) {
        lines.push(l);
        arrivals.push(Date.now() - start);
      }
    });
    child.on('error', reject);
    child.on('exit', () => resolve({ lines, arrivals }));
  });
}

describe('log lines on stdout, written asynchronously', () => {
  it('a lone line reaches stdout when it is logged, not when a buffer fills', async () => {
    const { lines, arrivals } = await runLogger(`
      log.info('first');
      await new Promise((r) => setTimeout(r, 1500));
      log.info('second');
      await new Promise((r) => setTimeout(r, 1500));
    `);
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['first', 'second']);
    // Each line came out soon after it was logged (1.5 s apart), not both when the process ended.
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThan(1_000);
  });

  it('nothing is lost when the process exits with lines still buffered', async () => {
    const { lines } = await runLogger(`
      for (let i = 0; i < 500; i++) log.info({ i }, 'line');
      process.exit(0);
    `);
    expect(lines).toHaveLength(500);
    expect(JSON.parse(lines[499]!).i).toBe(499);
  });
});
