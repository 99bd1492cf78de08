import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** A titled card of one settings topic (an h2, so screen-reader users can jump between topics). */
export function SectionCard({
  id,
  title,
  description,
  aside,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card data-testid={`${id}-card`}>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="space-y-1">
          <CardTitle id={`${id}-title`}>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {aside && <div className="mt-2 shrink-0 sm:mt-0">{aside}</div>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
