import { type AdminOffering, INVEST_MSG } from '@app/contract/investments';
import { Plus, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAdminOfferings } from '../api/get-admin-offerings';
import { ListError, ListLoading } from '../components/list-states';
import { ArchiveDialog } from './archive-dialog';
import { FundDialog } from './fund-dialog';
import { OfferingFormPanel } from './offering-form-panel';
import { OfferingLifeDialog, type PendingLife } from './offering-life-dialog';
import { OfferingRow } from './offering-row';

/** Create Investment, every offering (archived ones marked) with Fund payouts, Edit and Delete. */
export function OfferingsTab() {
  const offerings = useAdminOfferings();
  const [panelOpen, setPanelOpen] = useState(false);
  const [editing, setEditing] = useState<AdminOffering | null>(null);
  const [deleting, setDeleting] = useState<AdminOffering | null>(null);
  const [funding, setFunding] = useState<AdminOffering | null>(null);
  const [life, setLife] = useState<PendingLife | null>(null);
  const active = offerings.data?.filter((o) => o.archivedAt === null).length ?? 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {offerings.data
            ? `${active} offered, ${offerings.data.length - active} archived`
            : 'Investment offerings'}
        </p>
        <Button
          onClick={() => {
            setEditing(null);
            setPanelOpen(true);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Create Investment
        </Button>
      </div>
      {offerings.isPending ? (
        <ListLoading label="Loading investments…" rows={4} />
      ) : offerings.isError ? (
        <ListError
          error={offerings.error}
          fallback={INVEST_MSG.fetchFailed}
          onRetry={() => void offerings.refetch()}
        />
      ) : offerings.data.length === 0 ? (
        <EmptyState Icon={TrendingUp} title="No investments yet">
          Create the first offering for customers to invest in.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {offerings.data.map((o) => (
            <li key={o._id}>
              <OfferingRow
                offering={o}
                onFund={() => setFunding(o)}
                onEdit={() => {
                  setEditing(o);
                  setPanelOpen(true);
                }}
                onDelete={() => setDeleting(o)}
                onLife={(action) => setLife({ offering: o, action })}
              />
            </li>
          ))}
        </ul>
      )}
      <OfferingFormPanel open={panelOpen} editing={editing} onClose={() => setPanelOpen(false)} />
      <ArchiveDialog offering={deleting} onClose={() => setDeleting(null)} />
      <FundDialog offering={funding} onClose={() => setFunding(null)} />
      <OfferingLifeDialog pending={life} onClose={() => setLife(null)} />
    </div>
  );
}
