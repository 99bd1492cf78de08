import type { ReactNode } from 'react';

/** The page heading of an auth screen (one h1 per page) with an optional intro line. */
export function AuthHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children && <p className="mt-2 text-slate-600">{children}</p>}
    </div>
  );
}
