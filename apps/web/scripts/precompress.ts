/**
 * Last step of `npm run build -w apps/web` (after prerender): writes `x.br` (brotli, quality 11) and
 * `x.gz` (gzip -9) beside every text file of dist/, so the server sends compressed bytes without
 * compressing anything at run time (@fastify/static `preCompressed`, apps/server/src/plugins/web.ts).
 * A variant that would not be smaller than the file by at least 5% is not written.
 * See docs/decisions/040-caching-compression-headers-through-libraries.md.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
]);
const MIN_BYTES = 512;

const distDir = path.resolve(process.env.WEB_OUT_DIR ?? fileURLToPath(new URL('../dist', import.meta.url)));

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let afterBr = 0;
for (const file of files(distDir)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  const worthIt = (c: Buffer) => c.length <= raw.length * 0.95;
  if (worthIt(br)) writeFileSync(`${file}.br`, br);
  if (worthIt(gz)) writeFileSync(`${file}.gz`, gz);
  count++;
  before += raw.length;
  afterBr += worthIt(br) ? br.length : raw.length;
}
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
console.log(
  `precompressed ${count} files in ${path.relative(process.cwd(), distDir) || '.'}: ${kb(before)} -> ${kb(afterBr)} brotli`,
);
