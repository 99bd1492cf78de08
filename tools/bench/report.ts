import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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

const HEADER = [
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
const RIGHT = new Set([1, 2, 3, 4, 5, 7, 8]);
const LEGEND = [
  "CPU ms/req: the server process's CPU time (all its threads) per answered request, measured inside it.",
  'its rate: the yardstick measured in the same rounds, right before the endpoint.',
];

function cellsOf(r: Row): string[] {
  return [
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
  ];
}

export function printTable(rows: Row[]): void {
  const cells = rows.map(cellsOf);
  const widths = HEADER.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((v, i) => (RIGHT.has(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ');
  console.log(line(HEADER));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const c of cells) console.log(line(c));
  console.log(`\n${LEGEND.join('\n')}`);
  const notes = rows.filter((r) => r.note);
  if (notes.length) {
    console.log('');
    for (const r of notes) console.log(`  ${r.name}: ${r.note}`);
  }
}

/**
 * The one place measurements live: a Markdown report of the last run (docs/bench-report.md), with
 * the machine and the commit it measured. Each run replaces it; git keeps the earlier ones.
 */
export function writeReport(
  file: string,
  rows: Row[],
  run: { cores: number; seconds: number; rounds: number; loadAtEnd: string },
): string {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {}
  const md = (c: string[]) => `| ${c.map((v) => v.trim().replace(/\|/g, '\\|')).join(' | ')} |`;
  const lines = [
    '# Bench report',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit},`,
    `${run.cores} cores, ${run.rounds} rounds of ${run.seconds} s per row, load average at the end ${run.loadAtEnd}.`,
    'Each ratio compares the endpoint with its yardstick measured in the same rounds on the same machine;',
    'the targets are floors (docs/bench-report.md says where each comes from).',
    '',
    md(HEADER),
    `|${HEADER.map((_, i) => (RIGHT.has(i) ? '---:' : '---')).join('|')}|`,
    ...rows.map((r) => md(cellsOf(r))),
    '',
    ...LEGEND.map((l) => `- ${l}`),
    ...rows.filter((r) => r.note).map((r) => `- ${r.name.trim()}: ${r.note}`),
    '',
  ];
  mkdirSync(path.dirname(file), { recursive: true });
  // Sections written by the other benches (## Exports: bench-exports.ts) stay as they were.
  const kept = existsSync(file) ? sectionsOf(readFileSync(file, 'utf8')) : [];
  writeFileSync(file, [lines.join('\n'), ...kept].join('\n'));
  return file;
}

/** The `## ` sections of a report, each with its heading, in order. */
function sectionsOf(text: string): string[] {
  return text
    .split(/^(?=## )/m)
    .slice(1)
    .map((s) => `${s.trimEnd()}\n`);
}

/** Writes `section` (starting with `heading`) into the report in place of the one it had, or at the end. */
export function replaceSection(file: string, heading: string, section: string): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Bench report\n';
  const [head = '', ...sections] = text.split(/^(?=## )/m);
  const others = sections.filter((s) => !s.startsWith(`${heading}\n`)).map((s) => `${s.trimEnd()}\n`);
  const top = `${head.trimEnd()}\n`;
  writeFileSync(file, [top, ...others, `${section.trimEnd()}\n`].join('\n'));
}
