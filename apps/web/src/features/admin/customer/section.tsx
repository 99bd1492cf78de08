import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** One titled part of the customer page: a card that is a landmark with its heading as its name. */
export function Section({
  id,
  title,
  actions,
  children,
  className,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `customer-${id}`;
  return (
    <Card className={cn('min-w-0', className)}>
      <section aria-labelledby={headingId}>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle id={headingId}>{title}</CardTitle>
          {actions}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

/** Label/value pairs in two columns that keep long values (emails, ids) inside the card. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {items.map((f) => (
        <div key={f.label} className="contents">
          <dt className="text-slate-600">{f.label}</dt>
          <dd className="min-w-0 text-right break-words text-slate-900">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
