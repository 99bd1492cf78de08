/** `npm run bench:history`: the history row of `npm run bench` by itself (see history.ts). */
import { runHistoryBench } from './history.ts';
import { printTable } from './report.ts';

const baseDbUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const rows = await runHistoryBench(baseDbUrl);
printTable(rows);
if (rows.some((r) => r.ok === false)) process.exitCode = 1;
