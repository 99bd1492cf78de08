import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useReturnFocus } from './return-focus';

/** What every modal (a centred dialog, a side panel) takes from the screen that opens it. */
export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * The Radix dialog under Dialog and SidePanel: modal, focus trapped, Escape closes, focus returns to
 * what opened it (return-focus.ts). Without a description the content is described by nothing, so
 * Radix does not point aria-describedby at a missing element.
 */
export function ModalFrame({
  open,
  onOpenChange,
  described,
  overlayClassName,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  described: boolean;
  overlayClassName?: string;
  className: string;
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

/** The modal's title and, when given, its description: the dialog's accessible name and description. */
export function ModalHeading({
  title,
  description,
  titleClassName,
  descriptionClassName,
}: {
  title: ReactNode;
  description?: ReactNode;
  titleClassName?: string;
  descriptionClassName: string;
}) {
  return (
    <>
      <DialogPrimitive.Title className={cn('text-lg font-semibold text-slate-900', titleClassName)}>
        {title}
      </DialogPrimitive.Title>
      {description && (
        <DialogPrimitive.Description className={cn('text-sm text-slate-600', descriptionClassName)}>
          {description}
        </DialogPrimitive.Description>
      )}
    </>
  );
}

/** The corner × that closes the modal; `className` places it. */
export function ModalCloseButton({ className }: { className: string }) {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800',
        className,
      )}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}
