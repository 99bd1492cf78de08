import type { Deps } from '../../deps.ts';
import { listKiisAcks } from './kiis.repository.ts';
import { findSuitability } from './suitability.repository.ts';
import { toSuitabilityDto } from './suitability.service.ts';

/** What the admin's customer page shows of investor protection: the test, and each sheet acknowledged. */
export async function customerProtection(deps: Deps, userId: string) {
  const [row, acks] = await Promise.all([findSuitability(deps.db, userId), listKiisAcks(deps.db, userId)]);
  return { suitability: toSuitabilityDto(row), acks };
}
