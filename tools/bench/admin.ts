/**
 * The admin console at scale is the admin helper's `npm run bench:admin` (100,000 users, 1,000,000
 * ledger entries, p95 < 50 ms): run as it is, its table read back into rows of ours.
 */
import { spawn } from 'node:child_process';
import type { Row } from './report.ts';

const LINE = /^(.+?)\s{2,}([\d.]+)\s+([\d.]+)\s+([\d.]+)(\s+✗.*)?$/;

export async function runAdminBench(repoRoot: string, budgetMs: number): Promise<Row[]> {
  const child = spawn('npm', ['run', '--silent', 'bench:admin'], {
    cwd: repoRoot,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const timer = setTimeout(() => child.kill('SIGTERM'), 20 * 60_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);

  const rows: Row[] = [];
  for (const line of out.split('\n')) {
    const m = LINE.exec(line.trim());
    if (!m || m[1] === 'endpoint') continue;
    const p95 = Number(m[3]);
    rows.push({
      name: `admin: ${m[1]!.trim()}`,
      connections: 1,
      p50: Number(m[2]),
      p95,
      target: `p95 < ${budgetMs} ms`,
      ok: p95 < budgetMs,
    });
  }
  if (rows.length === 0) {
    rows.push({
      name: 'admin: npm run bench:admin',
      target: `p95 < ${budgetMs} ms`,
      ok: false,
      note: `exited ${code} without a table:\n${out.slice(-2000)}`,
    });
  }
  return rows;
}
