import type { ReactNode } from 'react';

/** The title band at the top of every static page: the page's one h1 and its intro. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  width = 'wide',
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** 'narrow' lines up with a Prose column (legal pages, FAQs); 'wide' with full-width sections. */
  width?: 'wide' | 'narrow';
}) {
  return (
    <div className="border-b border-brand-100 bg-brand-50">
      <div
        className={`mx-auto px-4 py-14 sm:px-6 sm:py-20 lg:px-8 ${width === 'wide' ? 'max-w-7xl' : 'max-w-3xl'}`}
      >
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {intro && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">{intro}</div>}
      </div>
    </div>
  );
}

/** Readable long-form text column with styled headings, paragraphs and lists. */
export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`mx-auto max-w-3xl px-4 py-12 text-lg leading-relaxed text-slate-700 sm:px-6 lg:px-8 [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h2:first-child]:mt-0 [&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold [&_strong]:text-slate-900 ${className}`}
    >
      {children}
    </div>
  );
}
