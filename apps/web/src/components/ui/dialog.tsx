import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';
import { ModalFrame, type ModalProps } from './modal-frame';

export interface DialogProps extends ModalProps {
  /** Hide the corner close button (e.g. when a single 'Done' must be pressed). */
  hideClose?: boolean;
}

/**
 * A centred modal dialog (Radix: focus trapped, Escape closes, focus returns to what opened it:
 * return-focus.ts). Radix focuses the first field itself; a field with `autoFocus` would take the
 * focus before the dialog notes its opener, and the focus would fall to the page body on close.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  hideClose,
}: DialogProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName="backdrop-blur-[2px]"
      className={cn(
        'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
        'rounded-2xl bg-white p-6 shadow-xl data-[state=open]:animate-fade-in',
        className,
      )}
      described={Boolean(description)}
    >
      <DialogPrimitive.Title className="pr-8 text-lg font-semibold text-slate-900">
        {title}
      </DialogPrimitive.Title>
      {description && (
        <DialogPrimitive.Description className="mt-2 text-sm text-slate-600">
          {description}
        </DialogPrimitive.Description>
      )}
      {children && <div className="mt-4">{children}</div>}
      {footer && <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
      {!hideClose && (
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      )}
    </ModalFrame>
  );
}

export const DialogClose = DialogPrimitive.Close;
