import type { ReactNode } from 'react';
import type { FeatureCard } from '../content/landing';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
}

/** Eyebrow + h2 + intro used at the top of each landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  tone = 'light',
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-xl'}>
      {eyebrow && (
        <p
          className={`text-sm font-semibold uppercase tracking-wider ${dark ? 'text-accent-300' : 'text-brand-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {intro && (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? 'text-brand-100' : 'text-slate-600'}`}>
          {intro}
        </p>
      )}
    </div>
  );
}

/** A grid of icon cards (services, reasons to use). */
export function FeatureGrid({ cards, columns }: { cards: readonly FeatureCard[]; columns: 3 | 4 }) {
  return (
    <ul className={`mt-12 grid gap-6 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
