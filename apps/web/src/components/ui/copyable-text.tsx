import { Copy } from 'lucide-react';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Button } from './button';

export interface CopyableTextProps {
  value: string;
  /** What is copied, in words: 'Share link' gives the button 'Copy share link' and 'Share link copied.' */
  label: string;
  /** The button's visible text; the icon alone when omitted. */
  buttonText?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A long value (an email, a link) on one line: cut with an ellipsis where it does not fit, never
 * broken mid-word, the whole of it in the tooltip and one tap away through the copy button.
 */
export function CopyableText({ value, label, buttonText, className, ...rest }: CopyableTextProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} copied.`);
    } catch {
      toast.error('Could not copy. Select the text and copy it by hand.');
    }
  };
  return (
    <span className={cn('flex max-w-full min-w-0 items-center gap-2', className)}>
      <span className="min-w-0 truncate" title={value} data-testid={rest['data-testid']}>
        {value}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="shrink-0 font-sans tracking-normal"
        onClick={copy}
      >
        <Copy aria-hidden="true" className="size-4" />
        {/* Named by its content, not aria-label: a form's "Email" label must not find this button. */}
        {buttonText ?? <span className="sr-only">Copy {label.toLowerCase()}</span>}
      </Button>
    </span>
  );
}
