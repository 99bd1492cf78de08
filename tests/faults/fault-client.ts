import { WALLET_MSG } from '@app/contract';
import type { ServerInstance } from './server-instance.ts';

export interface Reply {
  status: number; // 0: no answer (connection refused or cut, timeout)
  body: any;
  instance: string;
  at: number;
}

export interface TrafficStats {
  sent: number;
  acknowledged: number;
  refused: Map<number, number>;
  serverErrors: Map<number, number>;
  noAnswer: number;
  /** Requests retried on the other instance after no answer (as a load balancer would). */
  retried: number;
  /** 5xx and no-answer outside the fault windows (should be none). */
  unexplained: string[];
  /** 4xx answers the traffic cannot earn honestly (see EXPECTED_4XX). */
  unexpected4xx: string[];
}

export function newStats(): TrafficStats {
  return {
    sent: 0,
    acknowledged: 0,
    refused: new Map(),
    serverErrors: new Map(),
    noAnswer: 0,
    retried: 0,
    unexplained: [],
    unexpected4xx: [],
  };
}

/**
 * 4xx answers the traffic can earn honestly: a lost race or a spent balance (400, 409), a per-IP or
 * per-account limit (429), a session that ended with its instance (401). Anything else (403, 404,
 * 405, 413, 415, 422…) means the suite or the product is broken, and is counted as a failure.
 */
const EXPECTED_4XX = new Set([400, 401, 409, 429]);

/**
 * A 403 the traffic earns honestly: an admin acting on a stale list (or retrying after a lost answer)
 * approves again a deposit they gave the first approval to (ADR 027).
 */
const earned403 = (r: Reply) => r.status === 403 && r.body?.message === WALLET_MSG.sameApprover;

/** Times when failures are expected (an instance down, the database cut), plus a grace period. */
export class FaultWindows {
  private readonly windows: [number, number][] = [];
  private open: number | null = null;
  begin() {
    this.open = Date.now();
  }
  end(graceMs = 3_000) {
    if (this.open !== null) this.windows.push([this.open, Date.now() + graceMs]);
    this.open = null;
  }
  covers(t: number) {
    return this.open !== null || this.windows.some(([a, b]) => t >= a && t <= b);
  }
}

/** The load's HTTP side: two instances behind a pretend load balancer that retries once elsewhere. */
export class FaultClient {
  private turn = 0;
  constructor(
    readonly instances: ServerInstance[],
    readonly stats: TrafficStats,
    readonly windows: FaultWindows,
  ) {}

  private async once(
    instance: ServerInstance,
    method: string,
    path: string,
    o: { token?: string; body?: unknown; key?: string },
  ): Promise<Reply> {
    this.stats.sent++;
    const headers: Record<string, string> = {};
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    if (o.key) headers['idempotency-key'] = o.key;
    try {
      const res = await fetch(`${instance.url}/api${path}`, {
        method,
        headers,
        body: o.body === undefined ? undefined : JSON.stringify(o.body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {}
      return { status: res.status, body, instance: instance.name, at: Date.now() };
    } catch {
      return { status: 0, body: undefined, instance: instance.name, at: Date.now() };
    }
  }

  private count(r: Reply, what: string) {
    if (r.status >= 200 && r.status < 300) this.stats.acknowledged++;
    else if (r.status === 0) this.stats.noAnswer++;
    else if (r.status >= 500)
      this.stats.serverErrors.set(r.status, (this.stats.serverErrors.get(r.status) ?? 0) + 1);
    else {
      this.stats.refused.set(r.status, (this.stats.refused.get(r.status) ?? 0) + 1);
      if (!EXPECTED_4XX.has(r.status) && !earned403(r)) {
        this.stats.unexpected4xx.push(
          `${what} on ${r.instance}: ${r.status} ${JSON.stringify(r.body)?.slice(0, 120)}`,
        );
      }
    }
    if ((r.status === 0 || r.status >= 500) && !this.windows.covers(r.at)) {
      this.stats.unexplained.push(
        `${what} on ${r.instance}: ${r.status} ${JSON.stringify(r.body)?.slice(0, 120)}`,
      );
    }
  }

  /** Round robin; on no answer the same request (same idempotency key) goes once to the other instance. */
  async request(
    method: string,
    path: string,
    o: { token?: string; body?: unknown; key?: string; on?: number } = {},
  ) {
    const first = this.instances[(o.on ?? this.turn++) % this.instances.length]!;
    let r = await this.once(first, method, path, o);
    this.count(r, `${method} ${path}`);
    if (r.status === 0) {
      const other = this.instances.find((i) => i !== first)!;
      this.stats.retried++;
      r = await this.once(other, method, path, o);
      this.count(r, `${method} ${path} (retry)`);
    }
    // A client told "unavailable" (503, Retry-After) or left unanswered waits a moment before its next call.
    if (r.status === 0 || r.status === 503) await new Promise((res) => setTimeout(res, 250));
    return r;
  }
}
