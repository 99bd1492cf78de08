import { dollarsToCents } from '@app/contract/money';
import {
  consentThresholdCents,
  PROTECTION_MSG,
  RISK_WARNING,
  type Suitability,
} from '@app/contract/protection';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { openKiis } from '../../lib/queries/protection';
import { toast } from '../../lib/toast';
import { CapacitySummary } from './capacity-summary';
import { TickBox } from './tick-box';

/** An order above the higher of $1,000 and 5% of net worth needs an explicit tick. */
export const needsConsent = (s: Suitability, costCents: number) =>
  costCents > consentThresholdCents(dollarsToCents(s.netWorth ?? 0) ?? 0);

export interface Safeguards {
  kiisRead: boolean;
  consent: boolean;
}

/**
 * What the invest panel shows under investor protection: the capacity for loss (with a way to
 * update it), the offering's key information sheet to open and acknowledge, the large-order
 * warning with its tick, and the reflection period.
 */
export function PurchaseSafeguards({
  offeringId,
  suitability,
  large,
  value,
  onChange,
  errors,
  onUpdateFigures,
}: {
  offeringId: string;
  suitability: Suitability;
  large: boolean;
  value: Safeguards;
  onChange: (next: Safeguards) => void;
  errors: { kiis?: string | undefined; consent?: string | undefined };
  onUpdateFigures: () => void;
}) {
  const [opening, setOpening] = useState(false);
  // The tick says "I have read it": it is enabled once the sheet was opened (the server records the
  // open and refuses an acknowledgement without it).
  const [opened, setOpened] = useState(false);
  const tick = (key: keyof Safeguards, error: string | undefined) => ({
    checked: value[key],
    onChange: (checked: boolean) => onChange({ ...value, [key]: checked }),
    error,
  });
  const open = async () => {
    setOpening(true);
    try {
      await openKiis(offeringId);
      setOpened(true);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setOpening(false);
    }
  };
  return (
    <section aria-label="Investor protection" className="space-y-4">
      <CapacitySummary suitability={suitability} />
      <Button type="button" variant="link" size="sm" onClick={onUpdateFigures}>
        Update my income and savings
      </Button>
      <div className="space-y-2 rounded-xl border border-slate-200 p-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          busy={opening}
          onClick={open}
          className="h-auto w-full justify-start py-2 text-left sm:w-auto"
        >
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          {/* Its own white-space: a button's nowrap would push the words past its border at 390 px. */}
          <span className="min-w-0 whitespace-normal">Open the key information sheet (PDF)</span>
        </Button>
        <TickBox
          {...tick('kiisRead', errors.kiis)}
          disabledHint={opened ? undefined : PROTECTION_MSG.kiisOpenFirst}
        >
          I have read the key information sheet of this offering.
        </TickBox>
      </div>
      {large && (
        <Alert tone="warning" title="A large order for your finances">
          <p>{RISK_WARNING}</p>
          <div className="mt-2">
            <TickBox {...tick('consent', errors.consent)}>
              I understand this warning and want to place this order.
            </TickBox>
          </div>
        </Alert>
      )}
      <p className="text-sm text-slate-700" data-testid="reflection-period">
        {PROTECTION_MSG.reflectionStatement}
      </p>
    </section>
  );
}
