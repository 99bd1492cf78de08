import { RECOVERABLE_STATUSES } from '@app/contract/holding-life';
import type { AdminOffering } from '@app/contract/investments';
import { formatUsd } from '@app/contract/money';
import { plural } from '@app/contract/plurals';
import { formatReturnBasis } from '@app/contract/return-basis';
import { Activity, HandCoins, Pencil, Trash2 } from 'lucide-react';
import { OfferingImage } from '../../../components/investments/offering-image';
import { PerformanceBadge } from '../../../components/investments/performance-status';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import type { LifeAction } from './offering-life-dialog';

/**
 * One offering with its terms, Fund payouts, Edit and Delete (an archived one can still be edited and
 * funded, for the holdings of it that still pay out, but not deleted).
 */
export function OfferingRow({
  offering,
  onFund,
  onEdit,
  onDelete,
  onLife,
}: {
  offering: AdminOffering;
  onFund: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onLife: (action: LifeAction) => void;
}) {
  const recoverable = RECOVERABLE_STATUSES.includes(offering.performance);
  const archived = offering.archivedAt !== null;
  return (
    <Card className={`p-4 ${archived ? 'bg-slate-50' : ''}`}>
      <article aria-label={offering.name} className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {/* The name keeps at least 16rem: the buttons (six for a defaulted offering) wrap instead. */}
        <div className="flex min-w-0 flex-1 items-center gap-4 sm:min-w-64">
          <OfferingImage
            src={offering.img}
            category={offering.category}
            className="size-14 shrink-0 rounded-xl"
          />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <p className={`font-semibold break-words ${archived ? 'text-slate-500' : 'text-slate-900'}`}>
                {offering.name}
              </p>
              <Badge tone="brand">{offering.category}</Badge>
              <PerformanceBadge status={offering.performance} always />
              {archived && (
                <Badge tone="neutral" title={`Archived ${formatDate(offering.archivedAt ?? '')}`}>
                  Archived
                </Badge>
              )}
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {formatReturnBasis(offering)} · {formatUsd(offering.pricePerUnit, 'en-US')} per unit ·{' '}
              {plural(offering.investors, 'investor')}
              {offering.managementFee && ` · ${offering.managementFee} a year management charge`}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:max-w-[26rem] sm:justify-end">
          <Button
            variant="outline"
            size="sm"
            onClick={onFund}
            aria-label={`Fund payouts of ${offering.name}`}
          >
            <HandCoins aria-hidden="true" className="size-4" />
            Fund payouts
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onLife('performance')}
            aria-label={`Performance status of ${offering.name}`}
          >
            <Activity aria-hidden="true" className="size-4" />
            Status
          </Button>
          {recoverable && (
            <>
              <Button variant="outline" size="sm" onClick={() => onLife('recovery')}>
                Pay recovery
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="text-red-700"
                onClick={() => onLife('write-off')}
              >
                Write off
              </Button>
            </>
          )}
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${offering.name}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          {!archived && (
            <Button
              variant="outline"
              size="sm"
              className="text-red-700"
              onClick={onDelete}
              aria-label={`Delete ${offering.name}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          )}
        </div>
      </article>
    </Card>
  );
}
