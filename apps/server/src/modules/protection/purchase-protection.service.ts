import { consentThresholdCents, ERROR_CODES, PROTECTION_MSG, REFLECTION_DAYS } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { requireKiisAck } from './kiis.service.ts';
import { netWorthOf, requireCurrentSuitability } from './suitability.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What investor protection asks of a purchase, in the order a customer meets it: a current knowledge
 * test (403 SUITABILITY_REQUIRED), the offering's key information sheet acknowledged (409
 * KIIS_NOT_ACKNOWLEDGED), and consent to an order above the higher of $1,000 and 5% of net worth
 * (409 CONSENT_REQUIRED): a warning, never a block. Returns what the holding records.
 */
export async function checkProtectedPurchase(
  tx: Executor,
  p: {
    userId: string;
    offeringId: string;
    amountCents: number;
    consent: boolean;
    /** An auto-invest strategy's one acknowledgement, given when it was turned on (ADR 051). */
    kiisAcknowledgedForStrategy?: boolean;
    now: Date;
  },
): Promise<{ consentGiven: boolean; reflectionEndsAt: Date }> {
  const suitability = await requireCurrentSuitability(tx, p.userId);
  if (!p.kiisAcknowledgedForStrategy) await requireKiisAck(tx, p.userId, p.offeringId);
  const large = p.amountCents > consentThresholdCents(netWorthOf(suitability).netWorthCents);
  if (large && !p.consent) throw conflict(PROTECTION_MSG.consentRequired, ERROR_CODES.CONSENT_REQUIRED);
  return {
    consentGiven: large && p.consent,
    reflectionEndsAt: new Date(p.now.getTime() + REFLECTION_DAYS * DAY_MS),
  };
}
