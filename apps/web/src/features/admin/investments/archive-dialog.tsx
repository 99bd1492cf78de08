import type { AdminOffering } from '@app/contract/investments';
import { MSG } from '@app/contract/messages';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useArchiveOffering } from '../api/use-archive-offering';

/** The delete confirmation: deleting archives (holdings of it stay and still pay out). */
export function ArchiveDialog({
  offering,
  onClose,
}: {
  offering: AdminOffering | null;
  onClose: () => void;
}) {
  const archive = useArchiveOffering();
  const confirm = async () => {
    if (!offering) return;
    try {
      const answer = await archive.mutateAsync(offering._id);
      toast.success(answer.message || MSG.successful);
      onClose();
    } catch (e) {
      toast.error(errorMessage(e, MSG.failed));
    }
  };
  return (
    <Dialog
      open={offering !== null}
      onOpenChange={(open) => !open && !archive.isPending && onClose()}
      title="Delete this investment?"
      description={
        offering
          ? `“${offering.name}” will no longer be offered. Customers who already hold it keep their holdings and are paid out as agreed.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={archive.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} busy={archive.isPending} busyLabel="Deleting…">
            Yes, delete
          </Button>
        </>
      }
    />
  );
}
