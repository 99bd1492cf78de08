import { perDatabase } from '../../db/per-database.ts';

/**
 * Explore's offering list (GET /auth/investments) kept in memory as the bytes of the answer (JSON,
 * encoded once: a string would be encoded to UTF-8 again for every answer): every visitor asks for it
 * and it changes rarely (docs/decisions/007-caching-and-compression.md).
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

export class OfferingsCache<T = Buffer> {
  private body: T | null = null;
  private loadedAt = 0;
  private generation = 0;
  private loading: { generation: number; promise: Promise<T> } | null = null;

  constructor(private readonly ttlMs = OFFERINGS_TTL_MS) {}

  get(load: () => Promise<T>): Promise<T> {
    const fresh = this.fresh();
    if (fresh !== null) return Promise.resolve(fresh);
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

  /** The copy when it is fresh, else null (the caller then loads through get()). */
  fresh(): T | null {
    return this.body !== null && Date.now() - this.loadedAt < this.ttlMs ? this.body : null;
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

/** This instance's copy (one per database handle). */
export const offeringsCache = perDatabase(() => new OfferingsCache<Buffer>());
