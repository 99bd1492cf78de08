import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';
import { ModalFrame, type ModalProps } from './modal-frame';

export type SidePanelProps = ModalProps;

/**
 * A sheet sliding in from the right (Radix Dialog underneath: modal, focus trapped, Escape and the
 * close button close it, focus returns to what opened it). Full width on phones.
 */
export function SidePanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
}: SidePanelProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName=""
      className={cn(
        'fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl',
        'data-[state=open]:animate-slide-in-right',
        className,
      )}
      described={Boolean(description)}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-5">
        <div>
          <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        <DialogPrimitive.Close
          aria-label="Close"
          className="-mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </div>
      {/* A focusable region: a keyboard can scroll a body taller than the screen (WCAG 2.1.1). */}
      <section
        aria-label={typeof title === 'string' ? `${title}: details` : 'Details'}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it
        tabIndex={0}
        className="flex-1 overflow-y-auto px-6 py-5 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
      >
        {children}
      </section>
      {footer && <div className="border-t border-slate-200 px-6 py-4">{footer}</div>}
    </ModalFrame>
  );
}
