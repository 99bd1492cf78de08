/**
 * What the bespoke suites (security, faults, multi-host) share so that they read like the other test
 * runners: a name filter and the standard closing line `N passed, N failed[, N skipped]`, which CI and
 * people scan for, alone on the last line.
 */

export interface NameFilter {
  /** The filter as given, or undefined when every case runs. */
  readonly pattern: string | undefined;
  /** Whether a case of this name runs: its name contains one of the '|'-separated words, any case. */
  matches(name: string): boolean;
}

/**
 * The suite's name filter: `--only <words>` (or `--only=<words>`) on the command line, else the
 * environment variable `envVar`. Words are separated by '|'. Any other argument is refused, so a typo
 * never runs the whole suite while its author thinks it ran one case.
 */
export function nameFilter(envVar: string, argv: readonly string[] = process.argv.slice(2)): NameFilter {
  let pattern = process.env[envVar] || undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--only' && i + 1 < argv.length) pattern = argv[++i];
    else if (arg.startsWith('--only=')) pattern = arg.slice('--only='.length);
    else throw new Error(`unknown argument '${arg}': the only one is --only "<words separated by |>"`);
  }
  const words = pattern
    ?.toLowerCase()
    .split('|')
    .map((w) => w.trim())
    .filter(Boolean);
  return {
    pattern,
    matches: (name) => !words?.length || words.some((w) => name.toLowerCase().includes(w)),
  };
}

/** The standard closing line; skipped is shown only when there is something to show. */
export function closingLine(counts: { passed: number; failed: number; skipped?: number }): string {
  const line = `${counts.passed} passed, ${counts.failed} failed`;
  return counts.skipped ? `${line}, ${counts.skipped} skipped` : line;
}
