import type { Kiis } from '@app/contract';
import type { offerings } from '../../db/schema.ts';
import { kiisPdf } from './kiis-document.ts';

export interface KiisTask {
  offering: typeof offerings.$inferSelect;
  kiis: Kiis;
}

/** Runs in a worker thread (kiis-sheets.ts): laying out a sheet never holds up the API's thread. */
export default async function buildKiisPdf(task: KiisTask) {
  return new Uint8Array(await kiisPdf(task.offering, task.kiis));
}
