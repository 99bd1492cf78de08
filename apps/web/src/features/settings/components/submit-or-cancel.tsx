import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';

/** The buttons under a step that can be left: its submit, and Cancel to go back without saving. */
export function SubmitOrCancel({
  busy,
  busyLabel,
  onCancel,
  variant,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  onCancel: () => void;
  variant?: ButtonVariant;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant={variant} busy={busy} busyLabel={busyLabel}>
        {children}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
