/**
 * `tsx apps/server/src/bench/profile-top.ts <file.cpuprofile> [n]`: where a `node --cpu-prof` profile
 * (BENCH_PROFILE=<dir> npm run bench) spent its time: self time by package and the top functions.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, count = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-top.ts <file.cpuprofile> [n]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** 'fastify', '@fastify/helmet', 'server bundle', 'node:internal', '(idle)'… */
function owner(node: Node): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  if (url.includes('/dist/server.js')) return 'server bundle (our code)';
  return url.replace(/^file:\/\//, '');
}

const groups = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, time] of self) {
  const node = byId.get(id)!;
  const key = owner(node);
  groups.set(key, (groups.get(key) ?? 0) + time);
  const { functionName, url, lineNumber } = node.callFrame;
  const name = `${functionName || '(anonymous)'}  ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + time);
}
const pct = (t: number) => `${((t / total) * 100).toFixed(1).padStart(5)}%`;
const top = (m: Map<string, number>, n: number) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);

console.log(`${(total / 1e6).toFixed(1)} s sampled\n\nself time by package:`);
for (const [k, t] of top(groups, 20)) console.log(`${pct(t)}  ${k}`);
console.log('\ntop functions (self time):');
for (const [k, t] of top(functions, Number(count))) console.log(`${pct(t)}  ${k}`);
