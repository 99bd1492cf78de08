/** One autocannon measurement, reduced to what the table shows. */
import autocannon, { type Request } from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  /** Responses that were not 2xx, plus connection errors and timeouts. */
  failures: number;
  statusCodes: Record<string, number>;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Builds each request (a fresh Idempotency-Key, another user's token…). */
  setupRequest?: (req: Request) => Request;
}

export async function load(opts: LoadOptions): Promise<LoadResult> {
  // autocannon takes a key given as undefined for a value: only set what is set.
  const request: Request = { method: opts.method ?? 'GET' };
  if (opts.headers) request.headers = opts.headers;
  if (opts.body !== undefined) request.body = opts.body;
  if (opts.setupRequest) request.setupRequest = opts.setupRequest;
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 30,
    requests: [request],
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
  );
  return {
    // Completed requests over the run's real duration: the mean of per-second samples hides the tail.
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    statusCodes,
  };
}

/** A short untimed run first: connection pools, JIT and caches warm before the measured one. */
export async function warmThenLoad(opts: LoadOptions, warmSeconds = 2): Promise<LoadResult> {
  await load({ ...opts, seconds: warmSeconds });
  return load(opts);
}
