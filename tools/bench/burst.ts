/**
 * One customer's burst: 8 purchases sent at once (a double-clicking, multi-tab customer), repeated 50
 * times, each burst after the last has been answered. Every purchase must be answered (201, or 400
 * when the money ran out, which it does not here), and the customer's balance must fall by exactly
 * what the accepted purchases cost, to the cent. Its p99 latency is the floor's figure.
 */
import type { Product } from './product.ts';

const BURST = 8;
const REPEATS = 50;

export interface BurstResult {
  p50: number;
  p99: number;
  answered: number;
  sent: number;
  /** The balance's fall minus what the accepted purchases cost, in cents: 0 when exact. */
  driftCents: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function balanceCents(p: Product, token: string): Promise<number> {
  const me = await fetch(`${p.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  return Math.round(((await me.json()) as { balance: number }).balance * 100);
}

export async function oneCustomerBursts(p: Product): Promise<BurstResult> {
  const token = p.tokens.at(-1)!;
  const before = await balanceCents(p, token);
  const latencies: number[] = [];
  let answered = 0;
  let costCents = 0;
  for (let r = 0; r < REPEATS; r++) {
    await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const started = performance.now();
        const res = await fetch(`${p.url}/api/auth/invest`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': crypto.randomUUID(),
          },
          body: JSON.stringify({
            investmentId: p.offeringIds[(r + i) % p.offeringIds.length],
            unitsPurchased: 1,
          }),
        });
        const body = (await res.json()) as { fee?: number; data?: { amountInvested?: number } };
        latencies.push(performance.now() - started);
        if (res.status === 201 || res.status === 400) answered++;
        if (res.status === 201)
          costCents += Math.round(((body.data?.amountInvested ?? 0) + (body.fee ?? 0)) * 100);
      }),
    );
  }
  const after = await balanceCents(p, token);
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    answered,
    sent: BURST * REPEATS,
    driftCents: before - after - costCents,
  };
}
