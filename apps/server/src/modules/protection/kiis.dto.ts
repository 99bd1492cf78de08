import { type Kiis, type KiisKey, kiisComplete } from '@app/contract';
import type { offerings } from '../../db/schema.ts';

type OfferingRow = typeof offerings.$inferSelect;

const COLUMNS: Record<KiisKey, keyof OfferingRow> = {
  issuer: 'kiisIssuer',
  useOfFunds: 'kiisUseOfFunds',
  risks: 'kiisRisks',
  fees: 'kiisFees',
  payment: 'kiisPayment',
};

/** An offering row's key information sheet. */
export function kiisOf(row: OfferingRow): Kiis {
  return {
    issuer: row.kiisIssuer,
    useOfFunds: row.kiisUseOfFunds,
    risks: row.kiisRisks,
    fees: row.kiisFees,
    payment: row.kiisPayment,
  };
}

/** The sheet's sections as the offering's column values. */
export function kiisColumns(kiis: Partial<Kiis>) {
  const patch: Partial<
    Pick<OfferingRow, 'kiisIssuer' | 'kiisUseOfFunds' | 'kiisRisks' | 'kiisFees' | 'kiisPayment'>
  > = {};
  for (const [key, column] of Object.entries(COLUMNS) as [KiisKey, keyof typeof patch][]) {
    const value = kiis[key];
    if (value !== undefined) patch[column] = value;
  }
  return patch;
}

/** The sections left empty, as `kiis.<section>` field names for a 400 answer. */
export function missingKiisSections(kiis: Kiis): string[] {
  if (kiisComplete(kiis)) return [];
  return (Object.keys(COLUMNS) as KiisKey[]).filter((k) => kiis[k].trim() === '').map((k) => `kiis.${k}`);
}
