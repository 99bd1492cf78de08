import { perDatabase } from '../../db/per-database.ts';
import type { offerings } from '../../db/schema.ts';

export type OfferingTerms = typeof offerings.$inferSelect;

/** More offerings than any catalogue holds; past it the oldest entry goes (a purchase then reads). */
export const PURCHASE_TERMS_MAX = 1_000;

/**
 * Offerings as this instance last read them for a purchase, so the next purchase of the same offering
 * need not read it first (docs/decisions/018-purchases-in-one-round-trip.md). Never trusted: the
 * purchase statement writes nothing unless the offering still has exactly these terms, name, category
 * and picture and is not archived, and a purchase that finds it changed forgets the entry and reads.
 * An admin change (this instance's, or another's by NOTIFY) clears every entry, so after an edit the
 * first purchase reads instead of failing once.
 */
export class PurchaseTerms {
  private readonly byId = new Map<string, OfferingTerms>();

  constructor(private readonly max = PURCHASE_TERMS_MAX) {}

  get(id: string): OfferingTerms | undefined {
    return this.byId.get(id);
  }

  /** Keeps an offering just read; an archived one is forgotten (it cannot be bought). */
  remember(row: OfferingTerms): void {
    this.byId.delete(row.id);
    if (row.archivedAt) return;
    if (this.byId.size >= this.max) {
      const oldest = this.byId.keys().next().value;
      if (oldest !== undefined) this.byId.delete(oldest);
    }
    this.byId.set(row.id, row);
  }

  forget(id: string): void {
    this.byId.delete(id);
  }

  clear(): void {
    this.byId.clear();
  }

  get size(): number {
    return this.byId.size;
  }
}

/** This instance's terms (one per database handle). */
export const purchaseTerms = perDatabase(() => new PurchaseTerms());
