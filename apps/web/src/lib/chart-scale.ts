/** Axis ticks for the plain-SVG charts (ADR 026: no chart library). */

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * Ticks from 0 up to at least `max` on a round step (1, 2, 2.5 or 5 times a power of ten), with at
 * most `count` steps: 0–$23,400 becomes 0, 10k, 20k, 30k. The last tick is the axis top.
 */
export function amountTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (NICE_STEPS.find((s) => s * power >= rough) ?? 10) * power;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let i = 0; i * step <= top + step / 1e9; i += 1) ticks.push(Number((i * step).toFixed(2)));
  return ticks;
}

/** Which of `length` points a date axis labels: the first, the last and evenly spread between. */
export function dateTickIndexes(length: number, count = 3): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const picks = Array.from({ length: count }, (_, i) => Math.round((i * (length - 1)) / (count - 1)));
  return [...new Set(picks)];
}
