/** A plain-text table for CI logs: a header, a rule, one line per row, columns padded to fit. */
export function formatTable(header: string[], rows: string[][], maxWidths: number[] = []): string {
  const clip = (s: string, i: number) => {
    const max = maxWidths[i];
    return max && s.length > max ? `${s.slice(0, max - 1)}…` : s;
  };
  const cells = [header, ...rows].map((r) => r.map(clip));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (c ?? '').padEnd(widths[i]!)).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}
