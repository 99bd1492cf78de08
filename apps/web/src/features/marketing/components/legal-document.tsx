import type { LegalSection } from '../content/terms';
import { ArticleBody } from './article-body';
import { Prose } from './page-header';

/** A long legal or policy page: a table of contents, then each section with its own anchor. */
export function LegalDocument({
  sections,
  tocLabel,
}: {
  sections: readonly LegalSection[];
  tocLabel: string;
}) {
  return (
    <Prose>
      <nav aria-label={tocLabel} className="rounded-2xl border border-slate-200 bg-surface p-6 text-base">
        <p className="mt-0! font-semibold text-slate-900">On this page</p>
        <ol className="mt-3! space-y-1.5! pl-5!">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-12 scroll-mt-24">
          <h2 id={`${s.id}-title`}>{s.title}</h2>
          <ArticleBody body={s.body} />
        </section>
      ))}
    </Prose>
  );
}
