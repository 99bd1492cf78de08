import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export type Decision = 'approved' | 'rejected';

/**
 * The Approve and Reject pair of every admin decision (requests, identity checks, adjustments).
 * `subject` names what is decided for screen readers when a list holds many ("adjustment for Ada");
 * `stretch` lets the two share their row; `canApprove: false` leaves only Reject, for a case the
 * server would refuse to approve.
 */
export function DecisionButtons({
  onDecide,
  subject,
  stretch = false,
  canApprove = true,
}: {
  onDecide: (decision: Decision) => void;
  subject?: string;
  stretch?: boolean;
  canApprove?: boolean;
}) {
  const grow = stretch ? 'flex-1' : '';
  return (
    <>
      {canApprove && (
        <Button
          size="sm"
          className={grow}
          onClick={() => onDecide('approved')}
          aria-label={subject ? `Approve ${subject}` : undefined}
        >
          <Check aria-hidden="true" className="size-4" />
          Approve
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        className={`${grow} text-red-700`}
        onClick={() => onDecide('rejected')}
        aria-label={subject ? `Reject ${subject}` : undefined}
      >
        <X aria-hidden="true" className="size-4" />
        Reject
      </Button>
    </>
  );
}
