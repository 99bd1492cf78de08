/**
 * The money-weighted annual return of dated cash flows (XIRR): the rate r at which
 *   Σ amount_i / (1 + r)^(days_i / 365) = 0,
 * days_i counted from the first flow. Money paid in is negative, money received positive. Newton's
 * method converges in a few steps from a sensible guess; when it leaves the valid range, stalls or
 * oscillates, bisection on a bracket where the sum changes sign finds the root anyway.
 */

export interface CashFlow {
  /** When the money moved. */
  at: Date;
  /** Signed: negative for money put in, positive for money taken out. */
  amount: number;
}

const DAY_MS = 86_400_000;
const TOLERANCE = 1e-10;
const MAX_NEWTON_STEPS = 50;
const MAX_BISECTION_STEPS = 300;
/** Just above -100%: (1 + r) must stay positive. */
const LOWEST_RATE = -0.999_999_999;
/** A rate beyond this (a few days' holding annualised) is not a figure anyone can use. */
const HIGHEST_RATE = 1e9;

function presentValue(flows: { years: number; amount: number }[], rate: number) {
  let value = 0;
  let slope = 0;
  for (const f of flows) {
    const factor = (1 + rate) ** -f.years;
    value += f.amount * factor;
    slope -= (f.years * f.amount * factor) / (1 + rate);
  }
  return { value, slope };
}

/**
 * The annual rate, or null when there is none to give: no money both in and out, or flows that all
 * fall on one day (no time passed, so no annual rate exists).
 */
export function xirr(cashFlows: readonly CashFlow[], guess = 0.1): number | null {
  const flows = cashFlows.filter((f) => f.amount !== 0);
  if (!flows.some((f) => f.amount > 0) || !flows.some((f) => f.amount < 0)) return null;
  const start = Math.min(...flows.map((f) => f.at.getTime()));
  const timed = flows.map((f) => ({ years: (f.at.getTime() - start) / DAY_MS / 365, amount: f.amount }));
  if (timed.every((f) => f.years === 0)) return null;
  const scale = Math.max(...timed.map((f) => Math.abs(f.amount)));
  const npv = (rate: number) => presentValue(timed, rate).value / scale;

  let rate = guess;
  for (let i = 0; i < MAX_NEWTON_STEPS; i++) {
    const { value, slope } = presentValue(timed, rate);
    if (Math.abs(value / scale) < TOLERANCE) return rate;
    if (slope === 0 || !Number.isFinite(slope)) break;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= LOWEST_RATE || next > HIGHEST_RATE) break;
    if (Math.abs(next - rate) < TOLERANCE) return next;
    rate = next;
  }
  return bisect(npv);
}

/** A bracket from just above -100% upwards, widened until the sum changes sign, then halved. */
function bisect(npv: (rate: number) => number): number | null {
  let low = LOWEST_RATE;
  let high = 1;
  let lowValue = npv(low);
  while (Math.sign(npv(high)) === Math.sign(lowValue) && high < HIGHEST_RATE) high *= 10;
  if (Math.sign(npv(high)) === Math.sign(lowValue)) return null;
  for (let i = 0; i < MAX_BISECTION_STEPS; i++) {
    const mid = (low + high) / 2;
    const value = npv(mid);
    // Stop on the bracket's width, relative to the rate: at a large rate every flow after the first
    // is discounted so far that the sum is near 0 long before the rate is.
    if (value === 0 || high - low < TOLERANCE * Math.max(1, Math.abs(mid))) return mid;
    if (Math.sign(value) === Math.sign(lowValue)) {
      low = mid;
      lowValue = value;
    } else high = mid;
  }
  return (low + high) / 2;
}
