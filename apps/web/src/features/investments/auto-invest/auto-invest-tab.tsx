import type { Strategy } from '@app/contract/auto-invest';
import { Bot } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api';
import { formatUsd } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDeleteStrategy, useStrategies, useUpdateStrategy } from './auto-invest-api';
import { StrategyFormPanel } from './strategy-form-panel';
import { StrategyReportPanel } from './strategy-report-panel';

/** "Real Estate, Agriculture · up to 12 months · 8%–15% a year · performing only" */
function criteriaText(c: Strategy['criteria']): string {
  const parts: string[] = [];
  if (c.categories?.length) parts.push(c.categories.join(', '));
  if (c.maxTermMonths !== undefined) parts.push(`up to ${c.maxTermMonths} months`);
  if (c.minAnnualRate !== undefined && c.maxAnnualRate !== undefined)
    parts.push(`${c.minAnnualRate}%–${c.maxAnnualRate}% a year`);
  else if (c.minAnnualRate !== undefined) parts.push(`at least ${c.minAnnualRate}% a year`);
  else if (c.maxAnnualRate !== undefined) parts.push(`at most ${c.maxAnnualRate}% a year`);
  if (c.performingOnly) parts.push('performing only');
  return parts.join(' · ');
}

function StrategyCard({
  strategy,
  onEdit,
  onReport,
  onDelete,
}: {
  strategy: Strategy;
  onEdit: () => void;
  onReport: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateStrategy();
  const toggle = async () => {
    try {
      const answer = await update.mutateAsync({ id: strategy._id, active: !strategy.active });
      toast.success(answer.data.active ? `${strategy.name} is on.` : `${strategy.name} is paused.`);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{strategy.name}</h3>
        <Badge tone={strategy.active ? 'success' : 'neutral'}>{strategy.active ? 'Active' : 'Paused'}</Badge>
      </div>
      <p className="text-sm text-slate-700">{criteriaText(strategy.criteria)}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-600">Invested</dt>
        <dd className="text-right font-medium tabular-nums">
          {formatUsd(strategy.invested)} of {formatUsd(strategy.budget)}
        </dd>
        <dt className="text-slate-600">Per offering</dt>
        <dd className="text-right tabular-nums">
          {formatUsd(strategy.amountPerOffering)} (at most {strategy.maxSharePerOffering}%)
        </dd>
        <dt className="text-slate-600">Cash reserve</dt>
        <dd className="text-right tabular-nums">{formatUsd(strategy.cashReserve)}</dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onReport} aria-label={`Report of ${strategy.name}`}>
          Report
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={toggle}
          busy={update.isPending}
          busyLabel="Saving…"
          aria-label={`${strategy.active ? 'Pause' : 'Resume'} ${strategy.name}`}
        >
          {strategy.active ? 'Pause' : 'Resume'}
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Change ${strategy.name}`}>
          Change
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${strategy.name}`}>
          Delete
        </Button>
      </div>
    </Card>
  );
}

/** Investments → Auto-invest: the customer's strategies, each with its report, pause and change. */
export function AutoInvestTab({ verified }: { verified: boolean }) {
  const strategies = useStrategies();
  const remove = useDeleteStrategy();
  const [editing, setEditing] = useState<{ strategy: Strategy | null } | null>(null);
  const [reporting, setReporting] = useState<Strategy | null>(null);
  const [deleting, setDeleting] = useState<Strategy | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting);
      toast.success(answer.message);
      setDeleting(null);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-prose text-sm text-slate-700">
          A strategy buys offerings on sale that match your criteria, within your limits, as an ordinary
          purchase you can cancel within 4 days.{' '}
          <Link
            to={paths.autoInvestInfo}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            How offerings are picked
          </Link>
        </p>
        {verified && (
          <Button onClick={() => setEditing({ strategy: null })} className="shrink-0">
            New strategy
          </Button>
        )}
      </div>
      {!verified ? (
        <Alert tone="info">Verify your identity in Settings to use auto-invest.</Alert>
      ) : strategies.isPending ? (
        <Skeleton className="h-56 w-full rounded-2xl" />
      ) : strategies.isError ? (
        <Alert tone="error">
          {isApiError(strategies.error) && strategies.error.status === 404
            ? 'Auto-invest is not available at the moment.'
            : errorMessage(strategies.error)}
        </Alert>
      ) : strategies.data.length === 0 ? (
        <EmptyState Icon={Bot} title="No strategy yet">
          Create one to keep your cash working within limits you set.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Auto-invest strategies">
          {strategies.data.map((s) => (
            <li key={s._id}>
              <StrategyCard
                strategy={s}
                onEdit={() => setEditing({ strategy: s })}
                onReport={() => setReporting(s)}
                onDelete={() => setDeleting(s)}
              />
            </li>
          ))}
        </ul>
      )}
      <StrategyFormPanel
        open={editing !== null}
        strategy={editing?.strategy ?? null}
        onClose={() => setEditing(null)}
      />
      <StrategyReportPanel strategy={reporting} onClose={() => setReporting(null)} />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete strategy'}
        description="It stops buying. The holdings it bought stay yours and mature as usual."
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Keep it
            </Button>
            <Button variant="danger" onClick={confirmDelete} busy={remove.isPending} busyLabel="Deleting…">
              Delete strategy
            </Button>
          </>
        }
      />
    </div>
  );
}
