import { createHash } from 'node:crypto';
import type { Kiis } from '@app/contract';
import { LRUCache } from 'lru-cache';
import Tinypool from 'tinypool';
import type { offerings } from '../../db/schema.ts';
import type { KiisTask } from './kiis-pdf.worker.ts';

type OfferingRow = typeof offerings.$inferSelect;

/** Changed with the sheet's layout (kiis-document.ts), so a new layout never serves a kept old sheet. */
const KIIS_LAYOUT = 1;
/** Kept sheets: a few kilobytes each; the least recently asked for goes first past either bound. */
const KEPT_SHEETS = 500;
const KEPT_BYTES = 32 * 1024 * 1024;

/** Everything the sheet prints: equal keys give equal bytes. */
function sheetKey(offering: OfferingRow, kiis: Kiis): string {
  const printed = {
    layout: KIIS_LAYOUT,
    id: offering.id,
    name: offering.name,
    category: offering.category,
    returnBps: offering.returnBps,
    termCount: offering.termCount,
    termUnit: offering.termUnit,
    pricePerUnitCents: offering.pricePerUnitCents,
    managementFeeBps: offering.managementFeeBps,
    updatedAt: offering.updatedAt.toISOString(),
    kiis,
  };
  return createHash('sha256').update(JSON.stringify(printed)).digest('base64url');
}

/**
 * Key information sheets, laid out in a worker thread (pdfkit is synchronous: 8 parallel loops of
 * sheets built on the API's thread held /api/health for over a second) and kept in memory by their
 * content: a sheet that has not changed is built once per instance, and parallel asks for one sheet
 * share one build. The kept bytes are documents, not money: nothing is decided from them.
 */
export function kiisSheets(onBuild: () => void = () => {}) {
  const fromSources = import.meta.url.endsWith('.ts');
  const pool = new Tinypool({
    filename: new URL(fromSources ? './kiis-pdf.worker.dev.mjs' : './kiis-pdf.worker.js', import.meta.url)
      .href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  const kept = new LRUCache<string, Buffer>({
    max: KEPT_SHEETS,
    maxSize: KEPT_BYTES,
    sizeCalculation: (bytes) => bytes.byteLength,
  });
  const building = new Map<string, Promise<Buffer>>();

  const build = async (task: KiisTask): Promise<Buffer> => {
    onBuild();
    const bytes: Uint8Array = await pool.run(task);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };

  return {
    /** The sheet's PDF: kept bytes when it has not changed, else built once and kept. */
    async sheet(offering: OfferingRow, kiis: Kiis): Promise<Buffer> {
      const key = sheetKey(offering, kiis);
      const hit = kept.get(key);
      if (hit) return hit;
      let pending = building.get(key);
      if (!pending) {
        pending = build({ offering, kiis }).finally(() => building.delete(key));
        building.set(key, pending);
      }
      const bytes = await pending;
      kept.set(key, bytes);
      return bytes;
    },
    close: () => pool.destroy(),
  };
}

export type KiisSheets = ReturnType<typeof kiisSheets>;
