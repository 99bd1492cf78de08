import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { ArticleBody } from '../components/article-body';
import { Prose } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { ARTICLES, findArticle, readingMinutes } from '../content/blog';
import { NotFoundPage } from './not-found-page';

export function BlogPostPage() {
  const { slug } = useParams();
  const article = findArticle(slug);
  if (!article) return <NotFoundPage />;
  const others = ARTICLES.filter((a) => a.slug !== article.slug).slice(0, 3);

  return (
    <article>
      <PageMeta title={article.title} description={article.description} />
      <header className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <Link
            to={paths.blog}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All articles
          </Link>
          <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">
            {article.category}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">{article.description}</p>
          <p className="mt-5 text-sm text-slate-600">
            Verdant Invest editorial team ·{' '}
            <time dateTime={article.published}>{formatDate(article.published)}</time> ·{' '}
            {readingMinutes(article)} min read
          </p>
        </div>
      </header>
      <Prose>
        <ArticleBody body={article.body} />
      </Prose>
      <aside aria-labelledby="more-articles" className="border-t border-slate-200 bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="more-articles" className="text-xl font-bold text-slate-900">
            Keep reading
          </h2>
          <ul className="mt-4 space-y-3">
            {others.map((a) => (
              <li key={a.slug}>
                <Link
                  to={paths.blogPost(a.slug)}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </article>
  );
}
