import { LRUCache, type Perf } from 'lru-cache';
import { perDatabase } from '../../db/per-database.ts';

/**
 * Explore's offering list (GET /auth/investments) kept in memory as the bytes of the answer (JSON,
 * encoded once: a string would be encoded to UTF-8 again for every answer): every visitor asks for it
 * and it changes rarely (docs/decisions/040-caching-compression-headers-through-libraries.md).
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

const LIST = 'list';

export class OfferingsCache<T extends {} = Buffer> {
  // One entry with a time to live; lru-cache's fetch() shares one load among the callers that ask
  // meanwhile. A load that a drop overtakes is given to those callers but not kept
  // (`ignoreFetchAbort`: the drop aborts it, and its answer still reaches them).
  private readonly copy: LRUCache<typeof LIST, T, () => Promise<T>>;
  private dropped = 0;

  /** `clock` reads the time the TTL is measured in: tests pass one they move by hand. */
  constructor(ttlMs = OFFERINGS_TTL_MS, clock: Perf = performance) {
    this.copy = new LRUCache({
      max: 1,
      ttl: ttlMs,
      perf: clock,
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context: load }) => load(),
    });
  }

  get(load: () => Promise<T>): Promise<T> {
    return this.copy.fetch(LIST, { context: load }) as Promise<T>;
  }

  /** The copy when it is fresh, else null (the caller then loads through get()). */
  fresh(): T | null {
    return this.copy.get(LIST) ?? null;
  }

  drop(): void {
    this.dropped++;
    this.copy.delete(LIST);
  }

  /** How many times the list was dropped: tests watch it to see a notification arrive. */
  get drops(): number {
    return this.dropped;
  }
}

/** This instance's copy (one per database handle). */
export const offeringsCache = perDatabase(() => new OfferingsCache<Buffer>());
