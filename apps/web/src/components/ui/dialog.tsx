import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';
import { ModalCloseButton, ModalFrame, ModalHeading, type ModalProps } from './modal-frame';

export interface DialogProps extends ModalProps {
  /** Hide the corner close button (e.g. when a single 'Done' must be pressed). */
  hideClose?: boolean;
}

/**
 * A centred modal dialog (Radix: focus trapped, Escape closes, focus returns to what opened it:
 * return-focus.ts). Radix focuses the first field itself; a field with `autoFocus` would take the
 * focus before the dialog notes its opener, and the focus would fall to the page body on close.
 * The footer holds its buttons, right-aligned on wide screens.
 */
export function Dialog({ title, description, children, footer, className, hideClose, ...root }: DialogProps) {
  return (
    <ModalFrame
      {...root}
      described={Boolean(description)}
      overlayClassName="backdrop-blur-[2px]"
      className={cn(
        'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
        'rounded-2xl bg-white p-6 shadow-xl data-[state=open]:animate-fade-in',
        className,
      )}
    >
      <ModalHeading
        title={title}
        description={description}
        titleClassName="pr-8"
        descriptionClassName="mt-2"
      />
      {children && <div className="mt-4">{children}</div>}
      {footer && <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
      {!hideClose && <ModalCloseButton className="absolute top-4 right-4" />}
    </ModalFrame>
  );
}

export const DialogClose = DialogPrimitive.Close;
