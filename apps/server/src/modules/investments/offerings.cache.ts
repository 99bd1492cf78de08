import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * Explore's offering list (GET /auth/investments) kept in memory as the JSON text of the answer:
 * every visitor asks for it and it changes rarely (docs/decisions/007-caching-and-compression.md).
 *
 * Fresh by three rules, so no instance serves a stale list for long:
 * - this instance drops its copy when it changes an offering or sells a unit (investor count);
 * - an admin change is announced with PostgreSQL NOTIFY, every instance LISTENs and drops its copy;
 * - whatever happens (a missed notification, a purchase on another instance), a copy is used for at
 *   most OFFERINGS_TTL_MS.
 * A load that started before a drop never stores its (possibly older) result.
 */
export const OFFERINGS_TTL_MS = 1_000;
export const OFFERINGS_CHANNEL = 'offerings_changed';

export class OfferingsCache {
  private body: string | null = null;
  private loadedAt = 0;
  private generation = 0;
  private loading: { generation: number; promise: Promise<string> } | null = null;

  constructor(private readonly ttlMs = OFFERINGS_TTL_MS) {}

  get(load: () => Promise<string>): Promise<string> {
    if (this.body !== null && Date.now() - this.loadedAt < this.ttlMs) return Promise.resolve(this.body);
    if (this.loading?.generation === this.generation) return this.loading.promise;
    const generation = this.generation;
    const promise = load().then(
      (body) => {
        if (this.generation === generation) {
          this.body = body;
          this.loadedAt = Date.now();
        }
        if (this.loading?.promise === promise) this.loading = null;
        return body;
      },
      (err) => {
        if (this.loading?.promise === promise) this.loading = null;
        throw err;
      },
    );
    this.loading = { generation, promise };
    return promise;
  }

  drop(): void {
    this.generation++;
    this.body = null;
  }

  /** How many times the list was dropped: tests watch it to see a notification arrive. */
  get drops(): number {
    return this.generation;
  }
}

// One cache per database handle: an app instance (or several sharing one handle, as tests do).
const caches = new WeakMap<object, OfferingsCache>();
export function offeringsCache(db: object): OfferingsCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new OfferingsCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * LISTENs on OFFERINGS_CHANNEL on a connection of its own (not one of the pool's) and calls `onChange`
 * for each notification, and after every (re)connect since notifications may have been missed.
 */
export function listenForOfferingChanges(
  databaseUrl: string,
  onChange: () => void,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (n) => {
      if (n.channel === OFFERINGS_CHANNEL) onChange();
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => {});
      if (stopped) return;
      log.warn({ err: err?.message }, 'offerings listener lost its connection; reconnecting');
      retry = setTimeout(() => void connect(), 2_000);
      retry.unref();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${OFFERINGS_CHANNEL}`);
      onChange();
    } catch (err) {
      lost(err as Error);
    }
  };
  void connect();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
