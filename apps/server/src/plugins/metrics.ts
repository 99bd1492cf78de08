import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { BEARER, errorAnswer } from '../http/openapi.ts';
import { outboxDepth } from '../mail/outbox.repository.ts';
import { sealLagSeconds } from '../shared/ledger-seal.repository.ts';
import { countPendingRequests } from './metrics.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's registry: a module registers its own counters here, served by /api/metrics. */
    metricsRegistry: Registry;
  }
}

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The scraper's `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function isScraper(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || typeof header !== 'string') return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/** The route pattern, never the raw URL: ids and tokens stay out of labels and cardinality stays bounded. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return 'unmatched';
  return pattern.startsWith('/api') ? pattern : 'web';
}

// Memory, CPU, event loop lag and GC belong to the process, however many app instances it holds
// (tests build many): one registry for them, made on first use.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * GET /api/metrics in Prometheus text format (prom-client), for an admin or the METRICS_TOKEN
 * scraper: this instance's request counts and latencies by method, route pattern and status, the
 * work waiting in the database (pending deposit and withdrawal requests, mails by outbox status, the
 * ledger's seal lag),
 * database reachability and pool, and the process's default metrics.
 * @see https://github.com/siimon/prom-client
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    app.decorate('metricsRegistry', registry);
    const registers = [registry];
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route and status.',
      labelNames,
      registers,
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by method, route and status.',
      labelNames,
      buckets: BUCKETS,
      registers,
    });
    const dbUp = new Gauge({
      name: 'db_up',
      help: 'Whether the database answers (1) or not (0).',
      registers,
    });
    const pending = new Gauge({
      name: 'wallet_pending_requests',
      help: 'Deposit and withdrawal requests waiting for an admin.',
      labelNames: ['kind'] as const,
      registers,
    });
    const outbox = new Gauge({
      name: 'email_outbox_mails',
      help: 'Mails in the outbox by status (pending is the queue depth).',
      labelNames: ['status'] as const,
      registers,
    });
    const pool = new Gauge({
      name: 'db_pool_clients',
      help: 'Database connections of this instance: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers,
    });

    const sealLag = new Gauge({
      name: 'ledger_seal_lag_seconds',
      help: 'How long the oldest committed journal transaction not sealed yet has waited (0: all sealed).',
      registers,
    });
    const sealWait = new Histogram({
      name: 'ledger_seal_wait_seconds',
      help: 'Per sealing pass of this instance: how long its oldest transaction waited for its seal.',
      buckets: BUCKETS,
      registers,
    });
    app.ledgerSealer.onPass((pass) => sealWait.observe(pass.lagSeconds));

    // Callback style: an async hook would cost a promise on every request.
    app.addHook('onResponse', (request, reply, done) => {
      const labels = { method: request.method, route: routeLabel(request), status: reply.statusCode };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    /** The gauges read from the database and the pool, as they are now. */
    async function readGauges() {
      const up = await app.database.ping();
      dbUp.set(up ? 1 : 0);
      pending.reset();
      outbox.reset();
      if (up) {
        const [waiting, mails] = await Promise.all([countPendingRequests(app.db), outboxDepth(app.db)]);
        pending.set({ kind: 'deposit' }, waiting.deposit);
        pending.set({ kind: 'withdrawal' }, waiting.withdrawal);
        for (const status of ['pending', 'failed', 'sent'] as const) outbox.set({ status }, mails[status]);
        sealLag.set(await sealLagSeconds(app.db));
      }
      const stats = app.database.poolStats?.();
      if (stats) {
        for (const state of ['total', 'idle', 'waiting'] as const) pool.set({ state }, stats[state]);
      }
    }

    app.get(
      '/api/metrics',
      {
        onRequest: async (request) => {
          if (!isScraper(request, app.config.metricsToken)) await app.requireAdmin(request);
        },
        schema: {
          tags: ['ops'],
          security: BEARER,
          summary: 'Prometheus metrics (an admin, or the METRICS_TOKEN bearer)',
          response: {
            200: {
              description: 'Prometheus text exposition format',
              content: { 'text/plain': { schema: z.string() } },
            },
            403: errorAnswer(403),
          },
        },
      },
      async (_request, reply) => {
        await readGauges();
        const text = `${await registry.metrics()}\n${await processMetrics().metrics()}`;
        return reply.type(registry.contentType).send(text);
      },
    );
  },
  {
    name: 'metrics',
    dependencies: ['auth', 'ledger-sealer'],
    decorators: { fastify: ['config', 'database', 'db'] },
  },
);
