import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { ARTICLES, readingMinutes } from '../content/blog';

export function BlogPage() {
  return (
    <>
      <PageMeta
        title="Blog"
        description="Plain-language guides to saving and investing: emergency funds, beginner mistakes, index funds, inflation, goal setting and cryptocurrency."
      />
      <PageHeader
        eyebrow="Blog"
        title="Learn to invest with confidence"
        intro="Plain-language guides to saving and investing, written for people who are just getting started. No hype, no hot tips."
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {ARTICLES.map((article) => (
            <li key={article.slug}>
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
                <p className="text-sm font-semibold text-brand-700">{article.category}</p>
                <h2 className="mt-2 text-xl font-bold tracking-tight text-slate-900">
                  <Link to={paths.blogPost(article.slug)} className="hover:text-brand-800">
                    {article.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 leading-relaxed text-slate-600">{article.description}</p>
                <p className="mt-5 flex items-center justify-between text-sm text-slate-600">
                  <span>
                    <time dateTime={article.published}>{formatDate(article.published)}</time> ·{' '}
                    {readingMinutes(article)} min read
                  </span>
                  <Link
                    to={paths.blogPost(article.slug)}
                    className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    Read<span className="sr-only"> {article.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
