import { cn } from '../../lib/cn';
import { ModalCloseButton, ModalFrame, ModalHeading, type ModalProps } from './modal-frame';

export type SidePanelProps = ModalProps;

/**
 * A sheet sliding in from the right (Radix Dialog underneath: modal, focus trapped, Escape and the
 * close button close it, focus returns to what opened it). Full width on phones. The footer is a
 * sticky bottom area (usually the submit button).
 */
export function SidePanel({ title, description, children, footer, className, ...root }: SidePanelProps) {
  return (
    <ModalFrame
      {...root}
      described={Boolean(description)}
      className={cn(
        'fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl',
        'data-[state=open]:animate-slide-in-right',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-5">
        <div>
          <ModalHeading title={title} description={description} descriptionClassName="mt-1" />
        </div>
        <ModalCloseButton className="-mr-2 shrink-0" />
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
