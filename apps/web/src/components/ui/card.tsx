import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const cardClasses = 'rounded-2xl border border-slate-200/80 bg-white shadow-sm shadow-slate-900/5';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn(cardClasses, className)} {...rest} />;
}

/** A card that is a named landmark: a real `<section>`, labelled by its heading or `aria-label`. */
export function CardSection({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={cn(cardClasses, className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-0 sm:p-6 sm:pb-0', className)} {...rest} />;
}

export function CardTitle({ className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('text-lg font-semibold text-slate-900', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-slate-600', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-5 sm:p-6', className)} {...rest} />;
}
