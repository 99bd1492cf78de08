/**
 * One Lighthouse run (mobile, simulated throttling) with the CPU slowdown calibrated to the host *during
 * that run*: Lighthouse gathers the page (trace + BenchmarkIndex), then the saved artifacts are audited
 * with the multiplier the Lighthouse team's calculator gives for that BenchmarkIndex. Simulated
 * throttling is applied at audit time, so this is the same as having known the multiplier up front,
 * and a host whose speed changes from run to run (a busy machine) is measured fairly each time.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const MOBILE_THROTTLING = constants.throttling.mobileSlow4G;

/** The Lighthouse CPU-throttling calculator (Lighthouse's throttling guide, https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md): BenchmarkIndex -> slowdown multiplier. */
export function cpuMultiplierFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

export interface RunOptions {
  url: string;
  port: number;
  categories: readonly string[];
  blockedUrlPatterns: string[];
  /** false: Lighthouse's default 4x slowdown whatever the host. */
  calibrate: boolean;
  /** More Lighthouse settings (the signed-in audit keeps storage: `disableStorageReset`). */
  extraSettings?: Record<string, unknown>;
}

export interface RunResult {
  lhr?: Lhr;
  multiplier: number;
  error?: string;
}

export async function runLighthouse(o: RunOptions): Promise<RunResult> {
  const settings = {
    onlyCategories: [...o.categories],
    blockedUrlPatterns: o.blockedUrlPatterns,
    ...o.extraSettings,
  };
  const flags = { port: o.port, logLevel: 'error' as const, output: 'json' as const };
  if (!o.calibrate) {
    const lhr = (await lighthouse(o.url, flags, { extends: 'lighthouse:default', settings }))?.lhr;
    return { lhr, multiplier: MOBILE_THROTTLING.cpuSlowdownMultiplier, error: describe(lhr) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'verdant-lh-'));
  try {
    await lighthouse(o.url, { ...flags, gatherMode: dir }, { extends: 'lighthouse:default', settings });
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8'));
    const multiplier = Math.round(cpuMultiplierFor(Number(artifacts.BenchmarkIndex) || 0) * 100) / 100;
    const throttling = { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: multiplier };
    artifacts.settings.throttling = throttling;
    writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(
      o.url,
      { ...flags, auditMode: dir },
      { extends: 'lighthouse:default', settings: { ...settings, throttling } },
    );
    return { lhr: result?.lhr, multiplier, error: describe(result?.lhr) };
  } catch (err) {
    return { multiplier: 0, error: (err as Error).message };
  } finally {
    // LIGHTHOUSE_ARTIFACTS_DIR keeps each run's trace and artifacts, to see where a page's time went.
    const keep = process.env.LIGHTHOUSE_ARTIFACTS_DIR;
    if (keep) {
      const name = `${Date.now()}${new URL(o.url).pathname.replace(/\W+/g, '_')}`;
      cpSync(dir, path.join(keep, name), { recursive: true });
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

function describe(lhr: Lhr | undefined): string | undefined {
  if (!lhr) return 'no result';
  if (lhr.runtimeError) return `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
  return undefined;
}
