import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useReturnFocus } from './return-focus';

/** What every modal takes: the centred dialog and the side panel. */
export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  className?: string;
}

/**
 * Radix Dialog underneath every modal: modal, focus trapped, Escape closes, the focus returns to
 * what opened it (return-focus.ts), and no dangling `aria-describedby` when there is no description.
 */
export function ModalFrame({
  open,
  onOpenChange,
  overlayClassName,
  className,
  described,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  overlayClassName: string;
  className: string;
  described: boolean;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          className={cn(
            'fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in',
            overlayClassName,
          )}
        />
        <DialogPrimitive.Content
          className={className}
          {...(described ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
