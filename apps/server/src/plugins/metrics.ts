import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { outboxDepth } from '../mail/outbox.repository.ts';
import { countPendingRequests } from './metrics.repository.ts';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  labels: string;
  count: number;
  sum: number;
  buckets: number[];
}

/** The scraper's `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function isScraper(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || typeof header !== 'string') return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/** Request counts and latency histograms by method, route pattern and status (this instance). */
export class RequestMetrics {
  private readonly series = new Map<string, Series>();
  // route -> method -> status -> series: a request finds its series without building the label text.
  private readonly index = new Map<string, Map<string, Map<number, Series>>>();

  observe(method: string, route: string, status: number, seconds: number) {
    let byMethod = this.index.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.index.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let s = byStatus.get(status);
    if (!s) {
      const labels = `method="${method}",route="${escapeLabel(route)}",status="${status}"`;
      s = { labels, count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      byStatus.set(status, s);
      this.series.set(labels, s);
    }
    s.count++;
    s.sum += seconds;
    for (let i = BUCKETS.length - 1; i >= 0 && seconds <= BUCKETS[i]!; i--) s.buckets[i]!++;
  }

  render(): string[] {
    const all = [...this.series.values()].sort((a, b) => (a.labels < b.labels ? -1 : 1));
    const lines = [
      '# HELP http_requests_total HTTP requests answered, by method, route and status.',
      '# TYPE http_requests_total counter',
      ...all.map((s) => `http_requests_total{${s.labels}} ${s.count}`),
      '# HELP http_request_duration_seconds Time to answer, by method, route and status.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const s of all) {
      BUCKETS.forEach((le, i) => {
        lines.push(`http_request_duration_seconds_bucket{${s.labels},le="${le}"} ${s.buckets[i]}`);
      });
      lines.push(`http_request_duration_seconds_bucket{${s.labels},le="+Inf"} ${s.count}`);
      lines.push(`http_request_duration_seconds_sum{${s.labels}} ${s.sum.toFixed(6)}`);
      lines.push(`http_request_duration_seconds_count{${s.labels}} ${s.count}`);
    }
    return lines;
  }
}

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** The route pattern, never the raw URL: ids and tokens stay out of labels and cardinality stays bounded. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return 'unmatched';
  return pattern.startsWith('/api') ? pattern : 'web';
}

function gauge(name: string, help: string, samples: [labels: string, value: number][]): string[] {
  return [
    `# HELP ${name} ${help}`,
    `# TYPE ${name} gauge`,
    ...samples.map(([labels, v]) => `${name}${labels ? `{${labels}}` : ''} ${v}`),
  ];
}

/**
 * GET /api/metrics in Prometheus text format, for admins only (requireAdmin): this instance's request
 * counts and latencies, the work waiting in the database (pending deposit and withdrawal requests,
 * mails by outbox status), database reachability and process health.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = new RequestMetrics();
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  app.addHook('onClose', async () => loopDelay.disable());

  // Callback style: an async hook would cost a promise on every request.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get(
    '/api/metrics',
    {
      onRequest: async (request) => {
        if (!isScraper(request, app.config.metricsToken)) await app.requireAdmin(request);
      },
      schema: {
        tags: ['ops'],
        security: [{ bearerAuth: [] }],
        summary: 'Prometheus metrics (an admin, or the METRICS_TOKEN bearer)',
      },
    },
    async (_request, reply) => {
      const lines = metrics.render();
      const up = await app.database.ping();
      lines.push(...gauge('db_up', 'Whether the database answers (1) or not (0).', [['', up ? 1 : 0]]));
      if (up) {
        const [pending, outbox] = await Promise.all([countPendingRequests(app.db), outboxDepth(app.db)]);
        lines.push(
          ...gauge('wallet_pending_requests', 'Deposit and withdrawal requests waiting for an admin.', [
            ['kind="deposit"', pending.deposit],
            ['kind="withdrawal"', pending.withdrawal],
          ]),
          ...gauge('email_outbox_mails', 'Mails in the outbox by status (pending is the queue depth).', [
            ['status="pending"', outbox.pending],
            ['status="failed"', outbox.failed],
            ['status="sent"', outbox.sent],
          ]),
        );
      }
      const pool = app.database.poolStats?.();
      if (pool) {
        lines.push(
          ...gauge(
            'db_pool_clients',
            'Database connections of this instance: total, idle, and requests waiting for one.',
            [
              ['state="total"', pool.total],
              ['state="idle"', pool.idle],
              ['state="waiting"', pool.waiting],
            ],
          ),
        );
      }
      const mem = process.memoryUsage();
      lines.push(
        ...gauge('process_resident_memory_bytes', 'Resident memory.', [['', mem.rss]]),
        ...gauge('nodejs_heap_used_bytes', 'V8 heap in use.', [['', mem.heapUsed]]),
        ...gauge('process_uptime_seconds', 'Seconds since the process started.', [
          ['', Math.round(process.uptime())],
        ]),
        ...gauge('nodejs_eventloop_delay_p99_seconds', 'Event loop delay, 99th percentile.', [
          ['', loopDelay.percentile(99) / 1e9],
        ]),
      );
      return reply.type('text/plain; version=0.0.4; charset=utf-8').send(`${lines.join('\n')}\n`);
    },
  );
});
