/** The bench's one table: each row a measurement, its yardstick, the ratio and whether the target holds. */

export interface Row {
  name: string;
  connections?: number;
  /** Requests (or transactions, or hashes) per second. */
  rate?: number;
  p50?: number;
  p99?: number;
  /** Server CPU time (all threads) per request, ms. */
  cpuMs?: number;
  /** p95 for the admin rows (sequential requests). */
  p95?: number;
  yardstick?: string;
  /** The yardstick's rate measured alongside (same machine, same minutes). */
  yardstickRate?: number;
  ratio?: number;
  /** e.g. '>= 25%, p99 < 25 ms'; undefined for the yardsticks themselves. */
  target?: string;
  ok?: boolean;
  note?: string;
}

const num = (v: number | undefined, digits = 0) =>
  v === undefined || Number.isNaN(v)
    ? ''
    : v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function printTable(rows: Row[]): void {
  const header = [
    'endpoint',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'CPU ms/req',
    'yardstick',
    'its rate',
    'ratio',
    'target',
    'result',
  ];
  const cells = rows.map((r) => [
    r.name,
    num(r.connections),
    num(r.rate, r.rate !== undefined && r.rate < 100 ? 1 : 0),
    num(r.p50, 1),
    r.p95 !== undefined ? `p95 ${num(r.p95, 1)}` : num(r.p99, 1),
    num(r.cpuMs, 2),
    r.yardstick ?? '',
    num(r.yardstickRate, r.yardstickRate !== undefined && r.yardstickRate < 100 ? 1 : 0),
    r.ratio === undefined ? '' : `${(r.ratio * 100).toFixed(1)}%`,
    r.target ?? '',
    r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const right = new Set([1, 2, 3, 4, 5, 7, 8]);
  const line = (c: string[]) =>
    c.map((v, i) => (right.has(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const c of cells) console.log(line(c));
  console.log(
    "\nCPU ms/req: the server process's CPU time (all its threads) per answered request, measured inside it." +
      '\nits rate: the yardstick measured in the same rounds, right before the endpoint.',
  );
  const notes = rows.filter((r) => r.note);
  if (notes.length) {
    console.log('');
    for (const r of notes) console.log(`  ${r.name}: ${r.note}`);
  }
}
