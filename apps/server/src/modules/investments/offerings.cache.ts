import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { perDatabase } from '../../db/per-database.ts';

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

/** This instance's copy (one per database handle). */
export const offeringsCache = perDatabase(() => new OfferingsCache());

/**
 * The brotli form of the list's JSON, compressed once per list rather than once per answer (the list
 * changes at most about once a second; the copy is a fifth of the size, on a phone's connection too).
 */
export function brotliOfLatest(): (json: string) => Buffer {
  let source: string | null = null;
  let compressed = Buffer.alloc(0);
  return (json) => {
    if (json !== source) {
      compressed = brotliCompressSync(json, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) },
      });
      source = json;
    }
    return compressed;
  };
}
